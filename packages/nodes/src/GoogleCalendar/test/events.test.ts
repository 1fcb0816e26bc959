import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { ME, calendarCalls, runCalendar, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());
beforeEach(() => { harness.google.calendar.calendars.clear(); });

const primary = { __rl: true, mode: 'list', value: ME };
const event = (parameters: IDataObject) => ({ resource: 'event', calendar: primary, ...parameters });
const stored = (id: string) => harness.google.calendar.calendars.get(ME)?.events.get(id);

describe('Google Calendar > Event > Create', () => {
  it('sends the times in the workflow zone with the fields asked for, and outputs the created event', async () => {
    const from = harness.google.calls.length;
    const { json, error } = await runCalendar(harness, {
      typeVersion: 1, parameters: event({
        operation: 'create', start: '2026-03-02T10:00:00', end: '2026-03-02T11:30:00', useDefaultReminders: false,
        remindersUi: { remindersValues: [{ method: 'email', minutes: 60 }] },
        additionalFields: {
          summary: 'Planning', description: 'Q2', location: 'Room 4', attendees: ['ann@example.org, bob@example.org'], color: '5', showMeAs: 'transparent',
          guestsCanModify: true, visibility: 'private', sendUpdates: 'all', repeatFrecuency: 'weekly', repeatHowManyTimes: 3,
        },
      }),
    });
    expect(error).toBeUndefined();
    const [call] = calendarCalls(harness, from);
    expect(call).toMatchObject({ method: 'POST', path: `/calendar/v3/calendars/${ME}/events` });
    expect(call?.query.get('sendUpdates')).toBe('all');
    expect(call?.body).toEqual({
      summary: 'Planning', description: 'Q2', location: 'Room 4', visibility: 'private', guestsCanModify: true, colorId: '5', transparency: 'transparent',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
      start: { dateTime: '2026-03-02T10:00:00+01:00', timeZone: 'Europe/Berlin' }, end: { dateTime: '2026-03-02T11:30:00+01:00', timeZone: 'Europe/Berlin' },
      attendees: [{ email: 'ann@example.org' }, { email: 'bob@example.org' }],
      reminders: { useDefault: false, overrides: [{ method: 'email', minutes: 60 }] },
    });
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ kind: 'calendar#event', status: 'confirmed', summary: 'Planning', attendees: [{ email: 'ann@example.org', responseStatus: 'needsAction' }, { email: 'bob@example.org', responseStatus: 'needsAction' }] });
    expect(stored(String(json[0]?.id))?.summary).toBe('Planning');
  });

  it('version 1.3 starts now and lasts an hour by default; all-day events get dates; a Meet link is requested with conferenceDataVersion=1', async () => {
    const before = Date.now();
    const { json } = await runCalendar(harness, {
      parameters: event({ operation: 'create', start: '={{ $now }}', end: "={{ $now.plus(1, 'hour') }}", additionalFields: { conferenceDataUi: { conferenceDataValues: { conferenceSolution: 'hangoutsMeet' } } } }),
    });
    const start = Date.parse(String((json[0]?.start as IDataObject).dateTime));
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    // $now is read once per expression, so the two may be a few milliseconds apart.
    expect(Date.parse(String((json[0]?.end as IDataObject).dateTime)) - start).toBeGreaterThanOrEqual(3_600_000);
    expect(Date.parse(String((json[0]?.end as IDataObject).dateTime)) - start).toBeLessThan(3_602_000);
    expect(json[0]?.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(calendarCalls(harness).at(-1)?.query.get('conferenceDataVersion')).toBe('1');

    const allDay = await runCalendar(harness, { parameters: event({ operation: 'create', start: '2026-05-01', end: '2026-05-02', additionalFields: { allday: 'yes', summary: 'Holiday' } }) });
    expect(allDay.json[0]).toMatchObject({ start: { date: '2026-05-01' }, end: { date: '2026-05-02' } });
  });

  it("Google's refusals reach the user: an end before the start, an invalid own ID", async () => {
    const reversed = await runCalendar(harness, { parameters: event({ operation: 'create', start: '2026-03-02T10:00:00', end: '2026-03-02T09:00:00' }) });
    expect(reversed.error?.message).toContain('The specified time range is empty.');
    const badId = await runCalendar(harness, { continueOnFail: true, parameters: event({ operation: 'create', start: '2026-03-02T10:00:00', end: '2026-03-02T11:00:00', additionalFields: { id: 'Not-Valid' } }) });
    expect(badId.json).toEqual([{ error: 'Invalid resource id value.' }]);
  });
});

