import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { sendAndWaitWebhook } from '../EmailSend/v2/send-and-wait.webhook.js';
import { chatCallbackFileProperties } from './descriptions/chat-callback-file.js';
import { messageProperties } from './descriptions/message.js';
import { operationProperties } from './descriptions/operations.js';
import { replyMarkupProperties } from './descriptions/reply-markup.js';
import { sendAndWaitProperties } from './descriptions/send-and-wait.js';
import { sendAndWait } from './send-and-wait.js';
import { callTelegram, downloadTelegramFile, fileNameOf, telegramCredentials } from './telegram-api.js';
import type { TelegramCredentials } from './telegram-api.js';
import { FILE_PARAMETERS, telegramRequest } from './telegram-request.js';
import type { TelegramRequest } from './telegram-request.js';

/** A multipart body: the parameters as text (objects as JSON), and the item's file under the operation's parameter. */
async function uploadForm(context: IExecuteFunctions, request: TelegramRequest, operation: string, i: number): Promise<FormData> {
  const binaryPropertyName = context.getNodeParameter('binaryPropertyName', i) as string;
  const binary = context.helpers.assertBinaryData(i, binaryPropertyName);
  const fileName = (context.getNodeParameter('additionalFields.fileName', i, '') as string) || binary.fileName;
  if (!fileName) {
    throw new NodeOperationError(context.getNode(), `The file to upload needs a name (${operation})`, {
      itemIndex: i, description: `Give the binary field "${binaryPropertyName}" a file name, or set File Name under Additional Fields.`,
    });
  }
  const bytes = await context.helpers.getBinaryDataBuffer(i, binaryPropertyName);
  const form = new FormData();
  const body: IDataObject = { ...request.body, disable_notification: String(request.body.disable_notification ?? false) };
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.set(FILE_PARAMETERS[operation] as string, new Blob([bytes], { type: binary.mimeType }), fileName);
  return form;
}

/** File > Get with Download: the getFile answer as JSON and the file's bytes as `data`. */
async function withDownload(context: IExecuteFunctions, answer: IDataObject, i: number, credentials: TelegramCredentials): Promise<INodeExecutionData> {
  const filePath = String((answer.result as IDataObject | undefined)?.file_path ?? '');
  if (!filePath) throw new NodeOperationError(context.getNode(), 'Telegram gave no path to download the file from', { itemIndex: i });
  const bytes = await downloadTelegramFile(context, filePath, credentials);
  const mimeType = (context.getNodeParameter('additionalFields', i, {}) as IDataObject).mimeType;
  const data = await context.helpers.prepareBinaryData(bytes, fileNameOf(filePath), typeof mimeType === 'string' && mimeType !== '' ? mimeType : undefined);
  return { json: answer, binary: { data }, pairedItem: { item: i } };
}

/** `n8n-nodes-base.telegram` 1, 1.1 and 1.2: the Bot API's chat, callback, file and message methods. */
export class Telegram implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Telegram',
    name: 'n8n-nodes-base.telegram',
    icon: 'file:telegram.svg',
    group: ['output'],
    version: [1, 1.1, 1.2],
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Send and edit messages, answer callbacks and manage chats with a Telegram bot',
    defaults: { name: 'Telegram' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'telegramApi', required: true }],
    // The resume URL of a Send and Wait execution: GET for approval links and the response form, POST for its submission.
    webhooks: [
      { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
    ],
    properties: [...operationProperties, ...chatCallbackFileProperties, ...messageProperties, ...replyMarkupProperties, ...sendAndWaitProperties],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const resource = this.getNodeParameter('resource', 0) as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    if (resource === 'message' && operation === 'sendAndWait') return sendAndWait(this);
    const binaryData = this.getNodeParameter('binaryData', 0, false) === true && operation in FILE_PARAMETERS;
    const credentials = await telegramCredentials(this);
    const output: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const request = telegramRequest(this, resource, operation, i);
        const body = binaryData ? await uploadForm(this, request, operation, i) : request.body;
        const answer = await callTelegram(this, request.method, body, credentials);
        if (resource === 'file' && this.getNodeParameter('download', i, false) === true) {
          output.push(await withDownload(this, answer, i, credentials));
        } else if (resource === 'chat' && operation === 'administrators') {
          // One item per administrator.
          for (const member of (answer.result ?? []) as IDataObject[]) output.push({ json: member, pairedItem: { item: i } });
        } else {
          output.push({ json: answer, pairedItem: { item: i } });
        }
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        // The service's own words, as n8n outputs them.
        const failure = error as { description?: string | null; message: string };
        output.push({ json: { error: failure.description ?? failure.message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }

  /** The answer to a Send and Wait message (approval link or response form), which continues the run. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return sendAndWaitWebhook(this);
  }
}
