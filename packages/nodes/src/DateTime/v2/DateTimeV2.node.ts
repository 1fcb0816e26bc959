import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription,
} from '@weft/workflow';
import { DateTime } from 'luxon';
import { dateTimeDescription } from '../date-time.base-description.js';
import { numberOf, toNodeError, workflowZone } from '../date-time-errors.js';
import { mapEachItem } from '../../shared/item-loop.helper.js';
import { ParameterReader } from '../../shared/parameter-reader.helper.js';
import { DateInputError, SYSTEM_ZONE, checkZone, parseDate } from '../parse-date.js';
import { dateTimeV2Properties } from './date-time-v2.description.js';
import { currentDate, extractPart, roundDate, shiftDate, timeBetween } from './date-time-v2-operations.js';

type Result = string | number | IDataObject;

const DATE_LABELS: Record<string, string> = { addToDate: 'Date to Add To', subtractFromDate: 'Date to Subtract From' };

/** n8n's saved default of 'From Date Format' is its example text: that means no format. */
function fromFormatOf(options: IDataObject): string | undefined {
  const format = typeof options.fromFormat === 'string' ? options.fromFormat.trim() : '';
  return format === '' || format.startsWith('e.g') ? undefined : format;
}

function isEmptyDate(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The result for one item; undefined when there is nothing to write (Format Date of an empty date). */
/**
 * The date 'Format a Date' formats, as n8n 1.123 reads it: text without an offset in the workflow's zone
 * with 'From Format', else in the server process's zone (its TZ); then in the workflow's zone with the
 * 'Timezone' option, else with the offset the text gives, or UTC when it gives none.
 */
function formatDateInput(value: unknown, zone: string, fromFormat: string | undefined, inWorkflowZone: boolean): DateTime {
  const readZone = fromFormat ? zone : SYSTEM_ZONE;
  const date = parseDate(value, 'Date', { zone: readZone, fromFormat, keepOffset: true, formatHint: true });
  if (inWorkflowZone) return date.setZone(zone);
  const offsetless = typeof value === 'string' && date.zoneName === DateTime.now().setZone(readZone).zoneName;
  return offsetless ? date.toUTC() : date;
}

function compute(reader: ParameterReader, operation: string, itemIndex: number, zone: string, options: IDataObject): Result | undefined {
  const read = (name: string, fallback?: unknown) => reader.get<unknown>(name, itemIndex, fallback);
  const dateOf = (name: string, label: string) => parseDate(read(name), label, { zone });
  switch (operation) {
    case 'getCurrentDate': {
      const timezone = typeof options.timezone === 'string' && options.timezone.trim() !== '' ? checkZone(options.timezone.trim(), 'Timezone') : zone;
      return currentDate(timezone, read('includeTime', true) !== false);
    }
    case 'addToDate':
    case 'subtractFromDate': {
      // n8n adds to (or subtracts from) the current time when the date is empty.
      const date = isEmptyDate(read('magnitude')) ? DateTime.now().setZone(zone) : dateOf('magnitude', DATE_LABELS[operation] as string);
      const amount = numberOf(read('duration', 0), 'Duration');
      return shiftDate(date, String(read('timeUnit')), amount, operation === 'addToDate' ? 1 : -1);
    }
    case 'formatDate': {
      // n8n leaves the output field out when there is no date to format, rather than failing.
      if (isEmptyDate(read('date'))) return undefined;
      const fromFormat = fromFormatOf(options);
      // Any value of 'Timezone' turns it on, as in n8n (a zone name saved by another version too).
      const date = formatDateInput(read('date'), zone, fromFormat, Boolean(options.timezone));
      const format = read('format') === 'custom' ? String(read('customFormat') ?? '') : String(read('format'));
      if (format.trim() === '') throw new DateInputError("'Custom Format' is empty", 'Enter a format in Luxon tokens, for example yyyy-MM-dd.');
      return date.toFormat(format);
    }
    case 'roundDate': {
      const mode = String(read('mode'));
      return roundDate(dateOf('date', 'Date'), mode, String(mode === 'roundUp' ? read('to') : read('toNearest')));
    }
    case 'getTimeBetweenDates': {
      const start = dateOf('startDate', 'Start Date');
      const end = dateOf('endDate', 'End Date');
      const units = read('units', ['day']);
      return timeBetween(start, end, (Array.isArray(units) ? units : [units]).map(String), options.isoString === true);
    }
    case 'extractDate':
      return extractPart(dateOf('date', 'Date'), String(read('part')));
    default:
      throw new DateInputError(`The operation "${operation}" is not known`, 'Choose one of the operations of this node.');
  }
}

/** n8n 1.x says only "Invalid date format" for a date it cannot read; Weft's detail (field, value, hint) moves to the description. */
function n8nWording(error: unknown): unknown {
  if (!(error instanceof DateInputError) || error.kind !== 'unreadable') return error;
  return new DateInputError('Invalid date format', `${error.message}. ${error.description}`, error.kind);
}

/** Date & Time v2: Luxon dates, results in one output field, ISO 8601 output in the workflow's timezone. */
export class DateTimeV2 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = dateTimeDescription({ ...base, version: 2, properties: dateTimeV2Properties });
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    if (items.length === 0) return [[]];
    const zone = workflowZone(this);
    const operation = this.getNodeParameter('operation', 0) as string;
    const reader = new ParameterReader(this);
    return [await mapEachItem(this, items, (item, itemIndex) => {
      const options = reader.get<IDataObject>('options', itemIndex, {});
      const field = reader.get<string>('outputFieldName', itemIndex);
      if (typeof field !== 'string' || field.trim() === '') {
        throw new DateInputError("'Output Field Name' is empty", 'Name the field that receives the result.');
      }
      const result = compute(reader, operation, itemIndex, zone, options);
      const keep = options.includeInputFields === true;
      const written = result === undefined ? {} : { [field]: result };
      const newItem: INodeExecutionData = { json: keep ? { ...item.json, ...written } : written, pairedItem: { item: itemIndex } };
      if (keep && item.binary) newItem.binary = item.binary;
      return newItem;
    }, (error, itemIndex) => toNodeError(this, n8nWording(error), itemIndex))];
  }
}
