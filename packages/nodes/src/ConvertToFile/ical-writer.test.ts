import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ical-writer.js';

const now = DateTime.fromISO('2024-01-02T03:04:05Z');

describe('ical writer', () => {
  it('escapes text values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });

  it('writes all-day events as dates and local times with their zone when asked', () => {
    const allDay = writeCalendar({ start: '2024-05-01', end: '2024-05-02', allDay: true, uid: 'u' }, 'Europe/Berlin', { now });
    expect(allDay).toContain('DTSTART;VALUE=DATE:20240501\r\nDTEND;VALUE=DATE:20240502\r\n');
    expect(allDay).toContain('DTSTAMP:20240102T030405Z');
    const local = writeCalendar({ start: '2024-05-01T09:00:00Z', end: '2024-05-01T10:00:00Z', uid: 'u' }, 'Europe/Berlin', { useZone: true, now });
    expect(local).toContain('DTSTART;TZID=Europe/Berlin:20240501T110000\r\n');
  });

  it('refuses dates it cannot read and an end before the start', () => {
    expect(() => writeCalendar({ start: 'soon', end: '2024-05-01' }, 'UTC')).toThrow('The start "soon" is not a valid date and time');
    expect(() => writeCalendar({ start: '2024-05-02', end: '2024-05-01' }, 'UTC')).toThrow('The end of the event is before its start');
  });
});
