import type { INodeProperties } from '@weft/workflow';
import { calendarLocator, timeZoneLocator } from './locators.js';

const show = { operation: ['availability'], resource: ['calendar'] };
const before13 = { ...show, '@version': [{ _cnd: { lt: 1.3 } }] };
const from13 = { ...show, '@version': [{ _cnd: { gte: 1.3 } }] };

/** Calendar > Availability: whether the calendar is free between two times (Calendar's freeBusy query). */
export const calendarProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'availability',
    displayOptions: { show: { resource: ['calendar'] } },
    options: [{ name: 'Availability', value: 'availability', description: 'If a time-slot is available in a calendar', action: 'Get availability in a calendar' }],
  },
  calendarLocator({ resource: ['calendar'] }),
  { displayName: 'Start Time', name: 'timeMin', type: 'dateTime', required: true, default: '', description: 'Start of the interval', displayOptions: { show: before13 } },
  { displayName: 'End Time', name: 'timeMax', type: 'dateTime', required: true, default: '', description: 'End of the interval', displayOptions: { show: before13 } },
  { displayName: 'Start Time', name: 'timeMin', type: 'dateTime', required: true, default: '={{ $now }}', description: 'Start of the interval (now, unless changed)', displayOptions: { show: from13 } },
  { displayName: 'End Time', name: 'timeMax', type: 'dateTime', required: true, default: "={{ $now.plus(1, 'hour') }}", description: 'End of the interval', displayOptions: { show: from13 } },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { show },
    options: [
      {
        displayName: 'Output Format', name: 'outputFormat', type: 'options', default: 'availability', description: 'The format to return the data in',
        options: [
          { name: 'Availability', value: 'availability', description: 'Whether the calendar is free for the whole interval' },
          { name: 'Booked Slots', value: 'bookedSlots', description: 'One item per busy period in the interval' },
          { name: 'RAW', value: 'raw', description: "Google's freeBusy answer as it is" },
        ],
      },
      timeZoneLocator('timezone', 'Timezone', "The time zone of the returned times; the workflow's time zone when empty"),
    ],
  },
];
