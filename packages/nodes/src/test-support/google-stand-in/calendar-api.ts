import { randomBytes } from 'node:crypto';
import type { CalendarEvent } from './calendar-events.js';
import { checkId, checkRecurrence, eventTime, expand, instant, millis, newEventId } from './calendar-events.js';
import type { GoogleService, ServiceAnswer, ServiceRequest } from './service.js';
import { fail, offsetOf, pageToken, requireScope } from './service.js';

/*
 * Google Calendar API v3 (developers.google.com/calendar/api/v3/reference): calendarList.list,
 * calendars.get, colors.get, freebusy.query and events insert/get/list/instances/patch/update/delete,
 * on calendars kept in memory. "primary" is the token's user's own calendar.
 */

export interface Calendar {
  id: string; summary: string; timeZone: string; owner: string; accessRole: string; primary: boolean;
  conferenceTypes: string[]; events: Map<string, CalendarEvent>; exceptions: Map<string, CalendarEvent>;
}

const READ = ['calendar', 'calendar.readonly', 'calendar.events', 'calendar.events.readonly'];
const WRITE = ['calendar', 'calendar.events'];
const FREEBUSY = ['calendar', 'calendar.readonly', 'calendar.freebusy', 'calendar.events.freebusy'];
const SEND_UPDATES = ['all', 'externalOnly', 'none'];
export const EVENT_COLORS: Record<string, { background: string; foreground: string }> = {
  1: { background: '#a4bdfc', foreground: '#1d1d1d' }, 2: { background: '#7ae7bf', foreground: '#1d1d1d' }, 3: { background: '#dbadff', foreground: '#1d1d1d' },
  4: { background: '#ff887c', foreground: '#1d1d1d' }, 5: { background: '#fbd75b', foreground: '#1d1d1d' }, 11: { background: '#dc2127', foreground: '#1d1d1d' },
};
const ok = (body: unknown): ServiceAnswer => ({ status: 200, body });
const now = () => new Date().toISOString();
const etag = () => `"${Date.now()}${Math.floor(Math.random() * 1000)}"`;

function page<T>(all: T[], query: URLSearchParams, fallback: number, most: number): { items: T[]; nextPageToken?: string } {
  const size = Math.min(Number(query.get('maxResults') ?? fallback) || fallback, most);
  const offset = offsetOf(query.get('pageToken'));
  return { items: all.slice(offset, offset + size), ...(offset + size < all.length ? { nextPageToken: pageToken(offset + size) } : {}) };
}

function eventResource(calendar: Calendar, event: CalendarEvent, query: URLSearchParams): Record<string, unknown> {
  const most = Number(query.get('maxAttendees') ?? 0);
  const attendees = event.attendees as unknown[] | undefined;
  if (most > 0 && attendees && attendees.length > most) return { ...event, attendees: attendees.slice(0, most), attendeesOmitted: true };
  void calendar;
  return { ...event };
}

export class CalendarApi implements GoogleService {
  readonly calendars = new Map<string, Calendar>();
  private limited = false;

  owns = (path: string) => path.startsWith('/calendar/v3/');
  strip = (path: string) => path.slice('/calendar/v3'.length);
  rateLimitNext(): void { this.limited = true; }

  addCalendar(owner: string, summary: string, options: { id?: string; timeZone?: string; accessRole?: string; conferenceTypes?: string[] } = {}): Calendar {
    const primary = options.id === owner;
    const calendar: Calendar = {
      id: options.id ?? `${randomBytes(12).toString('hex')}@group.calendar.google.com`, summary, timeZone: options.timeZone ?? 'Europe/Berlin', owner,
      accessRole: options.accessRole ?? 'owner', primary, conferenceTypes: options.conferenceTypes ?? ['hangoutsMeet'], events: new Map(), exceptions: new Map(),
    };
    this.calendars.set(calendar.id, calendar);
    return calendar;
  }

