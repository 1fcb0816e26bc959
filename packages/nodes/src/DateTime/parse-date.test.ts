import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { checkZone, parseDate } from './parse-date.js';

const berlin = { zone: 'Europe/Berlin' };
const iso = (value: unknown, options: Parameters<typeof parseDate>[2] = berlin) => parseDate(value, 'Date', options).toISO();

describe('parseDate', () => {
  it('reads ISO dates in the zone, converting dates with an offset', () => {
    expect(iso('2024-01-15')).toBe('2024-01-15T00:00:00.000+01:00');
    expect(iso('2024-07-15T10:30:00')).toBe('2024-07-15T10:30:00.000+02:00');
    expect(iso('2024-01-15T10:30:00Z')).toBe('2024-01-15T11:30:00.000+01:00');
    expect(iso('20240115')).toBe('2024-01-15T00:00:00.000+01:00');
  });

  it('keeps the written offset when asked', () => {
    expect(iso('2024-01-15T10:30:00-05:00', { ...berlin, keepOffset: true })).toBe('2024-01-15T10:30:00.000-05:00');
    expect(iso('2024-01-15T10:30:00', { ...berlin, keepOffset: true })).toBe('2024-01-15T10:30:00.000+01:00');
  });

  it('reads RFC 2822, HTTP, SQL and other text dates', () => {
    expect(iso('Mon, 15 Jan 2024 10:30:00 +0000')).toBe('2024-01-15T11:30:00.000+01:00');
    expect(iso('2024-01-15 10:30:00')).toBe('2024-01-15T10:30:00.000+01:00');
    expect(iso('January 15, 2024 10:30')).toBe('2024-01-15T10:30:00.000+01:00');
  });

  it('reads numbers as Unix timestamps', () => {
    expect(iso(1705314600)).toBe('2024-01-15T11:30:00.000+01:00');
    expect(iso('1705314600000')).toBe('2024-01-15T11:30:00.000+01:00');
    expect(iso(1705314600000, { ...berlin, numbers: 'seconds' })).not.toBe('2024-01-15T11:30:00.000+01:00');
  });

  it('reads Luxon and JavaScript dates', () => {
    expect(iso(DateTime.fromISO('2024-01-15T10:30:00Z'))).toBe('2024-01-15T11:30:00.000+01:00');
    expect(iso(new Date('2024-01-15T10:30:00Z'))).toBe('2024-01-15T11:30:00.000+01:00');
  });

  it('reads a date in a given format', () => {
    expect(iso('15/01/2024 10h', { ...berlin, fromFormat: "dd/MM/yyyy HH'h'" })).toBe('2024-01-15T10:00:00.000+01:00');
    expect(() => iso('2024-01-15', { ...berlin, fromFormat: 'dd/MM/yyyy' }))
      .toThrow('Invalid date in \'Date\': "2024-01-15" does not match the format "dd/MM/yyyy"');
  });

  it('explains dates it cannot read', () => {
    expect(() => iso('not a date')).toThrow('Invalid date in \'Date\': "not a date"');
    expect(() => iso('2024-02-30')).toThrow('Invalid date in \'Date\': "2024-02-30"');
    expect(() => iso('')).toThrow("No date in 'Date': the value is empty");
    expect(() => iso({ a: 1 })).toThrow("Invalid date in 'Date': expected text or a number, but got an object");
    expect(() => iso(true)).toThrow("Invalid date in 'Date': expected text or a number, but got a boolean");
    expect(() => iso(undefined)).toThrow("No date in 'Date': the value is empty");
  });

  it('checks timezones', () => {
    expect(checkZone('America/New_York', 'Timezone')).toBe('America/New_York');
    expect(() => checkZone('Mars/Base', 'Timezone')).toThrow('Unknown timezone "Mars/Base" in \'Timezone\'');
  });
});
