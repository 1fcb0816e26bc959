import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatMoment, momentToLuxonFormat } from './moment-format.js';

const date = DateTime.fromISO('2024-03-05T14:07:09.045', { zone: 'Europe/Berlin' });
const format = (moment: string) => date.toFormat(momentToLuxonFormat(moment));

describe('momentToLuxonFormat', () => {
  it('translates the presets of Date & Time v1', () => {
    expect(momentToLuxonFormat('MM/DD/YYYY')).toBe('MM/dd/yyyy');
    expect(format('MM/DD/YYYY')).toBe('03/05/2024');
    expect(format('YYYY/MM/DD')).toBe('2024/03/05');
    expect(format('MMMM DD YYYY')).toBe('March 05 2024');
    expect(format('MM-DD-YYYY')).toBe('03-05-2024');
    expect(format('YYYY-MM-DD')).toBe('2024-03-05');
    expect(format('X')).toBe(String(date.toSeconds() | 0));
    expect(format('x')).toBe(String(date.toMillis()));
  });

  it('translates date, time, zone and locale tokens', () => {
    expect(format('YY M D ddd dddd Q')).toBe('24 3 5 Tue Tuesday 1');
    expect(format('DDD DDDD W WW GGGG E')).toBe('65 065 10 10 2024 2');
    expect(format('H:mm:ss.SSS h A')).toBe('14:07:09.045 2 PM');
    expect(format('Z ZZ')).toBe('+01:00 +0100');
    expect(format('LT')).toBe('2:07 PM');
    expect(format('L')).toBe('03/05/2024');
    expect(format('LL')).toBe('March 5, 2024');
    expect(format('llll')).toBe('Tue, Mar 5, 2024 2:07 PM');
  });

  it('keeps literal text: brackets, letters that are no token, quotes', () => {
    expect(format('YYYY-MM-DDTHH:mm')).toBe('2024-03-05T14:07');
    expect(format('[Today is] dddd')).toBe('Today is Tuesday');
    expect(format("DD 'of' MMMM")).toBe("05 'of' March");
    expect(momentToLuxonFormat('[T]')).toBe("'T'");
    expect(format('[at] HH [h]')).toBe('at 14 h');
    expect(format("HH'mm")).toBe("14'07");
  });

  it('writes ordinal days and lower-case am/pm', () => {
    expect(formatMoment(date, 'Do MMMM, h:mm a')).toBe('5th March, 2:07 pm');
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((day) => formatMoment(date.set({ month: 1, day }), 'Do'));
    expect(days).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });

  it('gives Luxon formats that also parse', () => {
    const parsed = DateTime.fromFormat('15.01.2024 09:30', momentToLuxonFormat('DD.MM.YYYY HH:mm'), { zone: 'UTC' });
    expect(parsed.toISO()).toBe('2024-01-15T09:30:00.000Z');
  });
});
