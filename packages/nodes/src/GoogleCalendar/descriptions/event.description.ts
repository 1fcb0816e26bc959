import type { INodeProperties } from '@weft/workflow';
import { eventFields, remindersProperty, sendUpdatesOption } from './event-fields.description.js';
import { calendarLocator, timeZoneLocator } from './locators.js';

const on = (operation: string, extra: Record<string, unknown[]> = {}) => ({ show: { operation: [operation], resource: ['event'], ...extra } });
const before13 = [{ _cnd: { lt: 1.3 } }];
const from13 = [{ _cnd: { gte: 1.3 } }];

const eventId = (operation: string): INodeProperties => ({
  displayName: 'Event ID', name: 'eventId', type: 'string', required: true, default: '', displayOptions: on(operation),
  description: "The event's ID (an occurrence of a recurring event has the event's ID, \"_\" and its start)",
});

const useDefaultReminders = (operation: string): INodeProperties => ({
  displayName: 'Use Default Reminders', name: 'useDefaultReminders', type: 'boolean', default: true, displayOptions: on(operation),
  description: "Whether the calendar's default reminders apply (off: the reminders below)",
});

const timeZone = timeZoneLocator('timeZone', 'Timezone', "The time zone of the returned times; the calendar's time zone when empty");

/** Event: create, delete, get, get many, update. */
export const eventProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create',
    displayOptions: { show: { resource: ['event'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Add an event to a calendar', action: 'Create an event' },
      { name: 'Delete', value: 'delete', description: 'Delete an event', action: 'Delete an event' },
      { name: 'Get', value: 'get', description: 'Retrieve an event', action: 'Get an event' },
      { name: 'Get Many', value: 'getAll', description: "Retrieve a calendar's events", action: 'Get many events' },
      { name: 'Update', value: 'update', description: 'Change an event', action: 'Update an event' },
    ],
  },
  calendarLocator({ resource: ['event'] }),
  { displayName: 'Start', name: 'start', type: 'dateTime', required: true, default: '', description: 'When the event starts', displayOptions: on('create', { '@version': before13 }) },
  { displayName: 'End', name: 'end', type: 'dateTime', required: true, default: '', description: 'When the event ends', displayOptions: on('create', { '@version': before13 }) },
  { displayName: 'Start', name: 'start', type: 'dateTime', required: true, default: '={{ $now }}', description: 'When the event starts (now, unless changed)', displayOptions: on('create', { '@version': from13 }) },
  { displayName: 'End', name: 'end', type: 'dateTime', required: true, default: "={{ $now.plus(1, 'hour') }}", description: 'When the event ends (in an hour, unless changed)', displayOptions: on('create', { '@version': from13 }) },
  useDefaultReminders('create'),
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('create'), options: eventFields('create') },
  remindersProperty('create'),
  eventId('delete'),
  { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('delete'), options: [sendUpdatesOption] },
  eventId('get'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('get'),
    options: [
      { displayName: 'Max Attendees', name: 'maxAttendees', type: 'number', default: 0, description: 'At most this many attendees in the answer (0: all)' },
      {
        displayName: 'Return Next Instance of Recurring Event', name: 'returnNextInstance', type: 'boolean', default: false,
        description: 'Whether a recurring event gives its next occurrence instead of the series', displayOptions: { show: { '@version': from13 } },
      },
      timeZone,
    ],
  },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to return all results or only up to a given limit', displayOptions: on('getAll') },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1, maxValue: 500 }, description: 'Max number of results to return',
    displayOptions: on('getAll', { returnAll: [false] }),
  },
  { displayName: 'After', name: 'timeMin', type: 'dateTime', default: '={{ $now }}', description: 'Events ending after this time (empty: no lower bound)', displayOptions: { show: { '@version': from13, operation: ['getAll'], resource: ['event'] } } },
  { displayName: 'Before', name: 'timeMax', type: 'dateTime', default: '={{ $now.plus({ week: 1 }) }}', description: 'Events starting before this time (empty: no upper bound)', displayOptions: { show: { '@version': from13, operation: ['getAll'], resource: ['event'] } } },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: on('getAll'),
    options: [
      { displayName: 'After', name: 'timeMin', type: 'dateTime', default: '', description: 'Events ending after this time', displayOptions: { hide: { '@version': from13 } } },
      { displayName: 'Before', name: 'timeMax', type: 'dateTime', default: '', description: 'Events starting before this time', displayOptions: { hide: { '@version': from13 } } },
      {
        displayName: 'Expand Events', name: 'singleEvents', type: 'boolean', default: false, displayOptions: { hide: { '@version': from13 } },
        description: 'Whether recurring events come as their single occurrences instead of one item per series',
      },
      { displayName: 'Fields', name: 'fields', type: 'string', default: '', placeholder: 'items(ID,status,summary)', description: 'Only these fields of the answer (Google\'s partial-response syntax)' },
      { displayName: 'iCalUID', name: 'iCalUID', type: 'string', default: '', description: 'Only the event with this iCalendar ID' },
      { displayName: 'Max Attendees', name: 'maxAttendees', type: 'number', default: 0, description: 'At most this many attendees per event (0: all)' },
      {
        displayName: 'Order By', name: 'orderBy', type: 'options', default: '', description: 'The order of the events',
        options: [
          { name: 'Start Time', value: 'startTime', description: 'By start (occurrences of recurring events only)' },
          { name: 'Updated', value: 'updated', description: 'By last change' },
        ],
      },
      { displayName: 'Query', name: 'query', type: 'string', default: '', description: 'Free text matched against the summary, description, location and attendees' },
      {
        displayName: 'Recurring Event Handling', name: 'recurringEventHandling', type: 'options', default: 'expand', displayOptions: { show: { '@version': from13 } },
        options: [
          { name: 'All Occurrences', value: 'expand', description: 'Every occurrence in the time range' },
          { name: 'First Occurrence', value: 'first', description: 'The series once, when its first occurrence is in the range' },
          { name: 'Next Occurrence', value: 'next', description: 'The series once, as its next occurrence from now' },
        ],
      },
      { displayName: 'Show Deleted', name: 'showDeleted', type: 'boolean', default: false, description: 'Whether cancelled events are included' },
      { displayName: 'Show Hidden Invitations', name: 'showHiddenInvitations', type: 'boolean', default: false, description: 'Whether hidden invitations are included' },
      timeZone,
      { displayName: 'Updated Min', name: 'updatedMin', type: 'dateTime', default: '', description: 'Only events changed since this time (deleted ones included)' },
    ],
  },
  eventId('update'),
  {
    displayName: 'Modify', name: 'modifyTarget', type: 'options', default: 'instance',
    displayOptions: { show: { '@tool': [false], '@version': from13, resource: ['event'], operation: ['update'], eventId: [{ _cnd: { includes: '_' } }] } },
    options: [
      { name: 'Occurrence', value: 'instance', description: 'Only this occurrence of the recurring event' },
      { name: 'Recurring Event', value: 'event', description: 'The whole series' },
    ],
  },
  useDefaultReminders('update'),
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('update'), options: eventFields('update') },
  remindersProperty('update'),
  {
    displayName: "Times without an offset are read in the workflow's time zone (Settings of the workflow, else the instance's)",
    name: 'useN8nTimeZone', type: 'notice', default: '',
  },
] as INodeProperties[];
