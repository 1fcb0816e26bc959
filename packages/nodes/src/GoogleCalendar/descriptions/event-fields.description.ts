import type { INodeProperties } from '@weft/workflow';

/* The event fields Create (Additional Fields) and Update (Update Fields) share, and the reminders list. */

const sendUpdates: INodeProperties = {
  displayName: 'Send Updates', name: 'sendUpdates', type: 'options', default: '', description: 'Who gets an email about the change',
  options: [
    { name: 'All', value: 'all', description: 'All guests' },
    { name: 'External Only', value: 'externalOnly', description: 'Only guests who do not use Google Calendar' },
    { name: 'None', value: 'none', description: 'Nobody (for a migration, say)' },
  ],
};

export const sendUpdatesOption = sendUpdates;

const field = (property: Partial<INodeProperties> & { name: string }): INodeProperties => ({ type: 'string', default: '', ...property } as INodeProperties);

/** Fields in alphabetical order, as n8n lists them; `attendees` and `visibility` differ between Create and Update. */
export function eventFields(kind: 'create' | 'update'): INodeProperties[] {
  const attendees = field({
    displayName: 'Attendees', name: 'attendees', default: '', description: "The attendees' email addresses (several separated by commas)",
    typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Attendee' },
  });
  const visibilityOptions = [
    { name: 'Confidential', value: 'confidential', description: 'Private (kept for compatibility)' },
    { name: 'Default', value: 'default', description: "The calendar's default visibility" },
    { name: 'Private', value: 'private', description: 'Only attendees see the details' },
    { name: 'Public', value: 'public', description: 'Everyone who can see the calendar sees the details' },
  ];
  return [
    field({
      displayName: 'All Day', name: 'allday', type: 'options', default: 'no', description: 'Whether the event lasts whole days (start and end become dates)',
      options: [{ name: 'Yes', value: 'yes' }, { name: 'No', value: 'no' }],
    }),
    ...(kind === 'create' ? [attendees] : [
      {
        displayName: 'Attendees', name: 'attendeesUi', type: 'fixedCollection', placeholder: 'Add Attendees', default: { values: { mode: 'add', attendees: [] } },
        displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } },
        options: [{
          displayName: 'Values', name: 'values',
          values: [
            {
              displayName: 'Mode', name: 'mode', type: 'options', default: 'add',
              options: [{ name: 'Add Attendees Below [Keep Existing Ones]', value: 'add' }, { name: 'Replace Attendees with Those Below', value: 'replace' }],
            },
            { ...attendees, description: 'Email addresses (several separated by commas)' },
          ],
        }],
      } as INodeProperties,
      { ...attendees, displayOptions: { show: { '@version': [1, 1.1] } } },
    ]),
    field({ displayName: 'Color Name or ID', name: 'color', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getColors' }, description: 'The color of the event' }),
    ...(kind === 'create' ? [{
      displayName: 'Conference Data', name: 'conferenceDataUi', type: 'fixedCollection', placeholder: 'Add Conference', default: {}, typeOptions: { multipleValues: false },
      options: [{
        displayName: 'Conference Link', name: 'conferenceDataValues',
        values: [{
          displayName: 'Type Name or ID', name: 'conferenceSolution', type: 'options', default: '',
          typeOptions: { loadOptionsMethod: 'getConferenceSolutions', loadOptionsDependsOn: ['calendar'] }, description: 'The kind of video call to attach (the calendar allows these)',
        }],
      }],
    } as INodeProperties] : []),
    field({ displayName: 'Description', name: 'description' }),
    ...(kind === 'update' ? [field({ displayName: 'End', name: 'end', type: 'dateTime', description: 'When the event ends' })] : []),
    field({ displayName: 'Guests Can Invite Others', name: 'guestsCanInviteOthers', type: 'boolean', default: true, description: 'Whether attendees other than the organizer can invite others' }),
    field({ displayName: 'Guests Can Modify', name: 'guestsCanModify', type: 'boolean', default: false, description: 'Whether attendees other than the organizer can change the event' }),
    field({ displayName: 'Guests Can See Other Guests', name: 'guestsCanSeeOtherGuests', type: 'boolean', default: true, description: "Whether attendees other than the organizer can see the attendee list" }),
    field({ displayName: 'ID', name: 'id', description: 'Your own event ID: 5 to 1024 characters, lowercase letters a-v and digits' }),
    field({ displayName: 'Location', name: 'location', description: 'Where the event takes place, as free text' }),
    field({ displayName: 'Max Attendees', name: 'maxAttendees', type: 'number', default: 0, description: 'At most this many attendees in the answer (0: all)' }),
    field({
      displayName: 'Repeat Frequency', name: 'repeatFrecuency', type: 'options', default: '',
      options: [{ name: 'Daily', value: 'Daily' }, { name: 'Weekly', value: 'weekly' }, { name: 'Monthly', value: 'monthly' }, { name: 'Yearly', value: 'yearly' }],
    }),
    field({ displayName: 'Repeat How Many Times?', name: 'repeatHowManyTimes', type: 'number', default: 1, typeOptions: { minValue: 1 } }),
    field({ displayName: 'Repeat Until', name: 'repeatUntil', type: 'dateTime' }),
    field({ displayName: 'RRULE', name: 'rrule', description: 'A recurrence rule (RFC 5545), e.g. FREQ=WEEKLY;COUNT=4; it takes precedence over the Repeat fields' }),
    sendUpdates,
    field({
      displayName: 'Show Me As', name: 'showMeAs', type: 'options', default: 'opaque', description: 'Whether the event blocks time on the calendar',
      options: [{ name: 'Available', value: 'transparent', description: 'Does not block time' }, { name: 'Busy', value: 'opaque', description: 'Blocks time' }],
    }),
    ...(kind === 'update' ? [field({ displayName: 'Start', name: 'start', type: 'dateTime', description: 'When the event starts' })] : []),
    field({ displayName: 'Summary', name: 'summary', description: 'The title of the event' }),
    field({
      displayName: 'Visibility', name: 'visibility', type: 'options', default: 'default', description: 'Who can see the details of the event',
      options: kind === 'create' ? visibilityOptions : [visibilityOptions[0], visibilityOptions[1], visibilityOptions[3], visibilityOptions[2]] as typeof visibilityOptions,
    }),
  ];
}

export function remindersProperty(operation: 'create' | 'update'): INodeProperties {
  return {
    displayName: 'Reminders', name: 'remindersUi', type: 'fixedCollection', placeholder: 'Add Reminder', default: {}, typeOptions: { multipleValues: true },
    displayOptions: { show: { resource: ['event'], operation: [operation], useDefaultReminders: [false] } },
    options: [{
      displayName: 'Reminder', name: 'remindersValues',
      values: [
        { displayName: 'Method', name: 'method', type: 'options', default: '', options: [{ name: 'Email', value: 'email' }, { name: 'Popup', value: 'popup' }] },
        { displayName: 'Minutes Before', name: 'minutes', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 40320 } },
      ],
    }],
  };
}
