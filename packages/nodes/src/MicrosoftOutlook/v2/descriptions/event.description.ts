import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';
import { TIME_ZONES } from '../time-zones.js';

/** Events of a calendar: create, delete, get, list (one or all calendars), update. */
export const eventProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true, displayOptions: { show: { resource: ['event'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['event'], operation: ['create'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  { displayName: 'Subject', name: 'subject', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['event'], operation: ['create'] } } },
  { displayName: 'Start', name: 'startDateTime', type: 'dateTime', default: '={{ $now.toISO() }}', required: true, displayOptions: { show: { resource: ['event'], operation: ['create'] } } },
  { displayName: 'End', name: 'endDateTime', type: 'dateTime', default: '={{ $now.plus({ minutes: 30 }).toISO() }}', required: true, displayOptions: { show: { resource: ['event'], operation: ['create'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['event'], operation: ['create'] } },
    options: [
      { displayName: 'Categories', name: 'categories', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getCategoriesNames' } },
      { displayName: 'Body', name: 'body', type: 'string', default: '', typeOptions: { rows: 2 } },
      { displayName: 'Body Preview', name: 'bodyPreview', type: 'string', default: '' },
      { displayName: 'Hide Attendees', name: 'hideAttendees', type: 'boolean', default: false },
      {
        displayName: 'Importance', name: 'importance', type: 'options', default: 'normal',
        options: [{ name: 'Low', value: 'low' }, { name: 'Normal', value: 'normal' }, { name: 'High', value: 'high' }],
      },
      { displayName: 'Is All Day', name: 'isAllDay', type: 'boolean', default: false },
      { displayName: 'Is Cancelled', name: 'isCancelled', type: 'boolean', default: false },
      { displayName: 'Is Draft', name: 'isDraft', type: 'boolean', default: false },
      { displayName: 'Is Online Meeting', name: 'isOnlineMeeting', type: 'boolean', default: false },
      {
        displayName: 'Sensitivity', name: 'sensitivity', type: 'options', default: 'normal',
        options: [{ name: 'Normal', value: 'normal' }, { name: 'Personal', value: 'personal' }, { name: 'Private', value: 'private' }, { name: 'Confidential', value: 'confidential' }],
      },
      {
        displayName: 'Show As', name: 'showAs', type: 'options', default: 'free',
        options: [{ name: 'Busy', value: 'busy' }, { name: 'Free', value: 'free' }, { name: 'Away', value: 'oof' }, { name: 'Tentative', value: 'tentative' }, { name: 'Working Elsewhere', value: 'workingElsewhere' }],
      },
      {
        displayName: 'Time Zone', name: 'timeZone', type: 'options', default: 'UTC',
        options: TIME_ZONES.map((zone) => ({ name: zone, value: zone })),
      },
      {
        displayName: 'Type', name: 'type', type: 'options', default: 'singleInstance',
        options: [{ name: 'Single Instance', value: 'singleInstance' }, { name: 'Occurrence', value: 'occurrence' }, { name: 'Exception', value: 'exception' }, { name: 'Series Master', value: 'seriesMaster' }],
      },
    ],
  },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['event'], operation: ['delete'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  { displayName: 'Event', name: 'eventId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, typeOptions: { loadOptionsDependsOn: ['calendarId.value'] }, displayOptions: { show: { resource: ['event'], operation: ['delete'] } }, modes: locatorModes('event', ['list', 'url', 'id']) },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['event'], operation: ['get'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  { displayName: 'Event', name: 'eventId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, typeOptions: { loadOptionsDependsOn: ['calendarId.value'] }, displayOptions: { show: { resource: ['event'], operation: ['get'] } }, modes: locatorModes('event', ['list', 'url', 'id']) },
  {
    displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: ['event'], operation: ['get'] } },
    options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
  },
  {
    displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: ['event'], operation: ['get'] } },
    options: [{ name: 'Allow New Time Proposals', value: 'allowNewTimeProposals' }, { name: 'Attendees', value: 'attendees' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'End', value: 'end' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Hide Attendees', value: 'hideAttendees' }, { name: 'I Cal UId', value: 'iCalUId' }, { name: 'Importance', value: 'importance' }, { name: 'Is All Day', value: 'isAllDay' }, { name: 'Is Cancelled', value: 'isCancelled' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Online Meeting', value: 'isOnlineMeeting' }, { name: 'Is Organizer', value: 'isOrganizer' }, { name: 'Is Reminder On', value: 'isReminderOn' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Location', value: 'location' }, { name: 'Locations', value: 'locations' }, { name: 'Online Meeting', value: 'onlineMeeting' }, { name: 'Online Meeting Provider', value: 'onlineMeetingProvider' }, { name: 'Online Meeting Url', value: 'onlineMeetingUrl' }, { name: 'Organizer', value: 'organizer' }, { name: 'Original End Time Zone', value: 'originalEndTimeZone' }, { name: 'Original Start Time Zone', value: 'originalStartTimeZone' }, { name: 'Recurrence', value: 'recurrence' }, { name: 'Reminder Minutes Before Start', value: 'reminderMinutesBeforeStart' }, { name: 'Response Requested', value: 'responseRequested' }, { name: 'Response Status', value: 'responseStatus' }, { name: 'Sensitivity', value: 'sensitivity' }, { name: 'Series Master Id', value: 'seriesMasterId' }, { name: 'Show As', value: 'showAs' }, { name: 'Start', value: 'start' }, { name: 'Subject', value: 'subject' }, { name: 'Transaction Id', value: 'transactionId' }, { name: 'Type', value: 'type' }, { name: 'Web Link', value: 'webLink' }],
  },
  { displayName: 'From All Calendars', name: 'fromAllCalendars', type: 'boolean', default: true, displayOptions: { show: { resource: ['event'], operation: ['getAll'] } } },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { fromAllCalendars: [false], resource: ['event'], operation: ['getAll'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['event'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['event'], operation: ['getAll'] } } },
  {
    displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: ['event'], operation: ['getAll'] } },
    options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
  },
  {
    displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: ['event'], operation: ['getAll'] } },
    options: [{ name: 'Allow New Time Proposals', value: 'allowNewTimeProposals' }, { name: 'Attendees', value: 'attendees' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'End', value: 'end' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Hide Attendees', value: 'hideAttendees' }, { name: 'I Cal UId', value: 'iCalUId' }, { name: 'Importance', value: 'importance' }, { name: 'Is All Day', value: 'isAllDay' }, { name: 'Is Cancelled', value: 'isCancelled' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Online Meeting', value: 'isOnlineMeeting' }, { name: 'Is Organizer', value: 'isOrganizer' }, { name: 'Is Reminder On', value: 'isReminderOn' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Location', value: 'location' }, { name: 'Locations', value: 'locations' }, { name: 'Online Meeting', value: 'onlineMeeting' }, { name: 'Online Meeting Provider', value: 'onlineMeetingProvider' }, { name: 'Online Meeting Url', value: 'onlineMeetingUrl' }, { name: 'Organizer', value: 'organizer' }, { name: 'Original End Time Zone', value: 'originalEndTimeZone' }, { name: 'Original Start Time Zone', value: 'originalStartTimeZone' }, { name: 'Recurrence', value: 'recurrence' }, { name: 'Reminder Minutes Before Start', value: 'reminderMinutesBeforeStart' }, { name: 'Response Requested', value: 'responseRequested' }, { name: 'Response Status', value: 'responseStatus' }, { name: 'Sensitivity', value: 'sensitivity' }, { name: 'Series Master Id', value: 'seriesMasterId' }, { name: 'Show As', value: 'showAs' }, { name: 'Start', value: 'start' }, { name: 'Subject', value: 'subject' }, { name: 'Transaction Id', value: 'transactionId' }, { name: 'Type', value: 'type' }, { name: 'Web Link', value: 'webLink' }],
  },
  {
    displayName: 'Filters', name: 'filters', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['event'], operation: ['getAll'] } },
    options: [
      { displayName: 'Filter Query', name: 'custom', type: 'string', default: '' },
    ],
  },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['event'], operation: ['update'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  { displayName: 'Event', name: 'eventId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, typeOptions: { loadOptionsDependsOn: ['calendarId.value'] }, displayOptions: { show: { resource: ['event'], operation: ['update'] } }, modes: locatorModes('event', ['list', 'url', 'id']) },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['event'], operation: ['update'] } },
    options: [
      { displayName: 'Categories', name: 'categories', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getCategoriesNames' } },
      { displayName: 'Body', name: 'body', type: 'string', default: '', typeOptions: { rows: 2 } },
      { displayName: 'Body Preview', name: 'bodyPreview', type: 'string', default: '' },
      { displayName: 'End', name: 'end', type: 'dateTime', default: '' },
      { displayName: 'Hide Attendees', name: 'hideAttendees', type: 'boolean', default: false },
      {
        displayName: 'Importance', name: 'importance', type: 'options', default: 'low',
        options: [{ name: 'Low', value: 'low' }, { name: 'Normal', value: 'normal' }, { name: 'High', value: 'high' }],
      },
      { displayName: 'Is All Day', name: 'isAllDay', type: 'boolean', default: false },
      { displayName: 'Is Cancelled', name: 'isCancelled', type: 'boolean', default: false },
      { displayName: 'Is Draft', name: 'isDraft', type: 'boolean', default: false },
      { displayName: 'Is Online Meeting', name: 'isOnlineMeeting', type: 'boolean', default: true },
      {
        displayName: 'Sensitivity', name: 'sensitivity', type: 'options', default: 'normal',
        options: [{ name: 'Normal', value: 'normal' }, { name: 'Personal', value: 'personal' }, { name: 'Private', value: 'private' }, { name: 'Confidential', value: 'confidential' }],
      },
      {
        displayName: 'Show As', name: 'showAs', type: 'options', default: 'free',
        options: [{ name: 'Busy', value: 'busy' }, { name: 'Free', value: 'free' }, { name: 'Away', value: 'oof' }, { name: 'Tentative', value: 'tentative' }, { name: 'Working Elsewhere', value: 'workingElsewhere' }],
      },
      { displayName: 'Start', name: 'start', type: 'dateTime', default: '' },
      { displayName: 'Time Zone', name: 'timeZone', type: 'string', default: '' },
      { displayName: 'Subject', name: 'subject', type: 'string', default: '' },
      {
        displayName: 'Type', name: 'type', type: 'options', default: 'singleInstance',
        options: [{ name: 'Single Instance', value: 'singleInstance' }, { name: 'Occurrence', value: 'occurrence' }, { name: 'Exception', value: 'exception' }, { name: 'Series Master', value: 'seriesMaster' }],
      },
    ],
  }
,
];
