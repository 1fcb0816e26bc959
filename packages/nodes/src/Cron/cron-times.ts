/** One entry of the Cron node's `triggerTimes.item` list, as saved. */
export interface TriggerTime {
  mode?: 'everyMinute' | 'everyHour' | 'everyDay' | 'everyWeek' | 'everyMonth' | 'everyX' | 'custom' | string;
  hour?: number;
  minute?: number;
  dayOfMonth?: number;
  weekday?: string | number;
  cronExpression?: string;
  value?: number;
  unit?: 'minutes' | 'hours' | string;
}

/** A trigger time that cannot become a cron rule; `field` names the setting to fix. */
export class TriggerTimeError extends Error {
  constructor(message: string, readonly field: string) {
    super(message);
  }
}

function whole(value: unknown, fallback: number, field: string, min: number, max: number): number {
  const number = value === undefined || value === null || value === '' ? fallback : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new TriggerTimeError(`${field} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`, field);
  }
  return number;
}

/**
 * The cron rule (6 fields, seconds first) of one trigger time. Fires at second 0, so that the rule
 * is the same every time the workflow is activated.
 */
export function triggerTimeToCron(item: TriggerTime): string {
  const minute = () => whole(item.minute, 0, 'Minute', 0, 59);
  const hour = () => whole(item.hour, 14, 'Hour', 0, 23);
  switch (item.mode ?? 'everyDay') {
    case 'everyMinute': return '0 * * * * *';
    case 'everyHour': return `0 ${minute()} * * * *`;
    case 'everyDay': return `0 ${minute()} ${hour()} * * *`;
    case 'everyWeek': return `0 ${minute()} ${hour()} * * ${whole(item.weekday, 1, 'Weekday', 0, 6)}`;
    case 'everyMonth': return `0 ${minute()} ${hour()} ${whole(item.dayOfMonth, 1, 'Day of Month', 1, 31)} * *`;
    case 'everyX': {
      const value = whole(item.value, 2, 'Value', 1, 1000);
      const unit = item.unit ?? 'hours';
      if (unit === 'minutes') return `0 */${value} * * * *`;
      if (unit === 'hours') return `0 0 */${value} * * *`;
      throw new TriggerTimeError(`Unknown unit "${String(unit)}"`, 'Unit');
    }
    case 'custom': {
      const expression = (item.cronExpression ?? '* * * * * *').trim();
      if (expression === '') throw new TriggerTimeError('The cron expression is empty', 'Cron Expression');
      return expression;
    }
    default:
      throw new TriggerTimeError(`Unknown mode "${String(item.mode)}"`, 'Mode');
  }
}

/** The cron rules of all trigger times, in order. */
export function triggerTimesToCron(triggerTimes: { item?: TriggerTime[] } | undefined): string[] {
  return (triggerTimes?.item ?? []).map(triggerTimeToCron);
}