describe('Google Calendar > Event > Get, Delete', () => {
  it('gets an event (attendees capped), the next occurrence of a series on 1.3, and deletes with success output', async () => {
    const one = harness.google.calendar.seed(ME, { summary: 'Sync', start: { dateTime: '2026-03-02T10:00:00Z' }, end: { dateTime: '2026-03-02T11:00:00Z' }, attendees: [{ email: 'a@x.org' }, { email: 'b@x.org' }] });
    const got = await runCalendar(harness, { parameters: event({ operation: 'get', eventId: one.id, options: { maxAttendees: 1, timeZone: { __rl: true, mode: 'id', value: 'UTC' } } }) });
    expect(got.json).toEqual([expect.objectContaining({ id: one.id, attendees: [{ email: 'a@x.org' }], attendeesOmitted: true })]);
    expect(calendarCalls(harness).at(-1)?.query.get('timeZone')).toBe('UTC');

    const daily = harness.google.calendar.seed(ME, { summary: 'Standup', start: { dateTime: '2026-01-05T09:00:00Z' }, end: { dateTime: '2026-01-05T09:15:00Z' }, recurrence: ['RRULE:FREQ=DAILY'] });
    const next = await runCalendar(harness, { parameters: event({ operation: 'get', eventId: daily.id, options: { returnNextInstance: true } }) });
    expect(next.json[0]).toMatchObject({ recurringEventId: daily.id, summary: 'Standup' });
    expect(Date.parse(String((next.json[0]?.start as IDataObject).dateTime))).toBeGreaterThan(Date.now() - 86_400_000);
    const series = await runCalendar(harness, { typeVersion: 1.2, parameters: event({ operation: 'get', eventId: daily.id, options: { returnNextInstance: true } }) });
    expect(series.json[0]).toMatchObject({ id: daily.id, recurrence: ['RRULE:FREQ=DAILY'] });

    const deleted = await runCalendar(harness, { parameters: event({ operation: 'delete', eventId: one.id, options: { sendUpdates: 'none' } }) });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(calendarCalls(harness).at(-1)).toMatchObject({ method: 'DELETE', path: `/calendar/v3/calendars/${ME}/events/${one.id}` });
    expect(stored(one.id)?.status).toBe('cancelled');
    const again = await runCalendar(harness, { parameters: event({ operation: 'delete', eventId: one.id }) });
    expect(again.error?.message).toBe('The resource has been deleted');
    const missing = await runCalendar(harness, { parameters: event({ operation: 'get', eventId: 'abcdefgh123' }) });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
  });
});

describe('Google Calendar > Event > Update', () => {
  const seedMeeting = () => harness.google.calendar.seed(ME, {
    summary: 'Review', start: { dateTime: '2026-03-02T10:00:00Z' }, end: { dateTime: '2026-03-02T11:00:00Z' }, attendees: [{ email: 'ann@example.org', responseStatus: 'accepted' }],
  });

  it('versions 1 and 1.1 replace the attendees; 1.2 adds to them or replaces as chosen', async () => {
    const v1 = seedMeeting();
    await runCalendar(harness, { typeVersion: 1.1, parameters: event({ operation: 'update', eventId: v1.id, updateFields: { attendees: ['cy@example.org'], summary: 'Review 2' } }) });
    expect(stored(v1.id)).toMatchObject({ summary: 'Review 2', attendees: [{ email: 'cy@example.org', responseStatus: 'needsAction' }], sequence: 1 });

    const added = seedMeeting();
    const from = harness.google.calls.length;
    const { json } = await runCalendar(harness, { typeVersion: 1.2, parameters: event({ operation: 'update', eventId: added.id, updateFields: { attendeesUi: { values: { mode: 'add', attendees: ['cy@example.org'] } } } }) });
    expect(calendarCalls(harness, from).map((call) => call.method)).toEqual(['GET', 'PATCH']);
    expect(json[0]?.attendees).toEqual([{ email: 'ann@example.org', responseStatus: 'accepted' }, { email: 'cy@example.org', responseStatus: 'needsAction' }]);

    const replaced = seedMeeting();
    await runCalendar(harness, { typeVersion: 1.2, parameters: event({ operation: 'update', eventId: replaced.id, updateFields: { attendeesUi: { values: { mode: 'replace', attendees: ['dee@example.org'] } } } }) });
    expect(stored(replaced.id)?.attendees).toEqual([{ email: 'dee@example.org', responseStatus: 'needsAction' }]);
  });

  it('moves an event in the workflow zone; on 1.3 an occurrence ID changes the occurrence or, chosen, the series', async () => {
    const meeting = seedMeeting();
    const moved = await runCalendar(harness, { parameters: event({ operation: 'update', eventId: meeting.id, useDefaultReminders: false, updateFields: { start: '2026-03-03T14:00:00', end: '2026-03-03T15:00:00' } }) });
    expect(moved.json[0]).toMatchObject({ start: { dateTime: '2026-03-03T14:00:00+01:00', timeZone: 'Europe/Berlin' }, reminders: { useDefault: false, overrides: [] } });

    const weekly = harness.google.calendar.seed(ME, { summary: 'Weekly', start: { dateTime: '2026-03-02T09:00:00Z' }, end: { dateTime: '2026-03-02T10:00:00Z' }, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] });
    const occurrence = `${weekly.id}_20260309T090000Z`;
    const one = await runCalendar(harness, { parameters: event({ operation: 'update', eventId: occurrence, modifyTarget: 'instance', updateFields: { summary: 'Moved once' } }) });
    expect(one.json[0]).toMatchObject({ id: occurrence, recurringEventId: weekly.id, summary: 'Moved once' });
    expect(stored(weekly.id)?.summary).toBe('Weekly');
    await runCalendar(harness, { parameters: event({ operation: 'update', eventId: occurrence, modifyTarget: 'event', updateFields: { location: 'Room 9' } }) });
    expect(calendarCalls(harness).at(-1)?.path).toBe(`/calendar/v3/calendars/${ME}/events/${weekly.id}`);
    expect(stored(weekly.id)?.location).toBe('Room 9');
  });
});
