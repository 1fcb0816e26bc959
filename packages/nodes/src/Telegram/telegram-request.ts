import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { addMessageOptions } from './message-body.js';

/** The Bot API method and parameters of one item's operation. */
export interface TelegramRequest {
  method: string;
  body: IDataObject;
}

const CHAT_METHODS: Record<string, string> = {
  get: 'getChat', administrators: 'getChatAdministrators', leave: 'leaveChat', member: 'getChatMember',
  setDescription: 'setChatDescription', setTitle: 'setChatTitle',
};

/** The send operations that take one file, and the parameter that names it. */
export const FILE_PARAMETERS: Record<string, string> = {
  sendAnimation: 'animation', sendAudio: 'audio', sendDocument: 'document', sendPhoto: 'photo', sendSticker: 'sticker', sendVideo: 'video',
};

function chatRequest(context: IExecuteFunctions, operation: string, i: number): TelegramRequest {
  const method = CHAT_METHODS[operation];
  if (!method) throw new NodeOperationError(context.getNode(), `The chat operation "${operation}" is not known`, { itemIndex: i });
  const body: IDataObject = { chat_id: context.getNodeParameter('chatId', i) };
  if (operation === 'member') body.user_id = context.getNodeParameter('userId', i);
  if (operation === 'setDescription') body.description = context.getNodeParameter('description', i);
  if (operation === 'setTitle') body.title = context.getNodeParameter('title', i);
  return { method, body };
}

function callbackRequest(context: IExecuteFunctions, operation: string, i: number): TelegramRequest {
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  if (operation === 'answerQuery') {
    return { method: 'answerCallbackQuery', body: { callback_query_id: context.getNodeParameter('queryId', i), ...fields } };
  }
  if (operation === 'answerInlineQuery') {
    return {
      method: 'answerInlineQuery',
      body: { inline_query_id: context.getNodeParameter('queryId', i), results: context.getNodeParameter('results', i), ...fields },
    };
  }
  throw new NodeOperationError(context.getNode(), `The callback operation "${operation}" is not known`, { itemIndex: i });
}

/** Send Media Group: each media entry with its caption and parse mode flattened into it. */
function mediaOf(context: IExecuteFunctions, i: number): IDataObject[] {
  const entries = ((context.getNodeParameter('media', i, {}) as IDataObject).media ?? []) as IDataObject[];
  return entries.map(({ additionalFields, ...entry }) => ({ ...entry, ...((additionalFields ?? {}) as IDataObject) }));
}

function messageRequest(context: IExecuteFunctions, operation: string, i: number): TelegramRequest {
  const chat = () => ({ chat_id: context.getNodeParameter('chatId', i) });
  const withOptions = (method: string, body: IDataObject): TelegramRequest => {
    addMessageOptions(context, body, i, operation);
    return { method, body };
  };
  const fileParameter = FILE_PARAMETERS[operation];
  if (fileParameter) return withOptions(operation, { ...chat(), [fileParameter]: context.getNodeParameter('file', i, '') });
  switch (operation) {
    case 'sendMessage':
      return withOptions('sendMessage', { ...chat(), text: context.getNodeParameter('text', i) });
    case 'sendLocation':
      return withOptions('sendLocation', { ...chat(), latitude: context.getNodeParameter('latitude', i), longitude: context.getNodeParameter('longitude', i) });
    case 'editMessageText': {
      const target = context.getNodeParameter('messageType', i, 'message') === 'inlineMessage'
        ? { inline_message_id: context.getNodeParameter('inlineMessageId', i) }
        : { ...chat(), message_id: context.getNodeParameter('messageId', i) };
      return withOptions('editMessageText', { ...target, text: context.getNodeParameter('text', i) });
    }
    case 'sendMediaGroup':
      return { method: 'sendMediaGroup', body: { ...chat(), ...(context.getNodeParameter('additionalFields', i, {}) as IDataObject), media: mediaOf(context, i) } };
    case 'sendChatAction':
      return { method: 'sendChatAction', body: { ...chat(), action: context.getNodeParameter('action', i) } };
    case 'deleteMessage':
    case 'unpinChatMessage':
      return { method: operation, body: { ...chat(), message_id: context.getNodeParameter('messageId', i) } };
    case 'pinChatMessage': {
      const { disable_notification: silent } = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
      return { method: 'pinChatMessage', body: { ...chat(), message_id: context.getNodeParameter('messageId', i), ...(silent ? { disable_notification: true } : {}) } };
    }
    default:
      throw new NodeOperationError(context.getNode(), `The message operation "${operation}" is not known`, { itemIndex: i });
  }
}

/** The request of the item's operation. */
export function telegramRequest(context: IExecuteFunctions, resource: string, operation: string, i: number): TelegramRequest {
  if (resource === 'chat') return chatRequest(context, operation, i);
  if (resource === 'callback') return callbackRequest(context, operation, i);
  if (resource === 'message') return messageRequest(context, operation, i);
  if (resource === 'file' && operation === 'get') return { method: 'getFile', body: { file_id: context.getNodeParameter('fileId', i) } };
  throw new NodeOperationError(context.getNode(), `The resource "${resource}" is not known`, { itemIndex: i });
}
