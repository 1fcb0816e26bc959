import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { emailSendDescription } from '../email-send.base-description.js';
import { attachmentsOf, optionalText, requiredText } from '../mail-parts.js';
import { sendEachItem } from '../smtp-transport.js';

const text = (name: string, displayName: string, description: string, extra: Partial<INodeTypeDescription['properties'][number]> = {}) =>
  ({ displayName, name, type: 'string' as const, default: '', description, ...extra });

/** Send Email 1: every field on the node, text and HTML bodies side by side. */
export class EmailSendV1 implements INodeType {
  description: INodeTypeDescription = emailSendDescription({
    version: 1,
    properties: [
      text('fromEmail', 'From Email', 'The sender, as an address or "Name <address>"', { required: true, placeholder: 'admin@example.com' }),
      text('toEmail', 'To Email', 'The recipients, separated by commas', { required: true, placeholder: 'info@example.com' }),
      text('ccEmail', 'CC Email', 'Recipients of a copy, separated by commas'),
      text('bccEmail', 'BCC Email', 'Hidden recipients of a copy, separated by commas'),
      text('subject', 'Subject', 'The subject line', { placeholder: 'My subject line' }),
      text('text', 'Text', 'The plain text body', { typeOptions: { rows: 5 } }),
      text('html', 'HTML', 'The HTML body', { typeOptions: { rows: 5 } }),
      text('attachments', 'Attachments', 'Binary fields of the item to attach, separated by commas', { placeholder: 'data, invoice' }),
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        options: [
          {
            displayName: 'Ignore SSL Issues', name: 'allowUnauthorizedCerts', type: 'boolean', default: false,
            description: 'Whether to send even when the server\'s certificate cannot be verified',
          },
          text('replyTo', 'Reply To', 'The address replies go to', { placeholder: 'info@example.com' }),
        ],
      },
    ],
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    if (items.length === 0) return [[]];
    const output = await sendEachItem(this, await this.getCredentials('smtp'), items.length, async (itemIndex) => {
      const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
      return {
        mail: {
          from: requiredText(this, 'fromEmail', 'From Email', itemIndex),
          to: requiredText(this, 'toEmail', 'To Email', itemIndex),
          cc: optionalText(this.getNodeParameter('ccEmail', itemIndex, '')),
          bcc: optionalText(this.getNodeParameter('bccEmail', itemIndex, '')),
          subject: optionalText(this.getNodeParameter('subject', itemIndex, '')) ?? '',
          text: optionalText(this.getNodeParameter('text', itemIndex, '')),
          html: optionalText(this.getNodeParameter('html', itemIndex, '')),
          replyTo: optionalText(options.replyTo),
          attachments: await attachmentsOf(this, itemIndex, this.getNodeParameter('attachments', itemIndex, '')),
        },
        allowUnauthorizedCerts: options.allowUnauthorizedCerts === true,
      };
    });
    return [output];
  }
}