  /** An event put straight into a calendar (as if made in Google's UI), with Google's fields filled in. */
  seed(calendarId: string, fields: Record<string, unknown>, at = now()): CalendarEvent {
    const calendar = this.calendars.get(calendarId) ?? this.addCalendar(calendarId, calendarId, { id: calendarId });
    const id = String(fields.id ?? newEventId());
    const event = {
      kind: 'calendar#event', etag: etag(), id, status: 'confirmed', htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(id).toString('base64url')}`,
      created: at, updated: at, creator: { email: calendar.owner, self: true }, organizer: { email: calendar.id, self: true },
      iCalUID: `${id}@google.com`, sequence: 0, reminders: { useDefault: true }, eventType: 'default', ...fields,
    } as unknown as CalendarEvent;
    calendar.events.set(id, event);
    return event;
  }

  private calendar(id: string, subject: string, write = false): Calendar {
    const resolved = id === 'primary' ? subject : id;
    const calendar = this.calendars.get(resolved) ?? (resolved === subject ? this.addCalendar(subject, subject, { id: subject }) : undefined);
    if (!calendar) throw fail(404, 'Not Found');
    if (write && !['owner', 'writer'].includes(calendar.accessRole)) throw fail(403, 'You need to have writer access to this calendar.', 'requiredAccessLevel');
    return calendar;
  }

  private event(calendar: Calendar, id: string): CalendarEvent {
    const stored = calendar.events.get(id) ?? calendar.exceptions.get(id);
    if (stored) return stored;
    const master = calendar.events.get(id.split('_')[0] ?? '');
    const instance = master ? expand(master, calendar.exceptions).find((entry) => entry.id === id) : undefined;
    if (!instance) throw fail(404, 'Not Found');
    return instance;
  }

  handle(request: ServiceRequest): ServiceAnswer {
    const { method, path, query, subject } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (this.limited) {
      this.limited = false;
      throw fail(429, 'Rate Limit Exceeded', 'rateLimitExceeded');
    }
    if (query.has('sendUpdates') && !SEND_UPDATES.includes(query.get('sendUpdates') ?? '')) throw fail(400, 'Invalid value for: sendUpdates');
    if (path === '/users/me/calendarList' && method === 'GET') {
      requireScope(request, [...READ, 'calendar.calendarlist', 'calendar.calendarlist.readonly']);
      const mine = [...this.calendars.values()].filter((calendar) => calendar.owner === subject);
      if (!mine.some((calendar) => calendar.primary)) mine.unshift(this.calendar('primary', subject));
      const { items, nextPageToken } = page(mine, query, 100, 250);
      return ok({
        kind: 'calendar#calendarList', etag: etag(), ...(nextPageToken ? { nextPageToken } : { nextSyncToken: 'sync' }),
        items: items.map((calendar) => ({
          kind: 'calendar#calendarListEntry', etag: etag(), id: calendar.id, summary: calendar.summary, timeZone: calendar.timeZone, accessRole: calendar.accessRole,
          ...(calendar.primary ? { primary: true } : {}), conferenceProperties: { allowedConferenceSolutionTypes: calendar.conferenceTypes },
        })),
      });
    }
    if (path === '/colors' && method === 'GET') {
      requireScope(request, READ);
      return ok({ kind: 'calendar#colors', updated: '2012-02-14T00:00:00.000Z', calendar: {}, event: EVENT_COLORS });
    }
    if (path === '/freeBusy' && method === 'POST') {
      requireScope(request, FREEBUSY);
      return ok(this.freeBusy(body, subject));
    }
    const match = /^\/calendars\/([^/]+)(?:\/events(?:\/([^/]+)(\/instances)?)?)?$/.exec(path);
    if (!match) throw fail(404, 'Not Found');
    const [, calendarId = '', eventId, instances] = match.map((part) => (part === undefined ? undefined : decodeURIComponent(part)));
    const isEvents = path.includes('/events');
    requireScope(request, method === 'GET' ? READ : WRITE);
    const calendar = this.calendar(calendarId, subject, method !== 'GET');
    if (!isEvents && method === 'GET') {
      return ok({ kind: 'calendar#calendar', etag: etag(), id: calendar.id, summary: calendar.summary, timeZone: calendar.timeZone, conferenceProperties: { allowedConferenceSolutionTypes: calendar.conferenceTypes } });
    }
    if (isEvents && eventId === undefined && method === 'GET') return ok(this.list(calendar, query));
    if (isEvents && eventId === undefined && method === 'POST') return ok(eventResource(calendar, this.insert(calendar, body, query), query));
    if (eventId === undefined) throw fail(404, 'Not Found');
    if (instances && method === 'GET') return ok(this.list(calendar, query, eventId));
    if (method === 'GET') return ok(eventResource(calendar, this.event(calendar, eventId), query));
    if (method === 'PATCH' || method === 'PUT') return ok(eventResource(calendar, this.patch(calendar, eventId, body, method === 'PUT', query), query));
    if (method === 'DELETE') {
      const event = this.event(calendar, eventId);
      if (event.status === 'cancelled') throw fail(410, 'Resource has been deleted', 'deleted');
      this.store(calendar, { ...event, status: 'cancelled', updated: now() });
      return { status: 204 };
    }
    throw fail(404, 'Not Found');
  }

  private store(calendar: Calendar, event: CalendarEvent): void {
    if (event.recurringEventId) calendar.exceptions.set(event.id, event);
    else calendar.events.set(event.id, event);
  }

  private insert(calendar: Calendar, body: Record<string, unknown>, query: URLSearchParams): CalendarEvent {
    const start = eventTime(body.start, 'start');
    const end = eventTime(body.end, 'end');
    if (millis(end) < millis(start)) throw fail(400, 'The specified time range is empty.', 'timeRangeEmpty');
    if ((start.date === undefined) !== (end.date === undefined)) throw fail(400, 'Start and end times must either both be date or both be dateTime.');
    if (body.recurrence !== undefined) checkRecurrence(body.recurrence);
    const id = body.id === undefined ? newEventId() : String(body.id);
    checkId(id);
    if (calendar.events.has(id)) throw fail(409, 'The requested identifier already exists.', 'duplicate');
    const fields: Record<string, unknown> = { ...body, id, start, end };
    if (Array.isArray(body.attendees)) fields.attendees = this.attendees(body.attendees);
    this.conference(calendar, fields, query);
    return this.seed(calendar.id, fields);
  }

  private attendees(list: unknown[]): Array<Record<string, unknown>> {
    return list.map((entry) => {
      const email = (entry as { email?: unknown }).email;
      if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) throw fail(400, 'Invalid attendee email.');
      return { responseStatus: 'needsAction', ...(entry as Record<string, unknown>) };
    });
  }

  /** conferenceData is only read with conferenceDataVersion=1; a create request gets a Meet link. */
  private conference(calendar: Calendar, fields: Record<string, unknown>, query: URLSearchParams): void {
    const data = fields.conferenceData as { createRequest?: { requestId?: string; conferenceSolutionKey?: { type?: string } } } | undefined;
    if (query.get('conferenceDataVersion') !== '1' || !data) {
      delete fields.conferenceData;
      return;
    }
    const type = data.createRequest?.conferenceSolutionKey?.type;
    if (!data.createRequest?.requestId || !type) throw fail(400, 'Invalid conference request.');
    if (!calendar.conferenceTypes.includes(type)) throw fail(400, 'Invalid conference type value.');
    const code = 'abc-defg-hij';
    fields.hangoutLink = `https://meet.google.com/${code}`;
    fields.conferenceData = {
      createRequest: { ...data.createRequest, status: { statusCode: 'success' } },
      entryPoints: [{ entryPointType: 'video', uri: `https://meet.google.com/${code}`, label: `meet.google.com/${code}` }],
      conferenceSolution: { key: { type }, name: 'Google Meet' }, conferenceId: code,
    };
  }

