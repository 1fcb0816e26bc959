import { GraphError, badRequest, notFound } from './errors.js';
import { newId } from './mailbox.js';
import type { Mailbox, Row } from './mailbox.js';
import { listAnswer, selectFields } from './odata.js';
import type { ListSpec } from './odata.js';
import { noContent, ok } from './route-context.js';
import type { RouteAnswer, RouteContext } from './route-context.js';

/* /calendars, /calendarGroups and /events (also below a calendar) of a mailbox. */

const COLORS = ['auto', 'lightBlue', 'lightGreen', 'lightOrange', 'lightGray', 'lightYellow', 'lightTeal', 'lightPink', 'lightBrown', 'lightRed', 'maxColor'];
const CALENDARS: ListSpec = {
  type: 'microsoft.graph.calendar', defaultTop: 10, maxTop: 1000, skipToken: true,
  properties: ['id', 'name', 'color', 'hexColor', 'isDefaultCalendar', 'changeKey', 'canShare', 'canViewPrivateItems', 'canEdit', 'allowedOnlineMeetingProviders',
    'defaultOnlineMeetingProvider', 'isTallyingResponses', 'isRemovable', 'owner'],
};
const EVENT_DEFAULTS: Row = {
  categories: [], reminderMinutesBeforeStart: 15, isReminderOn: true, hasAttachments: false, subject: '', bodyPreview: '', importance: 'normal', sensitivity: 'normal',
  isAllDay: false, isCancelled: false, isOrganizer: true, responseRequested: true, seriesMasterId: null, showAs: 'busy', type: 'singleInstance', onlineMeetingUrl: null,
  isOnlineMeeting: false, onlineMeetingProvider: 'unknown', allowNewTimeProposals: true, isDraft: false, hideAttendees: false, recurrence: null, attendees: [],
  responseStatus: { response: 'organizer', time: '0001-01-01T00:00:00Z' }, body: { contentType: 'html', content: '' }, location: { displayName: '', locationType: 'default' },
  locations: [], onlineMeeting: null,
};
const EVENTS: ListSpec = {
  type: 'microsoft.graph.event', defaultTop: 10, maxTop: 1000,
  properties: ['id', 'createdDateTime', 'lastModifiedDateTime', 'changeKey', 'iCalUId', 'webLink', 'start', 'end', 'organizer', 'originalStartTimeZone', 'originalEndTimeZone', ...Object.keys(EVENT_DEFAULTS)],
};
const ENUMS: Record<string, string[]> = {
  importance: ['low', 'normal', 'high'], sensitivity: ['normal', 'personal', 'private', 'confidential'], showAs: ['free', 'tentative', 'busy', 'oof', 'workingElsewhere', 'unknown'],
  type: ['singleInstance', 'occurrence', 'exception', 'seriesMaster'],
};
const WRITABLE = ['subject', 'body', 'start', 'end', 'categories', 'importance', 'sensitivity', 'showAs', 'type', 'isAllDay', 'isCancelled', 'isDraft', 'isOnlineMeeting',
  'hideAttendees', 'attendees', 'location', 'locations', 'isReminderOn', 'reminderMinutesBeforeStart', 'allowNewTimeProposals', 'responseRequested', 'bodyPreview'];
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function timeOf(value: unknown, property: string): Row {
  const time = value as { dateTime?: unknown; timeZone?: unknown } | undefined;
  if (typeof time?.dateTime !== 'string' || Number.isNaN(Date.parse(time.dateTime))) {
    throw badRequest(`The value of ${property}.dateTime is not a valid date and time.`, 'ErrorInvalidRequest');
  }
  // Graph answers the wall time in the zone it was given, with seven fraction digits.
  const wall = time.dateTime.replace(/(Z|[+-]\d{2}:\d{2})$/, '').replace(/(\.\d+)?$/, '');
  return { dateTime: `${wall}.0000000`, timeZone: typeof time.timeZone === 'string' && time.timeZone !== '' ? time.timeZone : 'UTC' };
}

function eventFields(input: unknown): Row {
  const fields: Row = {};
  for (const [key, value] of Object.entries((input ?? {}) as Row)) {
    if (!WRITABLE.includes(key)) throw badRequest(`The property '${key}' does not exist on type 'microsoft.graph.event'.`, 'RequestBodyRead');
    if (ENUMS[key] && !ENUMS[key]?.includes(String(value))) throw badRequest(`Requested value '${String(value)}' was not found.`, 'RequestBodyRead');
    if (key === 'start' || key === 'end') fields[key] = timeOf(value, key);
    else if (key === 'body') fields.body = { contentType: String((value as Row).contentType ?? 'text').toLowerCase(), content: String((value as Row).content ?? '') };
    else fields[key] = value;
  }
  return fields;
}

function calendarOf(box: Mailbox, id: string | undefined): Row {
  const calendar = id === undefined ? undefined : box.calendars.get(id);
  if (!calendar) throw notFound();
  return calendar;
}

