import type { INodeProperties } from '@weft/workflow';

const TIME_UNITS = ['years', 'quarters', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'];
const PARTS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const named = (values: string[]) => values.map((value) => ({ name: capitalized(value), value }));
const show = (operation: string, extra: Record<string, string[]> = {}) => ({ show: { operation: [operation], ...extra } });

const includeInputFields: INodeProperties = {
  displayName: 'Include Input Fields', name: 'includeInputFields', type: 'boolean', default: false,
  description: 'Whether to keep the fields of the input item beside the result',
};

function notice(operation: string, text: string): INodeProperties {
  return { displayName: text, name: 'notice', type: 'notice', default: '', displayOptions: show(operation) };
}

function outputField(operation: string, defaultName: string): INodeProperties {
  return {
    displayName: 'Output Field Name', name: 'outputFieldName', type: 'string', default: defaultName,
    displayOptions: show(operation), description: 'The field of the output item that receives the result',
  };
}

function options(operation: string, extra: INodeProperties[] = []): INodeProperties {
  return {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    displayOptions: show(operation), options: [includeInputFields, ...extra],
  };
}

function dateField(operation: string, displayName = 'Date', name = 'date'): INodeProperties {
  return {
    displayName, name, type: 'string', default: '', displayOptions: show(operation),
    description: 'The date: ISO 8601 text, a Unix timestamp, or a date from an expression',
  };
}

function shiftProperties(operation: 'addToDate' | 'subtractFromDate'): INodeProperties[] {
  const adding = operation === 'addToDate';
  return [
    notice(operation, 'Dates in the text of expressions can also be changed directly, for example {{ $json.date.toDateTime().plus(1, "days") }}.'),
    {
      displayName: adding ? 'Date to Add To' : 'Date to Subtract From', name: 'magnitude', type: 'string', default: '', required: true,
      displayOptions: show(operation), description: 'The date: ISO 8601 text, a Unix timestamp, or a date from an expression',
    },
    {
      displayName: adding ? 'Time Unit to Add' : 'Time Unit to Subtract', name: 'timeUnit', type: 'options', default: 'days', required: true,
      displayOptions: show(operation), options: named(TIME_UNITS), description: 'The unit of the duration',
    },
    {
      displayName: 'Duration', name: 'duration', type: 'number', default: 0, displayOptions: show(operation),
      description: adding ? 'How many units to add' : 'How many units to subtract',
    },
    outputField(operation, 'newDate'),
    options(operation),
  ];
}

/** Date & Time v2 (Luxon): one operation per date task; results go to one output field. */
export const dateTimeV2Properties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getCurrentDate', noDataExpression: true,
    options: [
      { name: 'Add to a Date', value: 'addToDate', action: 'Add time to a date' },
      { name: 'Extract Part of a Date', value: 'extractDate', action: 'Extract part of a date' },
      { name: 'Format a Date', value: 'formatDate', action: 'Format a date' },
      { name: 'Get Current Date', value: 'getCurrentDate', action: 'Get the current date' },
      { name: 'Get Time Between Dates', value: 'getTimeBetweenDates', action: 'Get the time between two dates' },
      { name: 'Round a Date', value: 'roundDate', action: 'Round a date' },
      { name: 'Subtract From a Date', value: 'subtractFromDate', action: 'Subtract time from a date' },
    ],
  },
  notice('getCurrentDate', 'In expressions, {{ $now }} and {{ $today }} give the current date too.'),
  {
    displayName: 'Include Current Time', name: 'includeTime', type: 'boolean', default: true,
    displayOptions: show('getCurrentDate'), description: 'Whether to keep the time of day, or give midnight of today',
  },
  outputField('getCurrentDate', 'currentDate'),
  options('getCurrentDate', [{
    displayName: 'Timezone', name: 'timezone', type: 'string', default: '', placeholder: 'e.g. America/New_York',
    description: "The timezone of the date; empty for the workflow's timezone",
  }]),
  ...shiftProperties('addToDate'),
  ...shiftProperties('subtractFromDate'),
  notice('formatDate', 'Dates in expressions can also be formatted directly, for example {{ $now.toFormat("yyyy-MM-dd") }}.'),
  dateField('formatDate'),
  {
    displayName: 'Format', name: 'format', type: 'options', default: 'MM/dd/yyyy', displayOptions: show('formatDate'),
    description: 'The format to write the date in',
    options: [
      { name: 'Custom Format', value: 'custom' },
      { name: 'MM/DD/YYYY', value: 'MM/dd/yyyy', description: 'Example: 09/04/1986' },
      { name: 'YYYY/MM/DD', value: 'yyyy/MM/dd', description: 'Example: 1986/04/09' },
      { name: 'MMMM DD YYYY', value: 'MMMM dd yyyy', description: 'Example: April 09 1986' },
      { name: 'MM-DD-YYYY', value: 'MM-dd-yyyy', description: 'Example: 09-04-1986' },
      { name: 'YYYY-MM-DD', value: 'yyyy-MM-dd', description: 'Example: 1986-04-09' },
      { name: 'Unix Timestamp', value: 'X', description: 'Seconds since 1970, example: 513388800' },
      { name: 'Unix Ms Timestamp', value: 'x', description: 'Milliseconds since 1970, example: 513388800000' },
    ],
  },
  {
    displayName: 'Custom Format', name: 'customFormat', type: 'string', default: '', placeholder: 'e.g. yyyy-MM-dd HH:mm',
    displayOptions: { show: { format: ['custom'], operation: ['formatDate'] } }, description: 'A format in Luxon tokens',
  },
  outputField('formatDate', 'formattedDate'),
  options('formatDate', [
    {
      displayName: 'From Date Format', name: 'fromFormat', type: 'string', default: 'e.g yyyyMMdd',
      description: 'The format of the input date in Luxon tokens, when it is not ISO 8601',
    },
    {
      displayName: 'Use Workflow Timezone', name: 'timezone', type: 'boolean', default: false,
      description: "Whether to write the date in the workflow's timezone instead of the offset it was given with",
    },
  ]),
  notice('roundDate', 'Dates in expressions can also be rounded directly, for example {{ $json.date.toDateTime().startOf("month") }}.'),
  dateField('roundDate'),
  {
    displayName: 'Mode', name: 'mode', type: 'options', default: 'roundDown', displayOptions: show('roundDate'),
    options: [{ name: 'Round Down', value: 'roundDown' }, { name: 'Round Up', value: 'roundUp' }],
  },
  {
    displayName: 'To Nearest', name: 'toNearest', type: 'options', default: 'month',
    displayOptions: { show: { operation: ['roundDate'], mode: ['roundDown'] } }, options: named(PARTS),
    description: 'The unit to round down to the start of',
  },
  {
    displayName: 'To', name: 'to', type: 'options', default: 'month',
    displayOptions: { show: { operation: ['roundDate'], mode: ['roundUp'] } },
    options: [{ name: 'End of Month', value: 'month' }], description: 'What to round up to (the last millisecond of the unit)',
  },
  outputField('roundDate', 'roundedDate'),
  options('roundDate'),
  dateField('getTimeBetweenDates', 'Start Date', 'startDate'),
  dateField('getTimeBetweenDates', 'End Date', 'endDate'),
  {
    displayName: 'Units', name: 'units', type: 'multiOptions', default: ['day'], displayOptions: show('getTimeBetweenDates'),
    options: named([...PARTS, 'millisecond']), description: 'The units to express the time in',
  },
  outputField('getTimeBetweenDates', 'timeDifference'),
  options('getTimeBetweenDates', [{
    displayName: 'Output as ISO String', name: 'isoString', type: 'boolean', default: false,
    description: 'Whether to output an ISO 8601 duration (such as P1DT2H) instead of an object of units',
  }]),
  notice('extractDate', 'Parts of dates in expressions can also be read directly, for example {{ $json.date.toDateTime().year }}.'),
  dateField('extractDate'),
  {
    displayName: 'Part', name: 'part', type: 'options', default: 'month', displayOptions: show('extractDate'),
    options: named(PARTS), description: 'The part of the date to give, as a number',
  },
  outputField('extractDate', 'datePart'),
  options('extractDate'),
];