  private patch(calendar: Calendar, eventId: string, body: Record<string, unknown>, replace: boolean, query: URLSearchParams): CalendarEvent {
    const event = this.event(calendar, eventId);
    const base = replace ? { kind: event.kind, etag: event.etag, id: event.id, created: event.created, htmlLink: event.htmlLink, iCalUID: event.iCalUID, status: 'confirmed' } : event;
    const start = body.start !== undefined || replace ? eventTime(body.start, 'start') : event.start;
    const end = body.end !== undefined || replace ? eventTime(body.end, 'end') : event.end;
    if (millis(end) < millis(start)) throw fail(400, 'The specified time range is empty.', 'timeRangeEmpty');
    if (body.recurrence !== undefined) checkRecurrence(body.recurrence);
    const fields: Record<string, unknown> = { ...base, ...body, id: event.id, start, end, updated: now(), etag: etag(), sequence: event.sequence + 1 };
    if (event.recurringEventId) Object.assign(fields, { recurringEventId: event.recurringEventId, originalStartTime: event.originalStartTime });
    if (Array.isArray(body.attendees)) fields.attendees = this.attendees(body.attendees);
    this.conference(calendar, fields, query);
    this.store(calendar, fields as CalendarEvent);
    return fields as CalendarEvent;
  }

