import type { INodeProperties } from '@weft/workflow';
import { CURRENCY_CODES } from './currencies.js';

const currencyCode: INodeProperties = { displayName: 'Currency Code', name: 'code', type: 'options', default: '',
  displayOptions: { show: { type: ['currency'] } }, options: CURRENCY_CODES.map((code) => ({ name: code, value: code })) };
const amount: INodeProperties = { displayName: 'Amount ×1000', name: 'amount_1000', type: 'number', default: '', description: 'The amount times 1000 (12.34 is 12340)',
  displayOptions: { show: { type: ['currency'] } } };
const dateTime: INodeProperties = { displayName: 'Date Time', name: 'date_time', type: 'dateTime', default: '', displayOptions: { show: { type: ['date_time'] } } };
const textValue: INodeProperties = { displayName: 'Text', name: 'text', type: 'string', default: '', displayOptions: { show: { type: ['text'] } } };
const typeOf = (values: string[]): INodeProperties => ({ displayName: 'Type', name: 'type', type: 'options', default: 'text',
  options: values.map((value) => ({ name: { text: 'Text', currency: 'Currency', date_time: 'Date Time', image: 'Image' }[value] ?? value, value })) });

/** The approved template to send (from the business account's list) and the values of its variables. */
export const templateProperties: INodeProperties[] = [
  { displayName: 'Template', name: 'template', type: 'options', default: '', required: true,
    typeOptions: { loadOptionsMethod: 'getTemplates' },
    description: 'An approved message template of the business account (name and language). Choose from the list, or specify "name|language" using an expression.',
    displayOptions: { show: { operation: ['sendTemplate'], resource: ['message'] } } },
  { displayName: 'Components', name: 'components', type: 'fixedCollection', default: {}, placeholder: 'Add Component', typeOptions: { multipleValues: true },
    displayOptions: { show: { operation: ['sendTemplate'], resource: ['message'] } },
    options: [{ displayName: 'Component', name: 'component', values: [
      { displayName: 'Type', name: 'type', type: 'options', default: 'body',
        options: [{ name: 'Body', value: 'body' }, { name: 'Button', value: 'button' }, { name: 'Header', value: 'header' }] },
      { displayName: 'Body Parameters', name: 'bodyParameters', type: 'fixedCollection', default: {}, typeOptions: { sortable: true, multipleValues: true },
        displayOptions: { show: { type: ['body'] } },
        options: [{ displayName: 'Parameter', name: 'parameter', values: [
          typeOf(['text', 'currency', 'date_time']), textValue, currencyCode, amount, dateTime,
          { displayName: 'Fallback Value', name: 'fallback_value', type: 'string', default: '', displayOptions: { show: { type: ['currency'] } } },
        ] }] },
      { displayName: 'Sub Type', name: 'sub_type', type: 'options', default: 'quick_reply', displayOptions: { show: { type: ['button'] } },
        options: [{ name: 'Quick Reply', value: 'quick_reply' }, { name: 'URL', value: 'url' }] },
      { displayName: 'Index', name: 'index', type: 'number', default: 0, typeOptions: { maxValue: 2, minValue: 0 }, description: 'The button\'s position in the template (0 to 2)',
        displayOptions: { show: { type: ['button'] } } },
      { displayName: 'Button Parameters', name: 'buttonParameters', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: false },
        displayOptions: { show: { type: ['button'] } },
        options: [{ displayName: 'Parameter', name: 'parameter', values: [
          { displayName: 'Type', name: 'type', type: 'options', default: 'payload', options: [{ name: 'Payload', value: 'payload' }, { name: 'Text', value: 'text' }] },
          { displayName: 'Payload', name: 'payload', type: 'string', default: '', displayOptions: { show: { type: ['payload'] } } },
          textValue,
        ] }] },
      { displayName: 'Header Parameters', name: 'headerParameters', type: 'fixedCollection', default: {}, typeOptions: { sortable: true, multipleValues: true },
        displayOptions: { show: { type: ['header'] } },
        options: [{ displayName: 'Parameter', name: 'parameter', values: [
          typeOf(['text', 'currency', 'date_time', 'image']), textValue, currencyCode, amount, dateTime,
          { displayName: 'Image Link', name: 'imageLink', type: 'string', default: '', displayOptions: { show: { type: ['image'] } } },
        ] }] },
    ] }] },
];
