import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';

export interface CalendarEvent {
  title?: string;
  start: string;
  end: string;
  allDay?: boolean;
  description?: string;
  location?: string;
  url?: string;
  uid?: string;
  status?: string;
  busyStatus?: string;
  sequence?: number;
  recurrenceRule?: string;
  calName?: string;
  geolocation?: { lat: string; lon: string };
  organizer?: { name: string; email: string };
  attendees?: Array<{ name: string; email: string; rsvp?: boolean }>;
}

export class CalendarEventError extends Error {}

/** Text values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function parseDate(value: string, zone: string, what: string): DateTime {
  const parsed = DateTime.fromISO(value, { zone });
  if (!parsed.isValid) throw new CalendarEventError(`The ${what} "${value}" is not a valid date and time`);
  return parsed;
}

function dateProperty(name: string, date: DateTime, allDay: boolean, localZone: string | undefined): string {
  if (allDay) return `${name};VALUE=DATE:${date.toFormat('yyyyMMdd')}`;
  if (localZone) return `${name};TZID=${localZone}:${date.setZone(localZone).toFormat("yyyyMMdd'T'HHmmss")}`;
  return `${name}:${date.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
}

const mailto = (email: string) => `mailto:${email}`;
const quoted = (name: string) => `"${name.replace(/"/g, "'")}"`;

/**
 * One event as an iCalendar file (CRLF lines). Times without an offset are read in `zone`; they are
 * written in UTC, or in `zone` with its TZID when `useZone`.
 */
export function writeCalendar(event: CalendarEvent, zone: string, options: { useZone?: boolean; now?: DateTime } = {}): string {
  const start = parseDate(event.start, zone, 'start');
  const end = parseDate(event.end, zone, 'end');
  if (end < start) throw new CalendarEventError('The end of the event is before its start');
  const allDay = event.allDay === true;
  const localZone = options.useZone ? zone : undefined;
  const now = (options.now ?? DateTime.utc()).toUTC();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:-//Weft//Convert to File//EN', 'METHOD:PUBLISH'];
  if (event.calName) lines.push(`X-WR-CALNAME:${escapeText(event.calName)}`);
  lines.push('BEGIN:VEVENT', `UID:${event.uid || randomUUID()}`, `DTSTAMP:${now.toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
  lines.push(dateProperty('DTSTART', start, allDay, localZone), dateProperty('DTEND', end, allDay, localZone));
  if (event.title) lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.geolocation?.lat && event.geolocation.lon) lines.push(`GEO:${event.geolocation.lat};${event.geolocation.lon}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  if (event.sequence) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.recurrenceRule) lines.push(`RRULE:${event.recurrenceRule.replace(/^RRULE:/i, '')}`);
  if (event.busyStatus) lines.push(`X-MICROSOFT-CDO-BUSYSTATUS:${event.busyStatus}`);
  if (event.organizer?.email) lines.push(`ORGANIZER;CN=${quoted(event.organizer.name)}:${mailto(event.organizer.email)}`);
  for (const attendee of event.attendees ?? []) {
    lines.push(`ATTENDEE;RSVP=${attendee.rsvp ? 'TRUE' : 'FALSE'};CN=${quoted(attendee.name)}:${mailto(attendee.email)}`);
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