function eventRoutes(context: RouteContext, calendarId: string | undefined, rest: string[], base: string): RouteAnswer | undefined {
  const { box, method, query } = context;
  const [eventId] = rest;
  const defaultId = [...box.calendars.values()].find((calendar) => calendar.isDefaultCalendar)?.id as string;
  const inCalendar = calendarId ?? defaultId;
  if (eventId === undefined) {
    if (method === 'GET') {
      const events = [...box.events.values()].filter((event) => event.calendarId === inCalendar).map(({ calendarId: _calendar, ...event }) => event);
      return ok(listAnswer(events, query, EVENTS, base));
    }
    if (method === 'POST') {
      const fields = eventFields(context.body);
      if (!fields.start || !fields.end) throw badRequest('Your request can\'t be completed. An event needs a start and an end.', 'ErrorPropertyValidationFailure');
      const id = newId('AAMkADevt');
      const event: Row & { calendarId: string } = {
        '@odata.etag': `W/"${newId('DwAAABYAAA')}"`, id, createdDateTime: now(), lastModifiedDateTime: now(), changeKey: newId('DwAAABYAAA'), iCalUId: newId('040000008200'),
        originalStartTimeZone: (fields.start as Row).timeZone, originalEndTimeZone: (fields.end as Row).timeZone,
        webLink: `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(id)}&exvsurl=1&path=/calendar/item`, organizer: box.me(), ...EVENT_DEFAULTS, ...fields, calendarId: inCalendar as string,
      };
      if (typeof (fields.body as Row | undefined)?.content === 'string') event.bodyPreview = String((fields.body as Row).content).replace(/<[^>]+>/g, '').slice(0, 255);
      box.events.set(id, event);
      const { calendarId: _calendar, ...answer } = event;
      return ok(answer, 201);
    }
    return undefined;
  }
  const event = box.events.get(eventId);
  if (!event || (calendarId !== undefined && event.calendarId !== calendarId)) throw notFound();
  const view = () => { const { calendarId: _calendar, ...rest2 } = event; return rest2; };
  if (method === 'GET') return ok(selectFields(view(), query, EVENTS));
  if (method === 'PATCH') { Object.assign(event, eventFields(context.body), { lastModifiedDateTime: now() }); return ok(view()); }
  if (method === 'DELETE') { box.events.delete(eventId); return noContent(); }
  return undefined;
}

export function calendarRoutes(context: RouteContext): RouteAnswer | undefined {
  const { box, method, query, segments } = context;
  const [first, id, action, ...rest] = segments;
  if (first === 'events') { context.need('calendars'); return eventRoutes(context, undefined, segments.slice(1), `${context.root}/events`); }
  if (first === 'calendarGroups') {
    context.need('calendars');
    if (id === undefined && method === 'GET') return ok(listAnswer([...box.calendarGroups.values()], query, { type: 'microsoft.graph.calendarGroup', properties: ['id', 'name', 'classId', 'changeKey'], defaultTop: 10, maxTop: 1000, skipToken: true }, `${context.root}/calendarGroups`));
    if (id !== undefined && action === 'calendars' && method === 'POST') {
      if (!box.calendarGroups.has(id)) throw notFound();
      return createCalendar(context);
    }
    return undefined;
  }
  if (first !== 'calendars') return undefined;
  context.need('calendars');
  if (id === undefined) {
    if (method === 'GET') return ok(listAnswer([...box.calendars.values()], query, CALENDARS, `${context.root}/calendars`));
    if (method === 'POST') return createCalendar(context);
    return undefined;
  }
  const calendar = calendarOf(box, id);
  if (action === 'events') return eventRoutes(context, id, rest, `${context.root}/calendars/${id}/events`);
  if (action !== undefined) return undefined;
  if (method === 'GET') return ok(selectFields(calendar, query, CALENDARS));
  if (method === 'PATCH') {
    const body = (context.body ?? {}) as Row;
    for (const key of Object.keys(body)) if (!['name', 'color', 'isDefaultCalendar'].includes(key)) throw badRequest(`The property '${key}' does not exist on type 'microsoft.graph.calendar'.`, 'RequestBodyRead');
    if (body.color !== undefined && !COLORS.includes(String(body.color))) throw badRequest(`Requested value '${String(body.color)}' was not found.`, 'RequestBodyRead');
    if (body.isDefaultCalendar === true) for (const other of box.calendars.values()) { other.isDefaultCalendar = false; other.isRemovable = true; }
    Object.assign(calendar, body, body.isDefaultCalendar === true ? { isRemovable: false } : {});
    return ok(calendar);
  }
  if (method === 'DELETE') {
    if (calendar.isDefaultCalendar === true) throw new GraphError(400, 'ErrorCannotDeleteDefaultCalendar', 'The default calendar cannot be deleted.');
    box.calendars.delete(id);
    return noContent();
  }
  return undefined;
}

function createCalendar(context: RouteContext): RouteAnswer {
  const body = (context.body ?? {}) as Row;
  if (typeof body.name !== 'string' || body.name.trim() === '') throw badRequest('The calendar name must not be empty.', 'ErrorInvalidRequest');
  if (body.color !== undefined && !COLORS.includes(String(body.color))) throw badRequest(`Requested value '${String(body.color)}' was not found.`, 'RequestBodyRead');
  if ([...context.box.calendars.values()].some((calendar) => calendar.name === body.name)) throw new GraphError(409, 'ErrorFolderExists', 'A folder with the specified name already exists.');
  return ok(context.box.addCalendar(body.name, false, typeof body.color === 'string' ? body.color : 'auto'), 201);
}
