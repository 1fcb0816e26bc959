import type { INodeProperties } from '@weft/workflow';

const BINARY_OPERATIONS = ['sendAnimation', 'sendAudio', 'sendDocument', 'sendPhoto', 'sendVideo', 'sendSticker'];

/** The "file" field of a send operation: a file ID Telegram knows, or an HTTP URL it fetches. */
function fileField(operation: string, what: string): INodeProperties {
  return {
    displayName: what,
    name: 'file',
    type: 'string',
    default: '',
    displayOptions: { show: { operation: [operation], resource: ['message'], binaryData: [false] } },
    description: `The ${what.toLowerCase()} to send: a file ID (to resend a file Telegram has) or an HTTP URL Telegram downloads`,
  };
}

const PARSE_MODE_OPTIONS = [
  { name: 'Markdown (Legacy)', value: 'Markdown' },
  { name: 'MarkdownV2', value: 'MarkdownV2' },
  { name: 'HTML', value: 'HTML' },
];

/** The message operations' own fields, up to the reply markup. */
export const messageProperties: INodeProperties[] = [
  {
    displayName: 'Message Type',
    name: 'messageType',
    type: 'options',
    displayOptions: { show: { operation: ['editMessageText'], resource: ['message'] } },
    options: [
      { name: 'Inline Message', value: 'inlineMessage', description: 'A message sent through the bot in inline mode' },
      { name: 'Message', value: 'message', description: 'A message in a chat' },
    ],
    default: 'message',
  },
  {
    displayName: 'Chat ID', name: 'chatId', type: 'string', default: '', required: true,
    displayOptions: { show: { messageType: ['message'], operation: ['editMessageText'], resource: ['message'] } },
    description: 'The chat\'s unique ID, or the channel\'s username as @channelusername',
  },
  {
    displayName: 'Binary File',
    name: 'binaryData',
    type: 'boolean',
    default: false,
    required: true,
    displayOptions: { show: { operation: BINARY_OPERATIONS, resource: ['message'] } },
    description: 'Whether to upload a file of the input item rather than name one by ID or URL',
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: { show: { operation: BINARY_OPERATIONS, resource: ['message'], binaryData: [true] } },
    hint: 'The name of the input field holding the file',
  },
  {
    displayName: 'Message ID', name: 'messageId', type: 'string', default: '', required: true,
    displayOptions: { show: { messageType: ['message'], operation: ['editMessageText'], resource: ['message'] } },
    description: 'The ID of the message to edit',
  },
  {
    displayName: 'Inline Message ID', name: 'inlineMessageId', type: 'string', default: '', required: true,
    displayOptions: { show: { messageType: ['inlineMessage'], operation: ['editMessageText'], resource: ['message'] } },
    description: 'The ID of the inline message to edit',
  },
  {
    displayName: 'Reply Markup',
    name: 'replyMarkup',
    type: 'options',
    displayOptions: { show: { operation: ['editMessageText'], resource: ['message'] } },
    options: [{ name: 'None', value: 'none' }, { name: 'Inline Keyboard', value: 'inlineKeyboard' }],
    default: 'none',
    description: 'Buttons to put under the message',
  },
  fileField('sendAnimation', 'Animation'),
  fileField('sendAudio', 'Audio'),
  {
    displayName: 'Action',
    name: 'action',
    type: 'options',
    displayOptions: { show: { operation: ['sendChatAction'], resource: ['message'] } },
    options: [
      { name: 'Find Location', value: 'find_location' },
      { name: 'Record Audio', value: 'record_audio' },
      { name: 'Record Video', value: 'record_video' },
      { name: 'Record Video Note', value: 'record_video_note' },
      { name: 'Typing', value: 'typing' },
      { name: 'Upload Audio', value: 'upload_audio' },
      { name: 'Upload Document', value: 'upload_document' },
      { name: 'Upload Photo', value: 'upload_photo' },
      { name: 'Upload Video', value: 'upload_video' },
      { name: 'Upload Video Note', value: 'upload_video_note' },
    ],
    default: 'typing',
    description: 'What the chat shows the bot doing (for 5 seconds, or until it sends a message)',
  },
  fileField('sendDocument', 'Document'),
  {
    displayName: 'Latitude', name: 'latitude', type: 'number', default: 0,
    typeOptions: { numberPrecision: 10, minValue: -90, maxValue: 90 },
    displayOptions: { show: { operation: ['sendLocation'], resource: ['message'] } },
  },
  {
    displayName: 'Longitude', name: 'longitude', type: 'number', default: 0,
    typeOptions: { numberPrecision: 10, minValue: -180, maxValue: 180 },
    displayOptions: { show: { operation: ['sendLocation'], resource: ['message'] } },
  },
  {
    displayName: 'Media',
    name: 'media',
    type: 'fixedCollection',
    placeholder: 'Add Media',
    typeOptions: { multipleValues: true },
    displayOptions: { show: { operation: ['sendMediaGroup'], resource: ['message'] } },
    default: {},
    description: 'The photos and videos of the album (2 to 10)',
    options: [{
      name: 'media',
      displayName: 'Media',
      values: [
        {
          displayName: 'Type', name: 'type', type: 'options', default: 'photo',
          options: [{ name: 'Photo', value: 'photo' }, { name: 'Video', value: 'video' }],
        },
        { displayName: 'Media File', name: 'media', type: 'string', default: '', description: 'A file ID or an HTTP URL' },
        {
          displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {},
          options: [
            { displayName: 'Caption', name: 'caption', type: 'string', default: '' },
            { displayName: 'Parse Mode', name: 'parse_mode', type: 'options', options: PARSE_MODE_OPTIONS, default: 'HTML' },
          ],
        },
      ],
    }],
  },
  {
    displayName: 'Text', name: 'text', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['editMessageText', 'sendMessage'], resource: ['message'] } },
    description: 'The message text (up to 4096 characters)',
  },
  fileField('sendPhoto', 'Photo'),
  fileField('sendSticker', 'Sticker'),
  fileField('sendVideo', 'Video'),
];

export { PARSE_MODE_OPTIONS };
