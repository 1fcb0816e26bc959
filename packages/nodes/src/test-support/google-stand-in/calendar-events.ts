import { randomBytes } from 'node:crypto';
import { fail } from './service.js';

/*
 * Calendar v3 events as the stand-in keeps them (developers.google.com/calendar/api/v3/reference/events):
 * the resource's fields, RFC 3339 checks on start/end, and the expansion of a recurring event's RRULE
 * (FREQ DAILY/WEEKLY/MONTHLY/YEARLY with INTERVAL, COUNT or UNTIL) into instances.
 */

export type EventTime = { dateTime?: string; date?: string; timeZone?: string };
export type CalendarEvent = Record<string, unknown> & {
  id: string; status: string; created: string; updated: string; start: EventTime; end: EventTime; sequence: number;
  recurrence?: string[]; recurringEventId?: string; originalStartTime?: EventTime;
};

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Event ids: base32hex characters (a-v, 0-9), 5 to 1024 of them. */
const EVENT_ID = /^[a-v0-9]{5,1024}$/;

export function checkId(id: string): void {
  if (!EVENT_ID.test(id)) throw fail(400, 'Invalid resource id value.');
}

export function newEventId(): string {
  return [...randomBytes(13)].map((byte) => '0123456789abcdefghijklmnopqrstuv'[byte % 32]).join('');
}

/** A query's or a body's RFC 3339 timestamp; Google refuses one without an offset. */
export function instant(value: string, field: string): number {
  if (!RFC3339.test(value)) throw fail(400, `Invalid value for: ${field}`);
  return Date.parse(value);
}

/** The start or end given in an insert/patch body, checked as Google checks it. */
export function eventTime(value: unknown, which: 'start' | 'end'): EventTime {
  if (typeof value !== 'object' || value === null) throw fail(400, `Missing ${which} time.`);
  const time = value as EventTime;
  if (time.date !== undefined) {
    if (!DATE.test(time.date)) throw fail(400, `Invalid value for: ${which}.date`);
    return { date: time.date, ...(time.timeZone ? { timeZone: time.timeZone } : {}) };
  }
  if (time.dateTime === undefined) throw fail(400, `Missing ${which} time.`);
  if (!RFC3339.test(time.dateTime)) {
    if (!time.timeZone) throw fail(400, `Missing time zone definition for ${which} time.`);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(time.dateTime)) throw fail(400, `Invalid value for: ${which}.dateTime`);
  }
  return { dateTime: time.dateTime, ...(time.timeZone ? { timeZone: time.timeZone } : {}) };
}

/** Milliseconds since the epoch of a start or end (all-day dates at UTC midnight; local times as UTC). */
export function millis(time: EventTime): number {
  if (time.date !== undefined) return Date.parse(`${time.date}T00:00:00Z`);
  const text = time.dateTime ?? '';
  return Date.parse(RFC3339.test(text) ? text : `${text}Z`);
}

function shifted(time: EventTime, by: number): EventTime {
  const at = millis(time) + by;
  if (time.date !== undefined) return { date: new Date(at).toISOString().slice(0, 10) };
  return { dateTime: new Date(at).toISOString().replace('.000Z', 'Z'), ...(time.timeZone ? { timeZone: time.timeZone } : {}) };
}

/** Instance ids: the recurring event's id, "_", its original start in UTC basic format (a date for all-day events). */
export function instanceId(master: CalendarEvent, start: EventTime): string {
  const iso = new Date(millis(start)).toISOString();
  const stamp = start.date !== undefined ? iso.slice(0, 10).replace(/-/g, '') : iso.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${master.id}_${stamp}`;
}

interface Rule { freq: string; interval: number; count?: number; until?: number }

function parseRule(recurrence: string[]): Rule | undefined {
  const line = recurrence.find((entry) => entry.startsWith('RRULE:'));
  if (!line) return undefined;
  const parts = Object.fromEntries(line.slice(6).split(';').map((part) => part.split('=') as [string, string]));
  if (!['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(parts.FREQ ?? '')) throw fail(400, 'Invalid recurrence rule.');
  const until = parts.UNTIL ? /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(parts.UNTIL) : undefined;
  if (parts.UNTIL && !until) throw fail(400, 'Invalid recurrence rule.');
  return {
    freq: parts.FREQ ?? 'DAILY', interval: Number(parts.INTERVAL ?? 1) || 1,
    ...(parts.COUNT ? { count: Number(parts.COUNT) } : {}),
    ...(until ? { until: Date.UTC(Number(until[1]), Number(until[2]) - 1, Number(until[3]), Number(until[4] ?? 23), Number(until[5] ?? 59), Number(until[6] ?? 59)) } : {}),
  };
}

export function checkRecurrence(recurrence: unknown): void {
  if (!Array.isArray(recurrence) || recurrence.some((line) => typeof line !== 'string' || !/^(RRULE|EXRULE|RDATE|EXDATE):/.test(line))) throw fail(400, 'Invalid recurrence rule.');
  parseRule(recurrence as string[]);
}

/** The occurrences of a recurring event (up to two years of daily ones), exceptions applied. */
export function expand(master: CalendarEvent, exceptions: Map<string, CalendarEvent>): CalendarEvent[] {
  const rule = parseRule(master.recurrence ?? []);
  if (!rule) return [master];
  const first = new Date(millis(master.start));
  const length = millis(master.end) - millis(master.start);
  const instances: CalendarEvent[] = [];
  for (let n = 0; n < 730; n++) {
    const at = new Date(first);
    const step = n * rule.interval;
    if (rule.freq === 'DAILY') at.setUTCDate(at.getUTCDate() + step);
    if (rule.freq === 'WEEKLY') at.setUTCDate(at.getUTCDate() + 7 * step);
    if (rule.freq === 'MONTHLY') at.setUTCMonth(at.getUTCMonth() + step);
    if (rule.freq === 'YEARLY') at.setUTCFullYear(at.getUTCFullYear() + step);
    if (rule.count !== undefined && n >= rule.count) break;
    if (rule.until !== undefined && at.getTime() > rule.until) break;
    const start = shifted(master.start, at.getTime() - first.getTime());
    const id = instanceId(master, start);
    const { recurrence: _recurrence, ...fields } = master;
    instances.push(exceptions.get(id) ?? {
      ...fields, id, start, end: shifted(start, length), recurringEventId: master.id, originalStartTime: start,
      iCalUID: master.iCalUID, htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(id).toString('base64url')}`,
    });
  }
  return instances;
}
