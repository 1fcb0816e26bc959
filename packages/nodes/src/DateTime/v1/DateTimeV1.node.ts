import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription,
} from '@weft/workflow';
import type { DurationLikeObject } from 'luxon';
import { dateTimeDescription } from '../date-time.base-description.js';
import { getTimezones, numberOf, toNodeError, workflowZone } from '../date-time-errors.js';
import { mapEachItem } from '../../shared/item-loop.helper.js';
import { ParameterReader } from '../../shared/parameter-reader.helper.js';
import { formatMoment, momentToLuxonFormat } from '../moment-format.js';
import { DateInputError, SYSTEM_ZONE, checkZone, parseDate } from '../parse-date.js';
import { dateTimeV1Properties } from './date-time-v1.description.js';

function fromFormatOf(options: IDataObject): string | undefined {
  const format = typeof options.fromFormat === 'string' ? options.fromFormat.trim() : '';
  return format === '' ? undefined : momentToLuxonFormat(format);
}

function zoneOption(options: IDataObject, name: string, label: string): string | undefined {
  const zone = typeof options[name] === 'string' ? (options[name] as string).trim() : '';
  return zone === '' ? undefined : checkZone(zone, label);
}

/** The formatted date, or undefined when the value is missing (the item then passes unchanged). */
function formatValue(reader: ParameterReader, itemIndex: number, zone: string): string | undefined {
  const value = reader.get<unknown>('value', itemIndex);
  if (value === undefined || value === null) return undefined;
  const options = reader.get<IDataObject>('options', itemIndex, {});
  const fromOption = zoneOption(options, 'fromTimezone', 'From Timezone');
  const toOption = zoneOption(options, 'toTimezone', 'To Timezone');
  // As n8n 1.x: with neither zone option the date is read and written in the server process's own zone
  // (its TZ), not the workflow's; with either, the one not given is the workflow's.
  const base = fromOption || toOption ? zone : SYSTEM_ZONE;
  const fromZone = fromOption ?? base;
  const toZone = toOption ?? base;
  const date = unreadableWordedAsN8n(() => parseDate(value, 'Value', { zone: fromZone, fromFormat: fromFormatOf(options), numbers: 'seconds', formatHint: true }));
  const toFormat = String(reader.get('toFormat', itemIndex) ?? '');
  if (toFormat.trim() === '') throw new DateInputError("'To Format' is empty", 'Enter a format in moment.js tokens, for example YYYY-MM-DD.');
  return formatMoment(date.setZone(toZone), toFormat);
}

function calculateValue(reader: ParameterReader, itemIndex: number): string {
  const options = reader.get<IDataObject>('options', itemIndex, {});
  // A date without an offset is read in the server process's zone (its TZ), as n8n 1.x does.
  const date = parseDate(reader.get('value', itemIndex), 'Date Value', { zone: SYSTEM_ZONE, fromFormat: fromFormatOf(options), numbers: 'seconds', formatHint: true });
  const duration = numberOf(reader.get('duration', itemIndex), 'Duration');
  const change = { [String(reader.get('timeUnit', itemIndex))]: duration } as DurationLikeObject;
  const result = reader.get('operation', itemIndex) === 'subtract' ? date.minus(change) : date.plus(change);
  return result.toUTC().toISO() as string;
}

/** n8n 1.x's wording for a value it cannot read as a date; Weft's detail moves to the description. */
function unreadableWordedAsN8n<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof DateInputError) || error.kind !== 'unreadable') throw error;
    throw new DateInputError('The date input format could not be recognized. Please set the "From Format" field', `${error.message}. ${error.description}`, error.kind);
  }
}

/** Date & Time v1: format a date (moment.js tokens) or add/subtract time, into a field of the item. */
export class DateTimeV1 implements INodeType {
  description: INodeTypeDescription;

  methods = { loadOptions: { getTimezones } };

  constructor(base: INodeTypeBaseDescription) {
    this.description = dateTimeDescription({ ...base, version: 1, properties: dateTimeV1Properties });
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    if (items.length === 0) return [[]];
    const zone = workflowZone(this);
    const reader = new ParameterReader(this, ['action', 'custom']);
    return [await mapEachItem(this, items, (item, itemIndex) => {
      const action = reader.get<string>('action', itemIndex);
      const result = action === 'calculate' ? calculateValue(reader, itemIndex) : formatValue(reader, itemIndex, zone);
      const field = reader.get<string>('dataPropertyName', itemIndex);
      if (typeof field !== 'string' || field.trim() === '') {
        throw new DateInputError("'Property Name' is empty", 'Name the field that receives the date.');
      }
      const newItem: INodeExecutionData = {
        // The name is one key, dots and all, as n8n 1.123 writes it ("parsed.iso" is not a path).
        json: result === undefined ? item.json : { ...item.json, [field]: result },
        pairedItem: { item: itemIndex },
      };
      if (item.binary) newItem.binary = item.binary;
      return newItem;
    }, (error, itemIndex) => toNodeError(this, error, itemIndex))];
  }
}