  /** events.list, or events.instances of one recurring event. */
  private list(calendar: Calendar, query: URLSearchParams, recurring?: string) {
    const single = query.get('singleEvents') === 'true';
    const orderBy = query.get('orderBy');
    if (orderBy !== null && !['startTime', 'updated'].includes(orderBy)) throw fail(400, 'Invalid value for: orderBy');
    if (orderBy === 'startTime' && !single) throw fail(400, 'The requested ordering is not available for the particular query.');
    const timeMin = query.has('timeMin') ? instant(query.get('timeMin') ?? '', 'timeMin') : -Infinity;
    const timeMax = query.has('timeMax') ? instant(query.get('timeMax') ?? '', 'timeMax') : Infinity;
    if (timeMax <= timeMin) throw fail(400, 'The specified time range is empty.', 'timeRangeEmpty');
    const updatedMin = query.has('updatedMin') ? instant(query.get('updatedMin') ?? '', 'updatedMin') : -Infinity;
    const showDeleted = query.get('showDeleted') === 'true';
    const text = (query.get('q') ?? '').toLowerCase();
    const overlaps = (event: CalendarEvent) => millis(event.end) > timeMin && millis(event.start) < timeMax;
    let events: CalendarEvent[];
    if (recurring !== undefined) {
      const master = calendar.events.get(recurring);
      if (!master) throw fail(404, 'Not Found');
      events = expand(master, calendar.exceptions).filter(overlaps);
    } else {
      events = [...calendar.events.values()].flatMap((event) => {
        const instances = expand(event, calendar.exceptions).filter(overlaps);
        if (event.recurrence === undefined) return instances;
        if (single) return instances;
        return instances.length > 0 || event.status === 'cancelled' ? [event] : [];
      });
    }
    events = events.filter((event) => (showDeleted || event.status !== 'cancelled')
      && Date.parse(event.updated) >= updatedMin
      && (query.get('iCalUID') === null || event.iCalUID === query.get('iCalUID'))
      && (text === '' || ['summary', 'description', 'location'].some((field) => String(event[field] ?? '').toLowerCase().includes(text))));
    if (orderBy === 'startTime') events.sort((a, b) => millis(a.start) - millis(b.start));
    if (orderBy === 'updated') events.sort((a, b) => Date.parse(a.updated) - Date.parse(b.updated));
    const { items, nextPageToken } = page(events, query, 250, 2500);
    return {
      kind: 'calendar#events', etag: etag(), summary: calendar.summary, updated: now(), timeZone: query.get('timeZone') ?? calendar.timeZone,
      accessRole: calendar.accessRole, defaultReminders: [{ method: 'popup', minutes: 10 }],
      ...(nextPageToken ? { nextPageToken } : { nextSyncToken: `sync${Date.now()}` }), items: items.map((event) => eventResource(calendar, event, query)),
    };
  }

  private freeBusy(body: Record<string, unknown>, subject: string) {
    if (typeof body.timeMin !== 'string') throw fail(400, 'Missing timeMin parameter.', 'required');
    if (typeof body.timeMax !== 'string') throw fail(400, 'Missing timeMax parameter.', 'required');
    const from = instant(body.timeMin, 'timeMin');
    const to = instant(body.timeMax, 'timeMax');
    if (to < from) throw fail(400, 'The specified time range is empty.', 'timeRangeEmpty');
    const calendars: Record<string, unknown> = {};
    for (const { id } of (body.items ?? []) as Array<{ id: string }>) {
      let calendar: Calendar;
      try {
        calendar = this.calendar(id, subject);
      } catch {
        calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
        continue;
      }
      const busy = [...calendar.events.values()].flatMap((event) => expand(event, calendar.exceptions))
        .filter((event) => event.status !== 'cancelled' && event.transparency !== 'transparent' && millis(event.end) > from && millis(event.start) < to)
        .sort((a, b) => millis(a.start) - millis(b.start))
        .map((event) => ({ start: new Date(Math.max(from, millis(event.start))).toISOString().replace('.000Z', 'Z'), end: new Date(Math.min(to, millis(event.end))).toISOString().replace('.000Z', 'Z') }));
      calendars[id] = { busy };
    }
    return { kind: 'calendar#freeBusy', timeMin: new Date(from).toISOString(), timeMax: new Date(to).toISOString(), calendars };
  }
}
