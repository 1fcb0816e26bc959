import type { INodeProperties } from '@weft/workflow';

/*
 * The message fields that drafts, messages and replies offer in their collections, in both versions.
 * Version 2 picks categories by name, defaults importance to Normal and gives the body two rows.
 */

const text = (displayName: string, name: string): INodeProperties => ({ displayName, name, type: 'string', default: '' });
const flag = (displayName: string, name: string, value: boolean): INodeProperties => ({ displayName, name, type: 'boolean', default: value });

const FIELDS = {
  attachments: (): INodeProperties => ({
    displayName: 'Attachments', name: 'attachments', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
    options: [
      {
        name: 'attachments', displayName: 'Attachments',
        values: [text('Put Output File in Field', 'binaryPropertyName')],
      },
    ],
  }),
  bccRecipients: () => text('BCC', 'bccRecipients'),
  bodyContent: (version: 1 | 2): INodeProperties => ({ ...text('Message', 'bodyContent'), ...(version === 2 ? { typeOptions: { rows: 2 } } : {}) }),
  bodyContentType: (): INodeProperties => ({
    displayName: 'Message Type', name: 'bodyContentType', type: 'options', default: 'html',
    options: [{ name: 'HTML', value: 'html' }, { name: 'Text', value: 'Text' }],
  }),
  categories: (version: 1 | 2): INodeProperties => ({
    displayName: 'Categories', name: 'categories', type: 'multiOptions', default: [],
    typeOptions: { loadOptionsMethod: version === 2 ? 'getCategoriesNames' : 'getCategories' },
  }),
  ccRecipients: () => text('CC', 'ccRecipients'),
  internetMessageHeaders: (): INodeProperties => ({
    displayName: 'Headers', name: 'internetMessageHeaders', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
    options: [{ name: 'headers', displayName: 'Headers', values: [text('Name', 'name'), text('Value', 'value')] }],
  }),
  from: () => text('From', 'from'),
  importance: (version: 1 | 2): INodeProperties => ({
    displayName: 'Importance', name: 'importance', type: 'options', default: version === 2 ? 'Normal' : 'Low',
    options: [{ name: 'Low', value: 'Low' }, { name: 'Normal', value: 'Normal' }, { name: 'High', value: 'High' }],
  }),
  isRead: () => flag('Is Read', 'isRead', false),
  isReadReceiptRequested: () => flag('Request Read Receipt', 'isReadReceiptRequested', false),
  replyTo: () => text('Reply To', 'replyTo'),
  saveToSentItems: () => flag('Save To Sent Items', 'saveToSentItems', true),
  subject: () => text('Subject', 'subject'),
  toRecipients: () => text('To', 'toRecipients'),
} satisfies Record<string, (version: 1 | 2) => INodeProperties>;

export type MailField = keyof typeof FIELDS;

/** The named fields as `version` describes them, in the order given (each collection lists its own order). */
export function mailFields(version: 1 | 2, ...names: MailField[]): INodeProperties[] {
  return names.map((name) => FIELDS[name](version));
}
