import { randomUUID } from 'node:crypto';
import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { attendeeList, eventFields, eventTime, reminders, rfc3339 } from './event-body.js';
import { calendarRequest, calendarRequestAll, segment } from './transport.js';

/* Calendar > Availability and Event > Create, Delete, Get, Get Many, Update, for one input item. */

type Operation = (this: IExecuteFunctions, index: number) => Promise<IDataObject | IDataObject[]>;

const locatorValue = (value: unknown): string => String(typeof value === 'object' && value !== null ? (value as IDataObject).value ?? '' : value ?? '').trim();
const version = (context: IExecuteFunctions) => context.getNode().typeVersion;

function calendarId(context: IExecuteFunctions, index: number): string {
  const id = locatorValue(context.getNodeParameter('calendar', index));
  if (id === '') throw new NodeOperationError(context.getNode(), 'Choose a calendar', { itemIndex: index });
  return id;
}

const eventsPath = (calendar: string, eventId?: string) => `/calendars/${segment(calendar)}/events${eventId === undefined ? '' : `/${segment(eventId)}`}`;

/** The next occurrence from now of a recurring event, or the event itself. */
async function nextInstance(context: IExecuteFunctions, calendar: string, event: IDataObject, qs: IDataObject): Promise<IDataObject | undefined> {
  if (!Array.isArray(event.recurrence)) return event;
  const answer = await calendarRequest(context, 'GET', `${eventsPath(calendar, String(event.id))}/instances`, undefined, {
    ...qs, timeMin: new Date().toISOString(), maxResults: 1,
  });
  return (answer.items as IDataObject[] | undefined)?.[0];
}

export const availability: Operation = async function (index) {
  const zone = this.getTimezone();
  const calendar = calendarId(this, index);
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const timeZone = locatorValue(options.timezone) || zone;
  const answer = await calendarRequest(this, 'POST', '/freeBusy', {
    timeMin: rfc3339(this.getNode(), this.getNodeParameter('timeMin', index), zone, 'Start Time'),
    timeMax: rfc3339(this.getNode(), this.getNodeParameter('timeMax', index), zone, 'End Time'),
    timeZone, items: [{ id: calendar }],
  });
  const format = String(options.outputFormat ?? 'availability');
  if (format === 'raw') return answer;
  const entry = ((answer.calendars ?? {}) as Record<string, IDataObject>)[calendar] ?? {};
  const errors = (entry.errors ?? []) as IDataObject[];
  if (errors.length > 0) {
    throw new NodeOperationError(this.getNode(), `Google could not check the calendar "${calendar}": ${errors.map((error) => String(error.reason)).join(', ')}`, { itemIndex: index });
  }
  const busy = (entry.busy ?? []) as IDataObject[];
  if (format === 'bookedSlots') return busy;
  return { available: busy.length === 0 };
};

export const create: Operation = async function (index) {
  const node = this.getNode();
  const zone = this.getTimezone();
  const calendar = calendarId(this, index);
  const fields = this.getNodeParameter('additionalFields', index, {}) as IDataObject;
  const allDay = fields.allday === 'yes';
  const { body, qs } = eventFields(node, fields, zone);
  body.start = eventTime(node, this.getNodeParameter('start', index), zone, 'Start', allDay);
  body.end = eventTime(node, this.getNodeParameter('end', index), zone, 'End', allDay);
  const attendees = attendeeList(fields.attendees);
  if (attendees.length > 0) body.attendees = attendees;
  const custom = reminders(this.getNodeParameter('useDefaultReminders', index, true) !== false, this.getNodeParameter('remindersUi', index, {}) as IDataObject);
  if (custom) body.reminders = custom;
  const conference = ((fields.conferenceDataUi as IDataObject | undefined)?.conferenceDataValues as IDataObject | undefined)?.conferenceSolution;
  if (conference) {
    body.conferenceData = { createRequest: { requestId: randomUUID(), conferenceSolutionKey: { type: String(conference) } } };
    qs.conferenceDataVersion = 1;
  }
  return calendarRequest(this, 'POST', eventsPath(calendar), body, qs);
};

export const remove: Operation = async function (index) {
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const eventId = String(this.getNodeParameter('eventId', index));
  await calendarRequest(this, 'DELETE', eventsPath(calendarId(this, index), eventId), undefined, options.sendUpdates ? { sendUpdates: options.sendUpdates } : {});
  return { success: true };
};

