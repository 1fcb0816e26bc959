import type { INodeProperties } from '@weft/workflow';

const CHAT_ID_DESCRIPTION = 'The chat\'s unique ID, or the channel\'s username as @channelusername';

const callbackOptions: INodeProperties[] = [
  {
    displayName: 'Cache Time', name: 'cache_time', type: 'number', typeOptions: { minValue: 0 }, default: 0,
    description: 'How many seconds Telegram clients may cache the answer',
  },
  { displayName: 'Show Alert', name: 'show_alert', type: 'boolean', default: false, description: 'Whether to show an alert instead of a notification at the top of the chat' },
  { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The notification\'s text (up to 200 characters); nothing is shown when empty' },
  { displayName: 'URL', name: 'url', type: 'string', default: '', description: 'A URL the user\'s client opens (a game, or t.me/your_bot?start=...)' },
];

/** The fields of the chat, callback and file operations, and the message ids of delete, pin and unpin. */
export const chatCallbackFileProperties: INodeProperties[] = [
  {
    displayName: 'Chat ID',
    name: 'chatId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['administrators', 'deleteMessage', 'get', 'leave', 'member', 'pinChatMessage', 'setDescription', 'setTitle',
          'sendAnimation', 'sendAudio', 'sendChatAction', 'sendDocument', 'sendLocation', 'sendMessage', 'sendMediaGroup', 'sendPhoto',
          'sendSticker', 'sendVideo', 'unpinChatMessage'],
        resource: ['chat', 'message'],
      },
    },
    description: CHAT_ID_DESCRIPTION,
  },
  {
    displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['deleteMessage'], resource: ['message'] } }, description: 'The ID of the message to delete',
  },
  {
    displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['pinChatMessage', 'unpinChatMessage'], resource: ['message'] } }, description: 'The ID of the message to pin or unpin',
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { operation: ['pinChatMessage'], resource: ['message'] } },
    options: [{ displayName: 'Disable Notification', name: 'disable_notification', type: 'boolean', default: false, description: 'Whether to pin without notifying the chat\'s members' }],
  },
  {
    displayName: 'User ID', name: 'userId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['member'], resource: ['chat'] } }, description: 'The member\'s user ID',
  },
  {
    displayName: 'Description', name: 'description', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['setDescription'], resource: ['chat'] } }, description: 'The new description (up to 255 characters)',
  },
  {
    displayName: 'Title', name: 'title', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['setTitle'], resource: ['chat'] } }, description: 'The new title (1 to 128 characters)',
  },
  {
    displayName: 'Query ID', name: 'queryId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['answerQuery'], resource: ['callback'] } }, description: 'The callback query\'s ID (`callback_query.id` of the update)',
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { operation: ['answerQuery'], resource: ['callback'] } }, options: callbackOptions,
  },
  {
    displayName: 'Query ID', name: 'queryId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['answerInlineQuery'], resource: ['callback'] } }, description: 'The inline query\'s ID (`inline_query.id` of the update)',
  },
  {
    displayName: 'Results', name: 'results', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['answerInlineQuery'], resource: ['callback'] } },
    description: 'The answers as a JSON array of InlineQueryResult objects (at most 50)',
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { operation: ['answerInlineQuery'], resource: ['callback'] } }, options: callbackOptions,
  },
  {
    displayName: 'File ID', name: 'fileId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['get'], resource: ['file'] } }, description: 'The file\'s ID, e.g. `message.document.file_id` of an update',
  },
  {
    displayName: 'Download', name: 'download', type: 'boolean', default: true,
    displayOptions: { show: { operation: ['get'], resource: ['file'] } }, description: 'Whether to download the file into the item\'s `data` field',
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { operation: ['get'], resource: ['file'], download: [true] } },
    options: [{
      displayName: 'MIME Type', name: 'mimeType', type: 'string', placeholder: 'image/jpeg', default: '',
      description: 'The downloaded file\'s MIME type; by default guessed from its name',
    }],
  },
];
