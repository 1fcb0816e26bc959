import { DateTime } from 'luxon';
import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/* What Create and Update send to Calendar: times in the workflow's zone, recurrence, reminders, flags. */

/** A parameter's date and time (ISO text, a Date or a Luxon value) in `zone`; text without an offset is wall-clock time there. */
export function zoned(node: INode, value: unknown, zone: string, name: string): DateTime {
  let parsed: DateTime | undefined;
  if (DateTime.isDateTime(value)) parsed = value;
  else if (value instanceof Date) parsed = DateTime.fromJSDate(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    parsed = DateTime.fromISO(text, { zone });
    if (!parsed.isValid) parsed = DateTime.fromSQL(text, { zone });
    if (!parsed.isValid) parsed = DateTime.fromRFC2822(text, { zone });
  }
  if (!parsed?.isValid) throw new NodeOperationError(node, `"${name}" is not a valid date and time: ${String(value)}`, { description: 'Use an ISO 8601 date such as 2026-03-02T10:00:00.' });
  return parsed.setZone(zone);
}

/** RFC 3339 with the zone's offset, as Calendar's query parameters want it. */
export const rfc3339 = (node: INode, value: unknown, zone: string, name: string) => zoned(node, value, zone, name).toISO({ suppressMilliseconds: true }) ?? '';

/** An event's start or end: a date for all-day events, else a date-time with its zone. */
export function eventTime(node: INode, value: unknown, zone: string, name: string, allDay: boolean): IDataObject {
  const time = zoned(node, value, zone, name);
  return allDay ? { date: time.toISODate() } : { dateTime: time.toISO({ suppressMilliseconds: true }), timeZone: zone };
}

const splitEmails = (values: unknown): string[] => [values].flat()
  .flatMap((value) => String(value ?? '').split(','))
  .map((email) => email.trim()).filter((email) => email !== '');

export const attendeeList = (values: unknown): IDataObject[] => splitEmails(values).map((email) => ({ email }));

/** The RRULE of the Repeat fields, or the RRULE field as it is. */
function recurrence(node: INode, fields: IDataObject, zone: string): string[] | undefined {
  const rrule = String(fields.rrule ?? '').trim();
  if (rrule !== '') return [rrule.startsWith('RRULE:') ? rrule : `RRULE:${rrule}`];
  const frequency = String(fields.repeatFrecuency ?? '');
  if (frequency === '') return undefined;
  const hasUntil = fields.repeatUntil !== undefined && fields.repeatUntil !== '';
  if (hasUntil && fields.repeatHowManyTimes !== undefined) {
    throw new NodeOperationError(node, "Set either 'Repeat How Many Times' or 'Repeat Until', not both");
  }
  const parts = [`FREQ=${frequency.toUpperCase()}`];
  if (fields.repeatHowManyTimes !== undefined) parts.push(`COUNT=${Number(fields.repeatHowManyTimes)}`);
  if (hasUntil) parts.push(`UNTIL=${zoned(node, fields.repeatUntil, zone, 'Repeat Until').toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
  return [`RRULE:${parts.join(';')}`];
}

/** Body fields and query parameters shared by Create (additionalFields) and Update (updateFields). */
export function eventFields(node: INode, fields: IDataObject, zone: string): { body: IDataObject; qs: IDataObject } {
  const body: IDataObject = {};
  const qs: IDataObject = {};
  for (const name of ['summary', 'description', 'location', 'id', 'visibility'] as const) {
    if (fields[name] !== undefined && fields[name] !== '') body[name] = fields[name];
  }
  for (const name of ['guestsCanInviteOthers', 'guestsCanModify', 'guestsCanSeeOtherGuests'] as const) {
    if (fields[name] !== undefined) body[name] = fields[name] === true;
  }
  if (fields.color) body.colorId = String(fields.color);
  if (fields.showMeAs) body.transparency = fields.showMeAs;
  if (fields.maxAttendees) qs.maxAttendees = fields.maxAttendees;
  if (fields.sendUpdates) qs.sendUpdates = fields.sendUpdates;
  const rule = recurrence(node, fields, zone);
  if (rule) body.recurrence = rule;
  return { body, qs };
}

/** Custom reminders when the calendar's defaults are off. */
export function reminders(useDefault: boolean, ui: IDataObject): IDataObject | undefined {
  if (useDefault) return undefined;
  const overrides = ((ui.remindersValues ?? []) as IDataObject[]).map((entry) => ({ method: entry.method, minutes: Number(entry.minutes ?? 0) }));
  return { useDefault: false, overrides };
}
