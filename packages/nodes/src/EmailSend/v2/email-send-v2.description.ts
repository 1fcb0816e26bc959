import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';
import { sendAndWaitProperties } from './send-and-wait.description.js';

const onSend = { resource: ['email'], operation: ['send'] };
const formats: INodePropertyOptions[] = [
  { name: 'Text', value: 'text', description: 'A plain text email' },
  { name: 'HTML', value: 'html', description: 'An HTML email' },
  { name: 'Both', value: 'both', description: 'Text and HTML: mail programs show the one they can' },
];
const text = (name: string, displayName: string, description: string, extra: Partial<INodeProperties> = {}): INodeProperties =>
  ({ displayName, name, type: 'string', default: '', description, ...extra });

/** Send Email 2 and 2.1 (n8n's names, types, defaults and display rules). */
export const emailSendV2Properties: INodeProperties[] = [
  // A single hidden resource: the option carries only its name, as n8n saves it.
  { displayName: 'Resource', name: 'resource', type: 'hidden', noDataExpression: true, default: 'email', options: [{ name: 'Email' } as INodePropertyOptions] },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'send',
    options: [
      { name: 'Send', value: 'send', action: 'Send an email' },
      { name: 'Send and Wait for Response', value: 'sendAndWait', action: 'Send an email and wait for the answer' },
    ],
  },
  text('fromEmail', 'From Email', 'The sender, as an address or "Name <address>"', { required: true, placeholder: 'admin@example.com', displayOptions: { show: onSend } }),
  text('toEmail', 'To Email', 'The recipients, separated by commas', { required: true, placeholder: 'info@example.com', displayOptions: { show: onSend } }),
  text('subject', 'Subject', 'The subject line', { placeholder: 'My subject line', displayOptions: { show: onSend } }),
  {
    displayName: 'Email Format', name: 'emailFormat', type: 'options', default: 'html', options: formats,
    displayOptions: { hide: { '@version': [2] }, show: onSend },
  },
  {
    displayName: 'Email Format', name: 'emailFormat', type: 'options', default: 'text', options: formats,
    displayOptions: { show: { '@version': [2], ...onSend } },
  },
  text('text', 'Text', 'The plain text body', { typeOptions: { rows: 5 }, displayOptions: { show: { emailFormat: ['text', 'both'], ...onSend } } }),
  text('html', 'HTML', 'The HTML body', { typeOptions: { rows: 5 }, displayOptions: { show: { emailFormat: ['html', 'both'], ...onSend } } }),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: onSend },
    options: [
      {
        displayName: 'Append Weft Attribution', name: 'appendAttribution', type: 'boolean', default: true,
        description: 'Whether to end the email with a line saying Weft sent it',
      },
      text('attachments', 'Attachments', 'Binary fields of the item to attach, separated by commas', { placeholder: 'data, invoice' }),
      text('ccEmail', 'CC Email', 'Recipients of a copy, separated by commas'),
      text('bccEmail', 'BCC Email', 'Hidden recipients of a copy, separated by commas'),
      {
        displayName: 'Ignore SSL Issues', name: 'allowUnauthorizedCerts', type: 'boolean', default: false,
        description: 'Whether to send even when the server\'s certificate cannot be verified',
      },
      text('replyTo', 'Reply To', 'The address replies go to', { placeholder: 'info@example.com' }),
    ],
  },
  ...sendAndWaitProperties,
];
