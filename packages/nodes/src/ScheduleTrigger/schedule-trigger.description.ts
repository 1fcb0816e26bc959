import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  name: hour === 0 ? 'Midnight' : hour === 12 ? 'Noon' : `${hour % 12}${hour < 12 ? 'am' : 'pm'}`,
  value: hour,
}));

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  .map((name, index) => ({ name, value: (index + 1) % 7 }));

const showFor = (...fields: string[]) => ({ show: { field: fields } });

const intervalValues: INodeProperties[] = [
  {
    displayName: 'Trigger Interval',
    name: 'field',
    type: 'options',
    default: 'days',
    options: [
      { name: 'Seconds', value: 'seconds' },
      { name: 'Minutes', value: 'minutes' },
      { name: 'Hours', value: 'hours' },
      { name: 'Days', value: 'days' },
      { name: 'Weeks', value: 'weeks' },
      { name: 'Months', value: 'months' },
      { name: 'Custom (Cron)', value: 'cronExpression' },
    ],
  },
  { displayName: 'Seconds Between Triggers', name: 'secondsInterval', type: 'number', default: 30, displayOptions: showFor('seconds'), description: 'Must be between 1 and 59' },
  { displayName: 'Minutes Between Triggers', name: 'minutesInterval', type: 'number', default: 5, displayOptions: showFor('minutes'), description: 'Must be between 1 and 59' },
  { displayName: 'Hours Between Triggers', name: 'hoursInterval', type: 'number', default: 1, displayOptions: showFor('hours'), description: 'Must be between 1 and 23' },
  { displayName: 'Days Between Triggers', name: 'daysInterval', type: 'number', default: 1, displayOptions: showFor('days'), description: 'Must be 1 or more' },
  { displayName: 'Weeks Between Triggers', name: 'weeksInterval', type: 'number', default: 1, displayOptions: showFor('weeks'), description: 'Must be 1 or more' },
  { displayName: 'Months Between Triggers', name: 'monthsInterval', type: 'number', default: 1, displayOptions: showFor('months'), description: 'Must be 1 or more' },
  {
    displayName: 'Trigger at Day of Month', name: 'triggerAtDayOfMonth', type: 'number', default: 1,
    displayOptions: showFor('months'), typeOptions: { minValue: 1, maxValue: 31 },
    description: 'Day of the month to run on (1-31); months without that day are skipped',
  },
  {
    displayName: 'Trigger on Weekdays', name: 'triggerAtDay', type: 'multiOptions', default: [0],
    displayOptions: showFor('weeks'), typeOptions: { maxValue: 7 }, options: WEEKDAYS,
  },
  {
    displayName: 'Trigger at Hour', name: 'triggerAtHour', type: 'options', default: 0,
    displayOptions: showFor('days', 'weeks', 'months'), options: HOURS,
    description: 'The hour of the day to run at',
  },
  {
    displayName: 'Trigger at Minute', name: 'triggerAtMinute', type: 'number', default: 0,
    displayOptions: showFor('hours', 'days', 'weeks', 'months'), typeOptions: { minValue: 0, maxValue: 59 },
    description: 'The minute past the hour to run at (0-59)',
  },
  {
    displayName: 'A cron expression has five fields (minute, hour, day of month, month, weekday), or six with seconds first, e.g. "0 9 * * 1-5" for 9am on weekdays.',
    name: 'notice', type: 'notice', default: '', displayOptions: showFor('cronExpression'),
  },
  {
    displayName: 'Expression', name: 'expression', type: 'string', default: '', placeholder: 'eg. 0 15 * 1 sun',
    displayOptions: showFor('cronExpression'), hint: 'In the workflow\'s timezone (workflow settings)',
  },
];

export const scheduleTriggerDescription: INodeTypeDescription = {
  displayName: 'Schedule Trigger',
  name: 'n8n-nodes-base.scheduleTrigger',
  icon: 'file:schedule-trigger.svg',
  group: ['trigger', 'schedule'],
  version: [1, 1.1, 1.2, 1.3],
  description: 'Starts the workflow at set times or intervals',
  eventTriggerDescription: '',
  defaults: { name: 'Schedule Trigger', color: '#31C49F' },
  inputs: [],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Triggers'] },
    alias: ['time', 'scheduler', 'polling', 'cron', 'interval', 'timer'],
  },
  properties: [
    {
      displayName: 'The workflow runs on this schedule once it is active (toggle "Active" in the editor). Times are in the workflow\'s timezone.',
      name: 'notice', type: 'notice', default: '',
    },
    {
      displayName: 'Trigger Rules',
      name: 'rule',
      placeholder: 'Add Rule',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      default: { interval: [{ field: 'days' }] },
      options: [{ name: 'interval', displayName: 'Trigger Interval', values: intervalValues }],
    },
  ],
};
