import type { INodeProperties } from '@weft/workflow';

/** The "Poll Times" of polling triggers (n8n's saved shape); the engine turns each entry into a schedule. */
export const pollTimesProperty: INodeProperties = {
  displayName: 'Poll Times',
  name: 'pollTimes',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Poll Time' },
  default: { item: [{ mode: 'everyMinute' }] },
  description: 'When to check for new data',
  options: [{
    displayName: 'Item',
    name: 'item',
    values: [
      {
        displayName: 'Mode', name: 'mode', type: 'options', default: 'everyDay',
        options: [
          { name: 'Every Minute', value: 'everyMinute' },
          { name: 'Every Hour', value: 'everyHour' },
          { name: 'Every Day', value: 'everyDay' },
          { name: 'Every Week', value: 'everyWeek' },
          { name: 'Every Month', value: 'everyMonth' },
          { name: 'Every X', value: 'everyX' },
          { name: 'Custom', value: 'custom' },
        ],
      },
      {
        displayName: 'Hour', name: 'hour', type: 'number', default: 14, typeOptions: { minValue: 0, maxValue: 23 },
        displayOptions: { hide: { mode: ['custom', 'everyHour', 'everyMinute', 'everyX'] } },
      },
      {
        displayName: 'Minute', name: 'minute', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 59 },
        displayOptions: { hide: { mode: ['custom', 'everyMinute', 'everyX'] } },
      },
      {
        displayName: 'Day of Month', name: 'dayOfMonth', type: 'number', default: 1, typeOptions: { minValue: 1, maxValue: 31 },
        displayOptions: { show: { mode: ['everyMonth'] } },
      },
      {
        displayName: 'Weekday', name: 'weekday', type: 'options', default: '1', displayOptions: { show: { mode: ['everyWeek'] } },
        options: [
          { name: 'Monday', value: '1' }, { name: 'Tuesday', value: '2' }, { name: 'Wednesday', value: '3' }, { name: 'Thursday', value: '4' },
          { name: 'Friday', value: '5' }, { name: 'Saturday', value: '6' }, { name: 'Sunday', value: '0' },
        ],
      },
      {
        displayName: 'Cron Expression', name: 'cronExpression', type: 'string', default: '* * * * * *',
        description: 'Seconds, minutes, hours, day of month, month, weekday', displayOptions: { show: { mode: ['custom'] } },
      },
      {
        displayName: 'Value', name: 'value', type: 'number', default: 2, typeOptions: { minValue: 0, maxValue: 1000 },
        displayOptions: { show: { mode: ['everyX'] } },
      },
      {
        displayName: 'Unit', name: 'unit', type: 'options', default: 'hours', displayOptions: { show: { mode: ['everyX'] } },
        options: [{ name: 'Minutes', value: 'minutes' }, { name: 'Hours', value: 'hours' }],
      },
    ],
  }],
};
