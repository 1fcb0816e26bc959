import type { INodeProperties } from '@weft/workflow';

const MEDIA_TYPES = ['image', 'video', 'audio', 'sticker', 'document'];
const send = { operation: ['send'] };

const mediaPath = (messageType: string): INodeProperties => ({
  name: 'mediaPath', type: 'options', default: 'useMediaLink',
  displayName: `Take ${messageType[0]!.toUpperCase()}${messageType.slice(1)} From`,
  displayOptions: { show: { ...send, messageType: [messageType] } },
  options: [
    { name: 'Link', value: 'useMediaLink', description: 'A public URL WhatsApp fetches the file from' },
    { name: 'WhatsApp Media', value: 'useMediaId', description: 'A file already uploaded to WhatsApp, by its media ID' },
    { name: 'Binary File', value: 'useMedian8n', description: 'A file of the input item, uploaded first' },
  ],
} as INodeProperties);

const choices = (values: string[]) => values.map((value) => ({ name: value[0]!.toUpperCase() + value.slice(1).toLowerCase(), value }));

/** The properties before the template's, in n8n's order: the common ones, then Send's per message type. */
export const messageProperties: INodeProperties[] = [
  { displayName: 'Resource', name: 'resource', type: 'options', default: 'message', noDataExpression: true,
    options: [{ name: 'Message', value: 'message' }, { name: 'Media', value: 'media' }] },
  { displayName: 'Operation', name: 'operation', type: 'options', default: 'sendTemplate', noDataExpression: true,
    displayOptions: { show: { resource: ['message'] } },
    options: [
      { name: 'Send', value: 'send', action: 'Send message' },
      { name: 'Send and Wait for Response', value: 'sendAndWait', action: 'Send message and wait for response' },
      { name: 'Send Template', value: 'sendTemplate', action: 'Send template' },
    ] },
  { displayName: 'Messaging Product', name: 'messagingProduct', type: 'hidden', default: 'whatsapp', displayOptions: { show: { resource: ['message'] } } },
  { displayName: 'Sender Phone Number (or ID)', name: 'phoneNumberId', type: 'options', default: '', required: true,
    typeOptions: { loadOptionsMethod: 'getPhoneNumbers' },
    description: 'The business phone number the message is sent from. Choose from the list, or specify an ID using an expression.',
    displayOptions: { show: { resource: ['message'] } } },
  { displayName: 'Recipient\'s Phone Number', name: 'recipientPhoneNumber', type: 'string', default: '', required: true,
    placeholder: '+1 555 0100', description: 'In international format, with the country code',
    displayOptions: { show: { resource: ['message'] } } },
  { displayName: 'Message Type', name: 'messageType', type: 'options', default: 'text', noDataExpression: true,
    displayOptions: { show: { resource: ['message'], operation: ['send'] } },
    options: choices(['audio', 'contacts', 'document', 'image', 'location', 'text', 'video']) },
  { displayName: 'Media Operation', name: 'operation', type: 'options', default: 'mediaUpload', noDataExpression: true,
    displayOptions: { show: { resource: ['media'] } },
    options: [
      { name: 'Upload', value: 'mediaUpload', action: 'Upload media' },
      { name: 'Download', value: 'mediaUrlGet', action: 'Download media', description: 'The media\'s URL and details, with its file' },
      { name: 'Delete', value: 'mediaDelete', action: 'Delete media' },
    ] },
];

/** Send's location and text message fields. */
export const locationProperties: INodeProperties[] = [
  { displayName: 'Longitude', name: 'longitude', type: 'number', default: '', required: true, typeOptions: { minValue: -180, maxValue: 180 },
    displayOptions: { show: { resource: ['message'], ...send, messageType: ['location'] } } },
  { displayName: 'Latitude', name: 'latitude', type: 'number', default: '', required: true, typeOptions: { minValue: -90, maxValue: 90 },
    displayOptions: { show: { resource: ['message'], ...send, messageType: ['location'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'fixedCollection', default: {}, placeholder: 'Add Field',
    displayOptions: { show: { resource: ['message'], ...send, messageType: ['location'] } },
    options: [{ displayName: 'Name and Address', name: 'nameAndAddress', values: [
      { displayName: 'Name', name: 'name', type: 'string', default: '', description: 'The place\'s name' },
      { displayName: 'Address', name: 'address', type: 'string', default: '' },
    ] }] },
  { displayName: 'Text Body', name: 'textBody', type: 'string', default: '', required: true,
    displayOptions: { show: { resource: ['message'], ...send, messageType: ['text'] } } },
];

/** Send's media fields: where the file comes from, then its link, id or binary property. */
export const mediaMessageProperties: INodeProperties[] = [
  mediaPath('audio'), mediaPath('document'), mediaPath('image'), mediaPath('video'),
  { displayName: 'Link', name: 'mediaLink', type: 'string', default: '', description: 'A public HTTPS URL of the file',
    displayOptions: { show: { ...send, messageType: MEDIA_TYPES, mediaPath: ['useMediaLink'] } } },
  { displayName: 'ID', name: 'mediaId', type: 'string', default: '', description: 'The ID of media uploaded to WhatsApp',
    displayOptions: { show: { ...send, messageType: MEDIA_TYPES, mediaPath: ['useMediaId'] } } },
  { displayName: 'Input Data Field Name', name: 'mediaPropertyName', type: 'string', default: 'data', required: true,
    description: 'The binary property of the input item holding the file',
    displayOptions: { show: { ...send, messageType: MEDIA_TYPES, mediaPath: ['useMedian8n'] } } },
  { displayName: 'Filename', name: 'mediaFilename', type: 'string', default: '', required: true,
    displayOptions: { show: { ...send, messageType: ['document'], mediaPath: ['useMediaId'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field',
    displayOptions: { show: { resource: ['message'], ...send, messageType: MEDIA_TYPES } },
    options: [
      { displayName: 'Filename', name: 'mediaFilename', type: 'string', default: '', displayOptions: { show: { '/messageType': ['document'] } } },
      { displayName: 'Caption', name: 'mediaCaption', type: 'string', default: '' },
    ] },
];

/** Text's preview option and the Media resource's fields (after the template's, in n8n's order). */
export const trailingProperties: INodeProperties[] = [
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field',
    displayOptions: { show: { resource: ['message'], ...send, messageType: ['text'] } },
    options: [{ displayName: 'Show URL Preview', name: 'previewUrl', type: 'boolean', default: false, description: 'Whether WhatsApp shows a preview of the first URL in the text' }] },
  { displayName: 'Sender Phone Number (or ID)', name: 'phoneNumberId', type: 'options', default: '', required: true,
    typeOptions: { loadOptionsMethod: 'getPhoneNumbers' },
    description: 'The business phone number the media is uploaded for. Choose from the list, or specify an ID using an expression.',
    displayOptions: { show: { operation: ['mediaUpload'], resource: ['media'] } } },
  { displayName: 'Property Name', name: 'mediaPropertyName', type: 'string', default: 'data', required: true,
    description: 'The binary property of the input item holding the file to upload',
    displayOptions: { show: { operation: ['mediaUpload'], resource: ['media'] } } },
  { displayName: 'Media ID', name: 'mediaGetId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['mediaUrlGet'], resource: ['media'] } } },
  { displayName: 'Media ID', name: 'mediaDeleteId', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['mediaDelete'], resource: ['media'] } } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field',
    displayOptions: { show: { resource: ['media'], operation: ['mediaUpload'] } },
    options: [{ displayName: 'Filename', name: 'mediaFileName', type: 'string', default: '', description: 'The file name WhatsApp keeps (the binary\'s own name otherwise)' }] },
];
