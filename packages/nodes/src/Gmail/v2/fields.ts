import type { INodeProperties } from '@weft/workflow';

/* Small builders for the Gmail descriptions: each field shown for one resource and some operations. */

export type Show = Record<string, Array<string | number | boolean>>;

export const on = (resource: string, operation: string[], extra: Show = {}) => ({ show: { resource: [resource], operation, ...extra } });

export const returnAllAndLimit = (resource: string, what: string): INodeProperties[] => [
  {
    displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false,
    displayOptions: { show: { operation: ['getAll'], resource: [resource] } }, description: 'Whether to return all results or only up to a given limit',
  },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1, maxValue: 500 },
    displayOptions: { show: { operation: ['getAll'], resource: [resource], returnAll: [false] } }, description: `Max number of ${what} to return`,
  },
];

export const attachmentsUi = (defaultProperty: string): INodeProperties => ({
  displayName: 'Attachments', name: 'attachmentsUi', placeholder: 'Add Attachment', type: 'fixedCollection', default: {},
  typeOptions: { multipleValues: true },
  options: [{
    name: 'attachmentsBinary', displayName: 'Attachment Binary',
    values: [{
      displayName: 'Attachment Field Name', name: 'property', type: 'string', default: defaultProperty,
      description: 'The binary field of the input item to attach; several separated by commas',
    }],
  }],
});

export const downloadOptions: INodeProperties[] = [
  {
    displayName: 'Attachment Prefix', name: 'dataPropertyAttachmentsPrefixName', type: 'string', default: 'attachment_',
    description: 'Prefix of the binary fields the attachments go to: attachment_0, attachment_1 ...',
  },
  { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false, description: 'Whether the attachments are downloaded as binary data' },
];

export const simpleToggle = (resource: string, operation: string): INodeProperties => ({
  displayName: 'Simplify', name: 'simple', type: 'boolean', default: true,
  displayOptions: { show: { operation: [operation], resource: [resource] } },
  description: 'Whether to return a simplified version of the response instead of the raw data',
});

export const readStatusOption: INodeProperties = {
  displayName: 'Read Status', name: 'readStatus', type: 'options', default: 'unread',
  options: [
    { name: 'Unread and Read Emails', value: 'both' },
    { name: 'Unread Emails Only', value: 'unread' },
    { name: 'Read Emails Only', value: 'read' },
  ],
};

export const labelIdsOption: INodeProperties = {
  displayName: 'Label Names or IDs', name: 'labelIds', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getLabels' },
  description: 'Only messages with all these labels. Choose from the list, or give IDs with an expression.',
};

export const searchOption: INodeProperties = {
  displayName: 'Search', name: 'q', type: 'string', default: '', placeholder: 'has:attachment',
  description: 'Gmail search operators, as in the search box (from:, subject:, is:unread, after: ...)',
};

export const includeSpamTrashOption: INodeProperties = {
  displayName: 'Include Spam and Trash', name: 'includeSpamTrash', type: 'boolean', default: false, description: 'Whether to include messages from SPAM and TRASH',
};

export const receivedOptions: INodeProperties[] = [
  { displayName: 'Received After', name: 'receivedAfter', type: 'dateTime', default: '', description: 'Only emails received after this time' },
  { displayName: 'Received Before', name: 'receivedBefore', type: 'dateTime', default: '', description: 'Only emails received before this time' },
];

export const filtersNotice = (resource: string): INodeProperties => ({
  displayName: 'Gmail may count messages that are not listed (e.g. in spam) when it pages results; fetching all can take a while for a big mailbox.',
  name: 'filtersNotice', type: 'notice', default: '', displayOptions: { show: { operation: ['getAll'], resource: [resource], returnAll: [true] } },
});
