import type {
  IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { emailSendDescription } from '../email-send.base-description.js';
import { attachmentsOf, optionalText, requiredText } from '../mail-parts.js';
import { sendEachItem } from '../smtp-transport.js';
import { emailSendV2Properties } from './email-send-v2.description.js';
import { sendAndWait } from './send-and-wait.execute.js';
import { sendAndWaitWebhook } from './send-and-wait.webhook.js';

const ATTRIBUTION_TEXT = '\n\n---\nThis email was sent automatically with Weft';
const ATTRIBUTION_HTML = '<br><br>---<br><em>This email was sent automatically with Weft</em>';

interface SendOptions {
  appendAttribution?: boolean;
  attachments?: string;
  ccEmail?: string;
  bccEmail?: string;
  allowUnauthorizedCerts?: boolean;
  replyTo?: string;
}

/** The text and HTML bodies of one item, by the email format, with the attribution line when asked. */
function bodiesOf(context: IExecuteFunctions, itemIndex: number, options: SendOptions): { text?: string; html?: string } {
  const fallback = context.getNode().typeVersion === 2 ? 'text' : 'html';
  const format = context.getNodeParameter('emailFormat', itemIndex, fallback) as string;
  const attribution = options.appendAttribution !== false;
  const bodies: { text?: string; html?: string } = {};
  if (format === 'text' || format === 'both') {
    const value = optionalText(context.getNodeParameter('text', itemIndex, '')) ?? '';
    bodies.text = attribution ? `${value}${ATTRIBUTION_TEXT}` : value;
  }
  if (format === 'html' || format === 'both') {
    const value = optionalText(context.getNodeParameter('html', itemIndex, '')) ?? '';
    bodies.html = attribution ? `${value}${ATTRIBUTION_HTML}` : value;
  }
  if (bodies.text === undefined && bodies.html === undefined) {
    throw new NodeOperationError(context.getNode(), `Unknown email format "${format}"`, { itemIndex, description: 'Choose Text, HTML or Both.' });
  }
  return bodies;
}

/** Send Email 2 and 2.1: an operation (send), one email format, and the less common fields as options. */
export class EmailSendV2 implements INodeType {
  description: INodeTypeDescription = emailSendDescription({
    version: [2, 2.1],
    usableAsTool: true,
    properties: emailSendV2Properties,
    // The resume URL of a Send and Wait execution: GET for approval links and the response form, POST for its submission.
    webhooks: [
      { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', path: '', restartWebhook: true, isFullPath: true },
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: '', restartWebhook: true, isFullPath: true },
    ],
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    if (items.length === 0) return [[]];
    if (this.getNodeParameter('operation', 0, 'send') === 'sendAndWait') return sendAndWait(this);
    const output = await sendEachItem(this, await this.getCredentials('smtp'), items.length, async (itemIndex) => {
      const options = this.getNodeParameter('options', itemIndex, {}) as SendOptions;
      return {
        mail: {
          from: requiredText(this, 'fromEmail', 'From Email', itemIndex),
          to: requiredText(this, 'toEmail', 'To Email', itemIndex),
          cc: optionalText(options.ccEmail),
          bcc: optionalText(options.bccEmail),
          subject: optionalText(this.getNodeParameter('subject', itemIndex, '')) ?? '',
          replyTo: optionalText(options.replyTo),
          attachments: await attachmentsOf(this, itemIndex, options.attachments),
          ...bodiesOf(this, itemIndex, options),
        },
        allowUnauthorizedCerts: options.allowUnauthorizedCerts === true,
      };
    });
    return [output];
  }

  /** The answer to a Send and Wait mail (approval link or response form), which continues the run. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return sendAndWaitWebhook(this);
  }
}
