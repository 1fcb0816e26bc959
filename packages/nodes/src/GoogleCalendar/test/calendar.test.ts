import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { ME, calendarCalls, editorContext, runCalendar, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());
beforeEach(() => { harness.google.calendar.calendars.clear(); });

const primary = { __rl: true, mode: 'id', value: 'primary' };
const seed = (summary: string, start: string, end: string, extra: IDataObject = {}) =>
  harness.google.calendar.seed(ME, { summary, start: { dateTime: start }, end: { dateTime: end }, ...extra });

describe('Google Calendar > Event > Get Many', () => {
  it('version 1.3 expands series inside After/Before (defaults now to a week), in the workflow zone', async () => {
    const inWeek = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    seed('Soon', `${inWeek}T09:00:00Z`, `${inWeek}T10:00:00Z`);
    seed('Later', '2099-01-01T09:00:00Z', '2099-01-01T10:00:00Z');
    seed('Daily', `${inWeek}T07:00:00Z`, `${inWeek}T07:30:00Z`, { recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] });
    const from = harness.google.calls.length;
    const { json } = await runCalendar(harness, {
      parameters: { resource: 'event', operation: 'getAll', calendar: primary, returnAll: true, timeMin: '={{ $now }}', timeMax: '={{ $now.plus({ week: 1 }) }}', options: { orderBy: 'startTime' } },
    });
    const [call] = calendarCalls(harness, from);
    expect(call?.query.get('singleEvents')).toBe('true');
    expect(call?.query.get('timeMin')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]0[12]:00$/);
    expect(json.map((event) => event.summary)).toEqual(['Daily', 'Soon', 'Daily', 'Daily']);
    expect(json[0]?.recurringEventId).toBeDefined();
  });

  it('1.3 "first" keeps a series only when it begins in the range; "next" gives its next occurrence', async () => {
    const series = seed('Old series', '2020-01-06T09:00:00Z', '2020-01-06T10:00:00Z', { recurrence: ['RRULE:FREQ=WEEKLY'] });
    const fresh = seed('New series', '2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z', { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'] });
    const parameters = { resource: 'event', operation: 'getAll', calendar: primary, returnAll: true, timeMin: '2029-12-31T00:00:00', timeMax: '2030-02-01T00:00:00' };
    const first = await runCalendar(harness, { parameters: { ...parameters, options: { recurringEventHandling: 'first' } } });
    expect(first.json.map((event) => event.id)).toEqual([fresh.id]);
    const next = await runCalendar(harness, { parameters: { ...parameters, options: { recurringEventHandling: 'next' } } });
    expect(next.json.map((event) => event.recurringEventId)).toEqual([series.id, fresh.id]);
    expect(Date.parse(String((next.json[0]?.start as IDataObject).dateTime))).toBeGreaterThan(Date.now());
  });

  it('versions before 1.3 take the range from Options, return series unexpanded unless asked, and page with the limit', async () => {
    for (let day = 1; day <= 7; day++) seed(`Day ${day}`, `2026-04-0${day}T09:00:00Z`, `2026-04-0${day}T10:00:00Z`);
    seed('Weekly', '2026-04-01T12:00:00Z', '2026-04-01T13:00:00Z', { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'] });
    const options = { timeMin: '2026-04-01T00:00:00', timeMax: '2026-04-08T00:00:00', query: 'week' };
    const series = await runCalendar(harness, { typeVersion: 1, parameters: { resource: 'event', operation: 'getAll', calendar: primary, returnAll: true, options } });
    expect(series.json.map((event) => event.summary)).toEqual(['Weekly']);
    expect(series.json[0]?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=5']);
    expect(calendarCalls(harness).at(-1)?.query.get('timeMin')).toBe('2026-04-01T00:00:00+02:00');

    const from = harness.google.calls.length;
    const limited = await runCalendar(harness, {
      typeVersion: 1.1, parameters: { resource: 'event', operation: 'getAll', calendar: primary, limit: 5, options: { singleEvents: true, orderBy: 'startTime' } },
    });
    expect(limited.json.map((event) => event.summary)).toEqual(['Day 1', 'Weekly', 'Day 2', 'Day 3', 'Day 4']);
    expect(calendarCalls(harness, from).map((call) => call.query.get('maxResults'))).toEqual(['5']);

    const all = await runCalendar(harness, { typeVersion: 1.2, parameters: { resource: 'event', operation: 'getAll', calendar: primary, returnAll: true, options: { singleEvents: true } } });
    expect(all.json).toHaveLength(12);
  });

  it('pages through Google\'s nextPageToken for Return All', { timeout: 30_000 }, async () => {
    for (let n = 0; n < 2600; n++) harness.google.calendar.seed(ME, { summary: `E${n}`, start: { date: '2026-06-01' }, end: { date: '2026-06-02' } });
    const from = harness.google.calls.length;
    const { json } = await runCalendar(harness, { typeVersion: 1, parameters: { resource: 'event', operation: 'getAll', calendar: primary, returnAll: true } });
    expect(json).toHaveLength(2600);
    expect(calendarCalls(harness, from).map((call) => Boolean(call.query.get('pageToken')))).toEqual([false, true]);
  });

  it('ordering by start time without expanding is refused with Google\'s message', async () => {
    const { error } = await runCalendar(harness, { typeVersion: 1, parameters: { resource: 'event', operation: 'getAll', calendar: primary, returnAll: true, options: { orderBy: 'startTime' } } });
    expect(`${error?.message} ${error?.description}`).toContain('The requested ordering is not available for the particular query.');
  });
});

describe('Google Calendar > Calendar > Availability', () => {
  it('answers whether the calendar is free, its booked slots, or the raw freeBusy answer', async () => {
    seed('Busy', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');
    seed('Free time', '2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z', { transparency: 'transparent' });
    const base = { resource: 'calendar', operation: 'availability', calendar: { __rl: true, mode: 'list', value: ME } };
    const from = harness.google.calls.length;
    const busy = await runCalendar(harness, { typeVersion: 1, parameters: { ...base, timeMin: '2026-03-02T09:30:00', timeMax: '2026-03-02T12:00:00' } });
    expect(busy.json).toEqual([{ available: false }]);
    expect(calendarCalls(harness, from)[0]).toMatchObject({
      method: 'POST', path: '/calendar/v3/freeBusy', body: { timeMin: '2026-03-02T09:30:00+01:00', timeMax: '2026-03-02T12:00:00+01:00', timeZone: 'Europe/Berlin', items: [{ id: ME }] },
    });
    const free = await runCalendar(harness, { parameters: { ...base, timeMin: '2026-03-02T11:00:00', timeMax: '2026-03-02T12:00:00' } });
    expect(free.json).toEqual([{ available: true }]);
    const slots = await runCalendar(harness, { parameters: { ...base, timeMin: '2026-03-02T00:00:00', timeMax: '2026-03-03T00:00:00', options: { outputFormat: 'bookedSlots' } } });
    expect(slots.json).toEqual([{ start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z' }]);
    const raw = await runCalendar(harness, { parameters: { ...base, timeMin: '2026-03-02T00:00:00', timeMax: '2026-03-03T00:00:00', options: { outputFormat: 'raw', timezone: { __rl: true, mode: 'id', value: 'UTC' } } } });
    expect(raw.json[0]).toMatchObject({ kind: 'calendar#freeBusy', calendars: { [ME]: { busy: [{ start: '2026-03-02T09:00:00Z' }] } } });
    expect(calendarCalls(harness).at(-1)?.body).toMatchObject({ timeZone: 'UTC' });
  });

  it('a calendar Google does not know is reported per item', async () => {
    const { json } = await runCalendar(harness, {
      continueOnFail: true, parameters: { resource: 'calendar', operation: 'availability', calendar: { __rl: true, mode: 'id', value: 'nobody@example.org' }, timeMin: '2026-03-02T00:00:00', timeMax: '2026-03-03T00:00:00' },
    });
    expect(json).toEqual([{ error: 'Google could not check the calendar "nobody@example.org": notFound' }]);
  });
});

describe('Google Calendar editor lists and errors', () => {
  it('searches the calendars, lists time zones, event colours and the calendar\'s conference types', async () => {
    harness.google.calendar.addCalendar(ME, 'Team', { id: 'team@group.calendar.google.com', conferenceTypes: ['hangoutsMeet', 'addOn'] });
    harness.google.calendar.addCalendar('other@example.com', 'Not mine');
    const { context, methods } = editorContext(harness, 'n8n-nodes-base.googleCalendar', { calendar: { __rl: true, mode: 'list', value: 'team@group.calendar.google.com' } });
    const all = await methods.listSearch?.getCalendars?.call(context);
    expect(all?.results).toEqual([{ name: 'Team', value: 'team@group.calendar.google.com' }, { name: ME, value: ME }]);
    expect((await methods.listSearch?.getCalendars?.call(context, 'tea'))?.results.map((entry) => entry.value)).toEqual(['team@group.calendar.google.com']);
    expect((await methods.listSearch?.getTimezones?.call(context, 'berl'))?.results).toEqual([{ name: 'Europe/Berlin', value: 'Europe/Berlin' }]);
    expect(await methods.loadOptions?.getColors?.call(context)).toContainEqual({ name: 'Color 5 (#fbd75b)', value: '5' });
    expect(await methods.loadOptions?.getConferenceSolutions?.call(context)).toEqual([{ name: 'Google Meet', value: 'hangoutsMeet' }, { name: 'Add-on', value: 'addOn' }]);
  });

  it('a revoked token, missing scopes and the rate limit each give an actionable message', async () => {
    const saved = harness.oauthData.oauthTokenData;
    const parameters = { resource: 'event', operation: 'get', calendar: primary, eventId: 'abcdefgh123' };
    try {
      harness.oauthData.oauthTokenData = { access_token: harness.google.oauth.issue(['https://www.googleapis.com/auth/spreadsheets']) };
      const scopes = await runCalendar(harness, { parameters });
      expect(scopes.error?.message).toBe('Access denied - check that the credential has the needed scopes and access to the resource');
      expect(scopes.error?.description).toBe('Request had insufficient authentication scopes.');
      harness.oauthData.oauthTokenData = { access_token: 'ya29.revoked' };
      const revoked = await runCalendar(harness, { parameters });
      expect(revoked.error?.message).toBe('Authorization failed - please check your credentials');
    } finally {
      harness.oauthData.oauthTokenData = saved;
    }
    harness.google.calendar.rateLimitNext();
    const limited = await runCalendar(harness, { parameters, continueOnFail: true, input: [{ json: {} }, { json: {} }] });
    expect(limited.json).toEqual([
      { error: 'Google is receiving too many requests - wait a little, then try again' }, { error: 'The resource you are requesting could not be found' },
    ]);
  });
});
