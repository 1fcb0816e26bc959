import { DateTime } from 'luxon';

/** A date the node cannot read; `description` says what to do. */
export class DateInputError extends Error {
  /** `unreadable`: text or a number that is no date in any format the node reads. */
  constructor(message: string, readonly description: string, readonly kind: 'unreadable' | 'other' = 'other') {
    super(message);
    this.name = 'DateInputError';
  }
}

export interface ParseDateOptions {
  /** The zone of dates written without an offset, and of the result unless `keepOffset`. */
  zone: string;
  /** A Luxon format the text must match (then nothing else is tried). */
  fromFormat?: string;
  /** Keep the offset written in the date instead of converting to `zone`. */
  keepOffset?: boolean;
  /** What a number means: Unix seconds, or seconds below 1e11 and milliseconds above (default). */
  numbers?: 'seconds' | 'auto';
  /** Whether 'From Format' is offered where this date is read, for the hint. */
  formatHint?: boolean;
}

/** Luxon's name for the zone of the server process (its TZ), where n8n reads some dates (see the nodes). */
export const SYSTEM_ZONE = 'system';

const ZONE_IN_TEXT = /(?:\bZ\b|\bGMT\b|\bUTC\b|[+-]\d{2}:?\d{2}\b)/i;

function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function fromTimestamp(value: number, options: ParseDateOptions): DateTime {
  const millis = options.numbers === 'seconds' || Math.abs(value) < 1e11 ? value * 1000 : value;
  return DateTime.fromMillis(millis, { zone: options.zone });
}

/** Text in the formats Luxon knows (ISO 8601, RFC 2822, HTTP, SQL), then what JavaScript's Date reads. */
function fromText(text: string, options: ParseDateOptions): DateTime {
  const settings = { zone: options.zone, setZone: options.keepOffset === true };
  for (const parse of [DateTime.fromISO, DateTime.fromRFC2822, DateTime.fromHTTP, DateTime.fromSQL]) {
    const parsed = parse(text, settings);
    if (parsed.isValid) return parsed;
  }
  // An ISO-like date Luxon refused (such as February 30) is wrong, not another format.
  const millis = /^\d{4}-\d{2}/.test(text) ? Number.NaN : Date.parse(text);
  if (Number.isNaN(millis)) return DateTime.invalid('unparsable');
  if (ZONE_IN_TEXT.test(text)) return DateTime.fromMillis(millis, { zone: options.zone });
  // Without an offset, JavaScript reads the text in the server's zone: keep the wall time, in the node's zone.
  const local = new Date(millis);
  return DateTime.fromObject({
    year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate(),
    hour: local.getHours(), minute: local.getMinutes(), second: local.getSeconds(), millisecond: local.getMilliseconds(),
  }, { zone: options.zone });
}

function hintFor(options: ParseDateOptions): string {
  const base = 'Use an ISO 8601 date such as 2024-01-15 or 2024-01-15T10:30:00+01:00, or a Unix timestamp';
  return options.formatHint ? `${base}, or describe the format in the 'From Format' option.` : `${base}.`;
}

/**
 * Reads a date from a parameter value: Luxon or JavaScript dates, numbers (Unix timestamps), and text.
 * `label` names the parameter in errors.
 */
export function parseDate(value: unknown, label: string, options: ParseDateOptions): DateTime {
  let parsed: DateTime;
  if (DateTime.isDateTime(value)) {
    parsed = value;
  } else if (value instanceof Date) {
    parsed = DateTime.fromJSDate(value, { zone: options.zone });
  } else if (typeof value === 'number') {
    parsed = fromTimestamp(value, options);
  } else if (typeof value === 'string' || value === undefined || value === null) {
    const text = (value ?? '').trim();
    if (text === '') {
      throw new DateInputError(`No date in '${label}': the value is empty`, 'Check the expression: the input item may not have the field it reads.');
    }
    if (options.fromFormat) {
      parsed = DateTime.fromFormat(text, options.fromFormat, { zone: options.zone, setZone: options.keepOffset === true });
      if (!parsed.isValid) {
        throw new DateInputError(`Invalid date in '${label}': "${text}" does not match the format "${options.fromFormat}"`,
          'Change the format in the \'From Format\' option so that it describes the date, or leave it empty for ISO 8601 dates.');
      }
    } else if (/^-?\d+(\.\d+)?$/.test(text) && !(text.length <= 8 && DateTime.fromISO(text).isValid)) {
      parsed = fromTimestamp(Number(text), options);
    } else {
      parsed = fromText(text, options);
    }
  } else {
    throw new DateInputError(`Invalid date in '${label}': expected text or a number, but got ${describeKind(value)}`, hintFor(options));
  }
  if (!parsed.isValid) throw new DateInputError(`Invalid date in '${label}': ${JSON.stringify(value)}`, hintFor(options), 'unreadable');
  return options.keepOffset ? parsed : parsed.setZone(options.zone);
}

/** Whether `zone` is a timezone Luxon knows (IANA names, UTC, fixed offsets such as UTC+2). */
export function isKnownZone(zone: string): boolean {
  return DateTime.now().setZone(zone).isValid;
}

export function checkZone(zone: string, label: string): string {
  if (!isKnownZone(zone)) {
    throw new DateInputError(`Unknown timezone "${zone}" in '${label}'`, 'Use an IANA timezone name such as Europe/Berlin or America/New_York, or UTC.');
  }
  return zone;
}
