import type { INodeProperties } from '@weft/workflow';

/** How a message get or list answers (simplified, raw, or the picked fields), for drafts, messages and folder messages. */
export function messageOutput(resource: string, operation: string): INodeProperties[] {
  return [
    {
      displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: [resource], operation: [operation] } },
      options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
    },
    {
      displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: [resource], operation: [operation] } },
      options: [{ name: 'BCC', value: 'bccRecipients' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'CC', value: 'ccRecipients' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Conversation Id', value: 'conversationId' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'Flag', value: 'flag' }, { name: 'From', value: 'from' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Importance', value: 'importance' }, { name: 'Inference Classification', value: 'inferenceClassification' }, { name: 'Internet Message Id', value: 'internetMessageId' }, { name: 'Is Delivery Receipt Requested', value: 'isDeliveryReceiptRequested' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Read', value: 'isRead' }, { name: 'Request Read Receipt', value: 'isReadReceiptRequested' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Received Date Time', value: 'receivedDateTime' }, { name: 'Reply To', value: 'replyTo' }, { name: 'Sender', value: 'sender' }, { name: 'Sent Date Time', value: 'sentDateTime' }, { name: 'Subject', value: 'subject' }, { name: 'To', value: 'toRecipients' }, { name: 'Web Link', value: 'webLink' }],
    },
  ];
}

/** The filters-or-search choice of a message list. Listing all messages can also narrow by folder; a folder's list cannot. */
export function messageListFilters(resource: 'message' | 'folderMessage'): INodeProperties {
  return {
    displayName: 'Filters', name: 'filtersUI', type: 'fixedCollection', default: {}, displayOptions: { show: { resource: [resource], operation: ['getAll'] } },
    options: [
      {
        name: 'values', displayName: 'Values',
        values: [
          {
            displayName: 'Filter By', name: 'filterBy', type: 'options', default: 'filters',
            options: [{ name: 'Filters', value: 'filters' }, { name: 'Search', value: 'search' }],
          },
          { displayName: 'Search', name: 'search', type: 'string', default: '', displayOptions: { show: { filterBy: ['search'] } } },
          {
            displayName: 'Filters', name: 'filters', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { filterBy: ['filters'] } },
            options: [
              { displayName: 'Filter Query', name: 'custom', type: 'string', default: '' },
              { displayName: 'Has Attachments', name: 'hasAttachments', type: 'boolean', default: false },
              ...(resource === 'message'
                ? [
                  { displayName: 'Folders To Exclude', name: 'foldersToExclude', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getFolders' } },
                  { displayName: 'Folders To Include', name: 'foldersToInclude', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getFolders' } },
                ] as INodeProperties[]
                : []),
              {
                displayName: 'Read Status', name: 'readStatus', type: 'options', default: 'unread',
                options: [{ name: 'Both', value: 'both' }, { name: 'Unread Only', value: 'unread' }, { name: 'Read Only', value: 'read' }],
              },
              { displayName: 'Received After', name: 'receivedAfter', type: 'dateTime', default: '' },
              { displayName: 'Received Before', name: 'receivedBefore', type: 'dateTime', default: '' },
              { displayName: 'Sender', name: 'sender', type: 'string', default: '' },
            ],
          },
        ],
      },
    ],
  };
}
