import type { IDataObject } from '@weft/workflow';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The wall-clock fields of an instant in a timezone, and the zone's offset then. */
export interface ZonedTime {
  year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number;
  weekday: number;
  offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

export function zonedTime(epochMs: number, timezone: string): ZonedTime {
  const parts = Object.fromEntries(formatterFor(timezone).formatToParts(new Date(epochMs))
    .filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
  const millisecond = ((epochMs % 1000) + 1000) % 1000;
  const asUtc = Date.UTC(parts.year as number, (parts.month as number) - 1, parts.day, parts.hour, parts.minute, parts.second, millisecond);
  return {
    year: parts.year as number, month: parts.month as number, day: parts.day as number,
    hour: parts.hour as number, minute: parts.minute as number, second: parts.second as number, millisecond,
    weekday: new Date(Date.UTC(parts.year as number, (parts.month as number) - 1, parts.day)).getUTCDay(),
    offsetMinutes: Math.round((asUtc - epochMs) / 60000),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** The item a Schedule Trigger outputs for a fire time, with n8n's field names and formats. */
export function scheduleItem(epochMs: number, timezone: string): IDataObject {
  const time = zonedTime(epochMs, timezone);
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const meridiem = time.hour < 12 ? 'am' : 'pm';
  const clock = `${hour12}:${pad(time.minute)}:${pad(time.second)} ${meridiem}`;
  const month = MONTHS[time.month - 1] as string;
  return {
    timestamp: `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}.${pad(time.millisecond, 3)}${offsetText(time.offsetMinutes)}`,
    'Readable date': `${month} ${ordinal(time.day)} ${time.year}, ${clock}`,
    'Readable time': clock,
    'Day of week': WEEKDAYS[time.weekday] as string,
    Year: String(time.year),
    Month: month,
    'Day of month': pad(time.day),
    Hour: pad(time.hour),
    Minute: pad(time.minute),
    Second: pad(time.second),
    Timezone: `${timezone} (UTC${offsetText(time.offsetMinutes)})`,
  };
}

/** Days since 1970-01-01 of the wall-clock date in the timezone (for "every N days"). */
export function zonedDayNumber(epochMs: number, timezone: string): number {
  const time = zonedTime(epochMs, timezone);
  return Math.floor(Date.UTC(time.year, time.month - 1, time.day) / 86400000);
}
