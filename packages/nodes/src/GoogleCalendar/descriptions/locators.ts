import type { INodeProperties } from '@weft/workflow';

/** Calendar picker: the user's calendars (searchable) or an id (the calendar's email-like address). */
export function calendarLocator(show: Record<string, unknown[]>): INodeProperties {
  return {
    displayName: 'Calendar', name: 'calendar', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
    description: 'Google Calendar to operate on',
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a Calendar...', typeOptions: { searchListMethod: 'getCalendars', searchable: true } },
      {
        displayName: 'ID', name: 'id', type: 'string', placeholder: 'name@google.com',
        validation: [{ type: 'regex', properties: { regex: '(\\S+@\\S+)|primary', errorMessage: 'Not a valid Google Calendar ID' } }],
      },
    ],
    displayOptions: { show },
  } as INodeProperties;
}

/** A time zone by its IANA name, from the list or typed. */
export function timeZoneLocator(name: string, displayName: string, description: string): INodeProperties {
  return {
    displayName, name, type: 'resourceLocator', default: { mode: 'list', value: '' }, description,
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a Timezone...', typeOptions: { searchListMethod: 'getTimezones', searchable: true } },
      { displayName: 'ID', name: 'id', type: 'string', placeholder: 'Europe/London' },
    ],
  } as INodeProperties;
}
