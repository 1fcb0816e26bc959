import type { INodeProperties } from '@weft/workflow';

const TIME_UNITS = ['quarters', 'years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'];
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const timezoneOption = (displayName: string, name: string, description: string): INodeProperties => ({
  displayName, name, type: 'options', default: 'UTC', description,
  typeOptions: { loadOptionsMethod: 'getTimezones' },
});

const fromFormatOption: INodeProperties = {
  displayName: 'From Format', name: 'fromFormat', type: 'string', default: '', placeholder: 'e.g. DD.MM.YYYY HH:mm',
  description: 'The format of the input date, in moment.js tokens (needed when the date is not ISO 8601)',
};

/** Date & Time v1: format or calculate a date; moment.js format tokens, as n8n v1 used. */
export const dateTimeV1Properties: INodeProperties[] = [
  {
    displayName: 'A newer version of this node is available: add a new Date & Time node for more operations.',
    name: 'noticeDateTime', type: 'notice', default: '',
  },
  {
    displayName: 'Action', name: 'action', type: 'options', default: 'format',
    options: [
      { name: 'Calculate a Date', value: 'calculate', description: 'Add time to or subtract time from a date', action: 'Add or subtract time from a date' },
      { name: 'Format a Date', value: 'format', description: 'Write a date in another format or timezone', action: 'Convert a date to a different format' },
    ],
  },
  {
    displayName: 'Value', name: 'value', type: 'string', default: '', required: true,
    displayOptions: { show: { action: ['format'] } }, description: 'The date to format',
  },
  {
    displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { action: ['format'] } }, description: 'The output field for the formatted date (dots reach into nested fields)',
  },
  {
    displayName: 'Custom Format', name: 'custom', type: 'boolean', default: false,
    displayOptions: { show: { action: ['format'] } }, description: 'Whether to write your own format instead of choosing one',
  },
  {
    displayName: 'To Format', name: 'toFormat', type: 'string', default: '', placeholder: 'e.g. YYYY-MM-DD HH:mm',
    displayOptions: { show: { action: ['format'], custom: [true] } }, description: 'The format to write the date in, in moment.js tokens',
  },
  {
    displayName: 'To Format', name: 'toFormat', type: 'options', default: 'MM/DD/YYYY',
    displayOptions: { show: { action: ['format'], custom: [false] } }, description: 'The format to write the date in',
    options: [
      { name: 'MM/DD/YYYY', value: 'MM/DD/YYYY', description: 'Example: 09/04/1986' },
      { name: 'YYYY/MM/DD', value: 'YYYY/MM/DD', description: 'Example: 1986/04/09' },
      { name: 'MMMM DD YYYY', value: 'MMMM DD YYYY', description: 'Example: April 09 1986' },
      { name: 'MM-DD-YYYY', value: 'MM-DD-YYYY', description: 'Example: 09-04-1986' },
      { name: 'YYYY-MM-DD', value: 'YYYY-MM-DD', description: 'Example: 1986-04-09' },
      { name: 'Unix Timestamp', value: 'X', description: 'Seconds since 1970, example: 513388800' },
      { name: 'Unix Ms Timestamp', value: 'x', description: 'Milliseconds since 1970, example: 513388800000' },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { action: ['format'] } },
    options: [
      fromFormatOption,
      timezoneOption('From Timezone', 'fromTimezone', 'The timezone of an input date written without an offset'),
      timezoneOption('To Timezone', 'toTimezone', 'The timezone to write the date in'),
    ],
  },
  {
    displayName: 'Date Value', name: 'value', type: 'string', default: '', required: true,
    displayOptions: { show: { action: ['calculate'] } }, description: 'The date to add time to or subtract time from',
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'add', required: true, noDataExpression: true,
    displayOptions: { show: { action: ['calculate'] } },
    options: [
      { name: 'Add', value: 'add', description: 'Add time to the date', action: 'Add time to a date' },
      { name: 'Subtract', value: 'subtract', description: 'Subtract time from the date', action: 'Subtract time from a date' },
    ],
  },
  {
    displayName: 'Duration', name: 'duration', type: 'number', default: 0, required: true, typeOptions: { minValue: 0 },
    displayOptions: { show: { action: ['calculate'] } }, description: 'How many time units to add or subtract',
  },
  {
    displayName: 'Time Unit', name: 'timeUnit', type: 'options', default: 'days', required: true,
    displayOptions: { show: { action: ['calculate'] } }, description: 'The unit of the duration',
    options: TIME_UNITS.map((value) => ({ name: capitalized(value), value })),
  },
  {
    displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { action: ['calculate'] } }, description: 'The output field for the new date (dots reach into nested fields)',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: { show: { action: ['calculate'] } }, options: [fromFormatOption],
  },
];
