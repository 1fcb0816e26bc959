import type { INodeProperties } from '@weft/workflow';

const show = { show: { operation: ['iCal'] } };

/** The "Convert to ICS" parameters: one calendar event per item. */
export const icalProperties: INodeProperties[] = [
  { displayName: 'Event Title', name: 'title', type: 'string', default: '', displayOptions: show },
  { displayName: 'Start', name: 'start', type: 'dateTime', default: '', required: true, description: 'When the event starts (in the workflow timezone unless the date says otherwise)', displayOptions: show },
  { displayName: 'End', name: 'end', type: 'dateTime', default: '', required: true, description: 'When the event ends; for an all-day event, the day after the last day', displayOptions: show },
  { displayName: 'All Day', name: 'allDay', type: 'boolean', default: false, description: 'Whether the event lasts whole days (only the dates count)', displayOptions: show },
  {
    displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    hint: 'The name of the output binary field to put the file in', displayOptions: show,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add field',
    default: {},
    displayOptions: show,
    options: [
      {
        displayName: 'Attendees',
        name: 'attendeesUi',
        type: 'fixedCollection',
        placeholder: 'Add attendee',
        default: {},
        typeOptions: { multipleValues: true },
        options: [{
          displayName: 'Attendee',
          name: 'attendeeValues',
          values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '', required: true },
            { displayName: 'Email', name: 'email', type: 'string', default: '', required: true, placeholder: 'name@email.com' },
            { displayName: 'RSVP', name: 'rsvp', type: 'boolean', default: false, description: 'Whether the attendee is asked to answer' },
          ],
        }],
      },
      {
        displayName: 'Busy Status', name: 'busyStatus', type: 'options', default: '',
        options: [{ name: 'Busy', value: 'BUSY' }, { name: 'Tentative', value: 'TENTATIVE' }],
        description: 'How the event shows in free/busy views',
      },
      { displayName: 'Calendar Name', name: 'calName', type: 'string', default: '', description: 'The name of the calendar the file describes' },
      { displayName: 'Description', name: 'description', type: 'string', default: '' },
      { displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. meeting.ics', description: 'The name of the output file' },
      {
        displayName: 'Geolocation',
        name: 'geolocationUi',
        type: 'fixedCollection',
        placeholder: 'Add geolocation',
        default: {},
        typeOptions: { multipleValues: false },
        options: [{
          displayName: 'Geolocation',
          name: 'geolocationValues',
          values: [
            { displayName: 'Latitude', name: 'lat', type: 'string', default: '' },
            { displayName: 'Longitude', name: 'lon', type: 'string', default: '' },
          ],
        }],
      },
      { displayName: 'Location', name: 'location', type: 'string', default: '', description: 'Where the event takes place' },
      {
        displayName: 'Recurrence Rule', name: 'recurrenceRule', type: 'string', default: '', placeholder: 'e.g. FREQ=WEEKLY;COUNT=4',
        description: 'How the event repeats, as an iCalendar RRULE',
      },
      {
        displayName: 'Organizer',
        name: 'organizerUi',
        type: 'fixedCollection',
        placeholder: 'Add organizer',
        default: {},
        typeOptions: { multipleValues: false },
        options: [{
          displayName: 'Organizer',
          name: 'organizerValues',
          values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '', required: true },
            { displayName: 'Email', name: 'email', type: 'string', default: '', required: true, placeholder: 'name@email.com' },
          ],
        }],
      },
      { displayName: 'Sequence', name: 'sequence', type: 'number', default: 0, description: 'The revision of the event; raise it when sending an update' },
      {
        displayName: 'Status', name: 'status', type: 'options', default: 'CONFIRMED',
        options: [{ name: 'Confirmed', value: 'CONFIRMED' }, { name: 'Cancelled', value: 'CANCELLED' }, { name: 'Tentative', value: 'TENTATIVE' }],
      },
      { displayName: 'UID', name: 'uid', type: 'string', default: '', description: 'The unique ID of the event; a random one when empty' },
      { displayName: 'URL', name: 'url', type: 'string', default: '', description: 'A web page about the event' },
      {
        displayName: 'Use Workflow Timezone', name: 'useWorkflowTimezone', type: 'boolean', default: false,
        description: 'Whether to write the times in the workflow timezone instead of UTC',
      },
    ],
  },
];
