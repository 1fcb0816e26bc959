import type { INodeProperties } from '@weft/workflow';
import { PARSE_MODE_OPTIONS } from './message.js';

const webApp: INodeProperties = {
  displayName: 'Web App', name: 'web_app', type: 'collection', typeOptions: { multipleValues: false }, default: {},
  description: 'A Web App the button opens',
  options: [{ displayName: 'URL', name: 'url', type: 'string', default: '', description: 'The HTTPS URL of the Web App' }],
};

/** A keyboard: rows of buttons, each with its text and the button's own fields. */
function keyboard(name: string, replyMarkup: string, buttonFields: INodeProperties[], resource?: string): INodeProperties {
  return {
    displayName: replyMarkup === 'inlineKeyboard' ? 'Inline Keyboard' : 'Reply Keyboard',
    name,
    type: 'fixedCollection',
    placeholder: 'Add Keyboard Row',
    typeOptions: { multipleValues: true },
    displayOptions: { show: resource ? { replyMarkup: [replyMarkup], resource: [resource] } : { replyMarkup: [replyMarkup] } },
    default: {},
    options: [{
      name: 'rows',
      displayName: 'Rows',
      values: [{
        displayName: 'Row',
        name: 'row',
        type: 'fixedCollection',
        typeOptions: { multipleValues: true },
        placeholder: 'Add Button',
        default: {},
        options: [{
          name: 'buttons',
          displayName: 'Buttons',
          values: [
            { displayName: 'Text', name: 'text', type: 'string', default: '', description: 'The button\'s label' },
            { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, options: buttonFields },
          ],
        }],
      }],
    }],
  };
}

const NOT_EDIT = { hide: { '/operation': ['editMessageText'] } };