export const get: Operation = async function (index) {
  const calendar = calendarId(this, index);
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const qs: IDataObject = {};
  if (options.maxAttendees) qs.maxAttendees = options.maxAttendees;
  const timeZone = locatorValue(options.timeZone);
  if (timeZone) qs.timeZone = timeZone;
  const event = await calendarRequest(this, 'GET', eventsPath(calendar, String(this.getNodeParameter('eventId', index))), undefined, qs);
  if (version(this) >= 1.3 && options.returnNextInstance === true) return (await nextInstance(this, calendar, event, qs)) ?? event;
  return event;
};

export const getAll: Operation = async function (index) {
  const node = this.getNode();
  const zone = this.getTimezone();
  const calendar = calendarId(this, index);
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const v13 = version(this) >= 1.3;
  const qs: IDataObject = {};
  const timeMin = v13 ? this.getNodeParameter('timeMin', index, '') : options.timeMin;
  const timeMax = v13 ? this.getNodeParameter('timeMax', index, '') : options.timeMax;
  if (timeMin) qs.timeMin = rfc3339(node, timeMin, zone, 'After');
  if (timeMax) qs.timeMax = rfc3339(node, timeMax, zone, 'Before');
  const handling = v13 ? String(options.recurringEventHandling ?? 'expand') : undefined;
  if (v13) qs.singleEvents = handling === 'expand';
  else if (options.singleEvents !== undefined) qs.singleEvents = options.singleEvents === true;
  if (options.query) qs.q = options.query;
  for (const name of ['fields', 'iCalUID', 'maxAttendees', 'orderBy', 'showDeleted', 'showHiddenInvitations'] as const) {
    if (options[name] !== undefined && options[name] !== '' && options[name] !== 0) qs[name] = options[name];
  }
  if (options.updatedMin) qs.updatedMin = rfc3339(node, options.updatedMin, zone, 'Updated Min');
  const timeZone = locatorValue(options.timeZone);
  if (timeZone) qs.timeZone = timeZone;
  const returnAll = this.getNodeParameter('returnAll', index, false) === true;
  const limit = returnAll ? undefined : Number(this.getNodeParameter('limit', index, 50));
  const events = await calendarRequestAll(this, eventsPath(calendar), qs, limit);
  if (handling === 'first') {
    // A series counts once, and only when it begins inside the range.
    const from = qs.timeMin ? Date.parse(String(qs.timeMin)) : -Infinity;
    return events.filter((event) => !Array.isArray(event.recurrence) || Date.parse(String((event.start as IDataObject).dateTime ?? (event.start as IDataObject).date)) >= from);
  }
  if (handling === 'next') {
    const next: IDataObject[] = [];
    for (const event of events) {
      const instance = await nextInstance(this, calendar, event, timeZone ? { timeZone } : {});
      if (instance) next.push(instance);
    }
    return next;
  }
  return events;
};

export const update: Operation = async function (index) {
  const node = this.getNode();
  const zone = this.getTimezone();
  const calendar = calendarId(this, index);
  let eventId = String(this.getNodeParameter('eventId', index));
  if (version(this) >= 1.3 && eventId.includes('_') && this.getNodeParameter('modifyTarget', index, 'instance') === 'event') eventId = eventId.split('_')[0] ?? eventId;
  const fields = this.getNodeParameter('updateFields', index, {}) as IDataObject;
  const allDay = fields.allday === 'yes';
  const { body, qs } = eventFields(node, fields, zone);
  if (fields.start) body.start = eventTime(node, fields.start, zone, 'Start', allDay);
  if (fields.end) body.end = eventTime(node, fields.end, zone, 'End', allDay);
  if (version(this) >= 1.2) {
    const values = (fields.attendeesUi as IDataObject | undefined)?.values as IDataObject | undefined;
    const wanted = attendeeList(values?.attendees);
    if (values && wanted.length > 0) {
      if (values.mode === 'replace') body.attendees = wanted;
      else {
        const current = ((await calendarRequest(this, 'GET', eventsPath(calendar, eventId))).attendees ?? []) as IDataObject[];
        const known = new Set(current.map((attendee) => String(attendee.email).toLowerCase()));
        body.attendees = [...current, ...wanted.filter((attendee) => !known.has(String(attendee.email).toLowerCase()))];
      }
    }
  } else if (fields.attendees !== undefined) {
    body.attendees = attendeeList(fields.attendees);
  }
  const custom = reminders(this.getNodeParameter('useDefaultReminders', index, true) !== false, this.getNodeParameter('remindersUi', index, {}) as IDataObject);
  if (custom) body.reminders = custom;
  return calendarRequest(this, 'PATCH', eventsPath(calendar, eventId), body, qs);
};

export const operations: Record<string, Record<string, Operation>> = {
  calendar: { availability },
  event: { create, delete: remove, get, getAll, update },
};
