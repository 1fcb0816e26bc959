import type { IDataObject } from '@weft/workflow';

/**
 * n8n's `pollTimes` parameter (`{ item: [{ mode, hour, minute, weekday, dayOfMonth, value, unit, cronExpression }] }`)
 * as cron expressions (6 fields, seconds first). Unknown modes are reported, not ignored.
 */
export function pollTimesToCron(pollTimes: unknown): string[] {
  const items = ((pollTimes as { item?: IDataObject[] } | undefined)?.item ?? []);
  return items.map((item) => {
    const hour = Number(item.hour ?? 0);
    const minute = Number(item.minute ?? 0);
    const value = Number(item.value ?? 2);
    switch (item.mode) {
      case 'everyMinute': return '0 * * * * *';
      case 'everyHour': return `0 ${minute} * * * *`;
      case 'everyDay': return `0 ${minute} ${hour} * * *`;
      case 'everyWeek': return `0 ${minute} ${hour} * * ${Number(item.weekday ?? 1)}`;
      case 'everyMonth': return `0 ${minute} ${hour} ${Number(item.dayOfMonth ?? 1)} * *`;
      case 'everyX': return item.unit === 'hours' ? `0 0 */${value} * * *` : `0 */${value} * * * *`;
      case 'custom': return String(item.cronExpression ?? '').trim();
      default: throw new Error(`Unknown poll time mode "${String(item.mode)}"`);
    }
  });
}