/** The reply markup of the send operations and the options every message operation shares. */
export const replyMarkupProperties: INodeProperties[] = [
  {
    displayName: 'Reply Markup',
    name: 'replyMarkup',
    type: 'options',
    displayOptions: {
      show: {
        operation: ['sendAnimation', 'sendDocument', 'sendMessage', 'sendPhoto', 'sendSticker', 'sendVideo', 'sendAudio', 'sendLocation'],
        resource: ['message'],
      },
    },
    options: [
      { name: 'Force Reply', value: 'forceReply', description: 'Show a reply field, as if the user chose Reply' },
      { name: 'Inline Keyboard', value: 'inlineKeyboard', description: 'Buttons under the message' },
      { name: 'None', value: 'none' },
      { name: 'Reply Keyboard', value: 'replyKeyboard', description: 'A custom keyboard in place of the user\'s' },
      { name: 'Reply Keyboard Remove', value: 'replyKeyboardRemove', description: 'Remove a custom keyboard sent before' },
    ],
    default: 'none',
    description: 'What the user\'s client shows with the message',
  },
  {
    displayName: 'Force Reply', name: 'forceReply', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { replyMarkup: ['forceReply'], resource: ['message'] } },
    options: [
      { displayName: 'Force Reply', name: 'force_reply', type: 'boolean', default: false, description: 'Whether to show the reply field (Telegram requires this on)' },
      { displayName: 'Selective', name: 'selective', type: 'boolean', default: false, description: 'Whether to ask only the users mentioned or replied to' },
    ],
  },
  keyboard('inlineKeyboard', 'inlineKeyboard', [
    { displayName: 'Callback Data', name: 'callback_data', type: 'string', default: '', description: 'Data (1-64 bytes) sent back in a callback query when pressed' },
    { displayName: 'Pay', name: 'pay', type: 'boolean', default: false, description: 'Whether this is a Pay button' },
    { displayName: 'Switch Inline Query Current Chat', name: 'switch_inline_query_current_chat', type: 'string', default: '', description: 'Start an inline query with this text in the current chat' },
    { displayName: 'Switch Inline Query', name: 'switch_inline_query', type: 'string', default: '', description: 'Let the user pick a chat and start an inline query there with this text' },
    { displayName: 'URL', name: 'url', type: 'string', default: '', description: 'The HTTP or tg:// URL the button opens' },
    webApp,
  ], 'message'),
  keyboard('replyKeyboard', 'replyKeyboard', [
    { displayName: 'Request Contact', name: 'request_contact', type: 'boolean', default: false, description: 'Whether pressing sends the user\'s phone number' },
    { displayName: 'Request Location', name: 'request_location', type: 'boolean', default: false, description: 'Whether pressing sends the user\'s location' },
    webApp,
  ]),
  {
    displayName: 'Reply Keyboard Options', name: 'replyKeyboardOptions', type: 'collection', placeholder: 'Add Option', default: {},
    displayOptions: { show: { replyMarkup: ['replyKeyboard'] } },
    options: [
      { displayName: 'Resize Keyboard', name: 'resize_keyboard', type: 'boolean', default: false, description: 'Whether clients fit the keyboard\'s height to its buttons' },
      { displayName: 'One Time Keyboard', name: 'one_time_keyboard', type: 'boolean', default: false, description: 'Whether clients hide the keyboard once it was used' },
      { displayName: 'Selective', name: 'selective', type: 'boolean', default: false, description: 'Whether to show the keyboard only to the users mentioned or replied to' },
    ],
  },
  {
    displayName: 'Reply Keyboard Remove', name: 'replyKeyboardRemove', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { replyMarkup: ['replyKeyboardRemove'] } },
    options: [
      { displayName: 'Remove Keyboard', name: 'remove_keyboard', type: 'boolean', default: false, description: 'Whether to remove the custom keyboard (Telegram requires this on)' },
      { displayName: 'Selective', name: 'selective', type: 'boolean', default: false, description: 'Whether to remove it only for the users mentioned or replied to' },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['editMessageText', 'sendAnimation', 'sendAudio', 'sendDocument', 'sendLocation', 'sendMessage', 'sendMediaGroup',
          'sendPhoto', 'sendSticker', 'sendVideo'],
        resource: ['message'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Append Weft Attribution', name: 'appendAttribution', type: 'boolean', default: true,
        displayOptions: { show: { '/operation': ['sendMessage'] } },
        description: 'Whether to end the message with "This message was sent automatically with Weft"',
      },
      {
        displayName: 'Caption', name: 'caption', type: 'string', default: '',
        displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendDocument', 'sendPhoto', 'sendVideo'] } },
        description: 'The file\'s caption (up to 1024 characters)',
      },
      { displayName: 'Disable Notification', name: 'disable_notification', type: 'boolean', default: false, displayOptions: NOT_EDIT, description: 'Whether to send silently' },
      {
        displayName: 'Disable WebPage Preview', name: 'disable_web_page_preview', type: 'boolean', default: false,
        displayOptions: { show: { '/operation': ['editMessageText', 'sendMessage'] } }, description: 'Whether to show no preview of links in the message',
      },
      {
        displayName: 'Duration', name: 'duration', type: 'number', typeOptions: { minValue: 0 }, default: 0,
        displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendVideo'] } }, description: 'The duration in seconds',
      },
      {
        displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'image.jpeg',
        displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendDocument', 'sendPhoto', 'sendVideo', 'sendSticker'], '/resource': ['message'], '/binaryData': [true] } },
        description: 'The uploaded file\'s name; by default the binary file\'s own',
      },
      {
        displayName: 'Height', name: 'height', type: 'number', typeOptions: { minValue: 0 }, default: 0,
        displayOptions: { show: { '/operation': ['sendAnimation', 'sendVideo'] } },
      },
      {
        displayName: 'Parse Mode', name: 'parse_mode', type: 'options', options: PARSE_MODE_OPTIONS, default: 'HTML',
        displayOptions: { show: { '/operation': ['editMessageText', 'sendAnimation', 'sendAudio', 'sendMessage', 'sendPhoto', 'sendVideo', 'sendDocument'] } },
        description: 'How Telegram formats the text',
      },
      {
        displayName: 'Performer', name: 'performer', type: 'string', default: '',
        displayOptions: { show: { '/operation': ['sendAudio'] } },
      },
      {
        displayName: 'Reply To Message ID', name: 'reply_to_message_id', type: 'number', default: 0, displayOptions: NOT_EDIT,
        description: 'The ID of the message this one answers',
      },
      {
        displayName: 'Message Thread ID', name: 'message_thread_id', type: 'number', default: 0,
        displayOptions: {
          show: {
            '/operation': ['sendAnimation', 'sendAudio', 'sendChatAction', 'sendDocument', 'sendLocation', 'sendMediaGroup', 'sendMessage',
              'sendPhoto', 'sendSticker', 'sendVideo'],
          },
        },
        description: 'The forum topic to send to (forum supergroups only)',
      },
      {
        displayName: 'Title', name: 'title', type: 'string', default: '',
        displayOptions: { show: { '/operation': ['sendAudio'] } }, description: 'The track\'s title',
      },
      {
        displayName: 'Thumbnail', name: 'thumb', type: 'string', default: '',
        displayOptions: { show: { '/operation': ['sendAnimation', 'sendAudio', 'sendDocument', 'sendVideo'] } },
        description: 'A JPEG thumbnail (under 200 kB, at most 320 pixels wide and high), by file ID or URL',
      },
      {
        displayName: 'Width', name: 'width', type: 'number', typeOptions: { minValue: 0 }, default: 0,
        displayOptions: { show: { '/operation': ['sendAnimation', 'sendVideo'] } },
      },
    ],
  },
];
