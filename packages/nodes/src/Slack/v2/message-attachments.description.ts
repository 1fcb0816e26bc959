import type { INodeProperties } from '@weft/workflow';

/** Send's legacy attachments (Message Type: Attachments), each with its fields. */
export const attachmentsProperty: INodeProperties = {
  displayName: 'Attachments',
  name: 'attachments',
  type: 'collection',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add attachment' },
  displayOptions: { show: { operation: ['post'], resource: ['message'], messageType: ['attachment'] } },
  default: {},
  options: [
    { displayName: 'Fallback Text', name: 'fallback', type: 'string', default: '' },
    { displayName: 'Text', name: 'text', type: 'string', default: '' },
    { displayName: 'Title', name: 'title', type: 'string', default: '' },
    { displayName: 'Title Link', name: 'title_link', type: 'string', default: '' },
    { displayName: 'Color', name: 'color', type: 'color', default: '#ff0000' },
    { displayName: 'Pretext', name: 'pretext', type: 'string', default: '' },
    { displayName: 'Author Name', name: 'author_name', type: 'string', default: '' },
    { displayName: 'Author Link', name: 'author_link', type: 'string', default: '' },
    { displayName: 'Author Icon', name: 'author_icon', type: 'string', default: '' },
    { displayName: 'Image URL', name: 'image_url', type: 'string', default: '' },
    { displayName: 'Thumbnail URL', name: 'thumb_url', type: 'string', default: '' },
    { displayName: 'Footer', name: 'footer', type: 'string', default: '' },
    { displayName: 'Footer Icon', name: 'footer_icon', type: 'string', default: '' },
    { displayName: 'Message Timestamp', name: 'ts', type: 'number', default: 0 },
    {
      displayName: 'Fields',
      name: 'fields',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: {},
      options: [
        {
          name: 'item',
          displayName: 'Item',
          values: [
            { displayName: 'Title', name: 'title', type: 'string', default: '' },
            { displayName: 'Value', name: 'value', type: 'string', default: '' },
            { displayName: 'Short', name: 'short', type: 'boolean', default: true },
          ],
        },
      ],
    },
  ],
};
