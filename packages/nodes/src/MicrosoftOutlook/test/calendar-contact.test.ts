import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rl, runOutlook, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

describe('Outlook 2 > Calendar', () => {
  it('creates (in a calendar group, with a colour), gets, lists with a filter, updates, deletes; the default calendar cannot go', async () => {
    const group = [...harness.box().calendarGroups.values()][0]?.id as string;
    const created = await runOutlook(harness, { parameters: { resource: 'calendar', operation: 'create', name: 'Team', additionalFields: { calendarGroup: group, color: 'lightGreen' } } });
    expect(created.calls[0]).toMatchObject({ method: 'POST', path: `/me/calendarGroups/${encodeURIComponent(group)}/calendars`, body: { name: 'Team', color: 'lightGreen' } });
    expect(created.json[0]).toMatchObject({ name: 'Team', color: 'lightGreen', isDefaultCalendar: false, owner: { address: 'adele@contoso.com' } });
    const id = String(created.json[0]?.id);
    expect((await runOutlook(harness, { parameters: { resource: 'calendar', operation: 'get', calendarId: rl(id) } })).json[0]).toMatchObject({ id, name: 'Team' });
    const listed = await runOutlook(harness, { parameters: { resource: 'calendar', operation: 'getAll', returnAll: true, filters: { custom: "name eq 'Team'" } } });
    expect(listed.calls[0]?.query.get('$filter')).toBe("name eq 'Team'");
    expect(listed.json.map((calendar) => calendar.name)).toEqual(['Team']);
    const updated = await runOutlook(harness, { parameters: { resource: 'calendar', operation: 'update', calendarId: rl(id), updateFields: { name: 'Team B', color: 'lightRed' } } });
    expect(updated.json[0]).toMatchObject({ name: 'Team B', color: 'lightRed' });
    expect((await runOutlook(harness, { parameters: { resource: 'calendar', operation: 'delete', calendarId: rl(id, 'id') } })).json).toEqual([{ success: true }]);
    const defaultId = String([...harness.box().calendars.values()].find((calendar) => calendar.isDefaultCalendar)?.id);
    const refused = await runOutlook(harness, { parameters: { resource: 'calendar', operation: 'delete', calendarId: rl(defaultId) } });
    expect(refused.error?.description).toBe('ErrorCannotDeleteDefaultCalendar: The default calendar cannot be deleted.');
  });
});

describe('Outlook 2 > Event', () => {
  it('creates an event in the chosen zone, gets it simplified, lists one or all calendars, updates, deletes', async () => {
    const calendar = String([...harness.box().calendars.values()].find((entry) => entry.isDefaultCalendar)?.id);
    const created = await runOutlook(harness, {
      parameters: {
        resource: 'event', operation: 'create', calendarId: rl(calendar), subject: 'Planning', startDateTime: '2026-05-04T08:00:00.000Z', endDateTime: '2026-05-04T09:00:00.000Z',
        additionalFields: { timeZone: 'Europe/Berlin', body: '<p>Agenda</p>', importance: 'high', showAs: 'busy', categories: ['Blue category'], isOnlineMeeting: true },
      },
    });
    expect(created.error).toBeUndefined();
    expect(created.calls[0]?.body).toEqual({
      subject: 'Planning', importance: 'high', showAs: 'busy', categories: ['Blue category'], isOnlineMeeting: true, body: { contentType: 'html', content: '<p>Agenda</p>' },
      start: { dateTime: '2026-05-04T10:00:00', timeZone: 'Europe/Berlin' }, end: { dateTime: '2026-05-04T11:00:00', timeZone: 'Europe/Berlin' },
    });
    const event = created.json[0] ?? {};
    expect(event).toMatchObject({ subject: 'Planning', start: { dateTime: '2026-05-04T10:00:00.0000000', timeZone: 'Europe/Berlin' }, bodyPreview: 'Agenda', organizer: { emailAddress: { address: 'adele@contoso.com' } } });
    const eventId = String(event.id);

    const got = await runOutlook(harness, { parameters: { resource: 'event', operation: 'get', calendarId: rl(calendar), eventId: rl(`https://outlook.office365.com/calendar/item/${encodeURIComponent(eventId)}`, 'url') } });
    expect(got.json).toEqual([{ id: eventId, subject: 'Planning', bodyPreview: 'Agenda', start: event.start, end: event.end, organizer: event.organizer, attendees: [], webLink: event.webLink }]);

    const other = String([...harness.box().calendars.values()].find((entry) => !entry.isDefaultCalendar)?.id ?? harness.box().addCalendar('Holidays').id);
    await runOutlook(harness, { parameters: { resource: 'event', operation: 'create', calendarId: rl(other), subject: 'Day off', startDateTime: '2026-06-01T00:00:00Z', endDateTime: '2026-06-02T00:00:00Z', additionalFields: { isAllDay: true } } });
    const all = await runOutlook(harness, { parameters: { resource: 'event', operation: 'getAll', returnAll: true, output: 'fields', fields: ['subject'] } });
    expect(all.json.map((entry) => entry.subject).sort()).toEqual(['Day off', 'Planning']);
    const one = await runOutlook(harness, { parameters: { resource: 'event', operation: 'getAll', fromAllCalendars: false, calendarId: rl(other), limit: 5, filters: { custom: "subject eq 'Day off'" } } });
    expect(one.json.map((entry) => entry.subject)).toEqual(['Day off']);
    expect(one.calls[0]?.query.get('$filter')).toBe("subject eq 'Day off'");

    const updated = await runOutlook(harness, {
      parameters: { resource: 'event', operation: 'update', calendarId: rl(calendar), eventId: rl(eventId), additionalFields: { subject: 'Planning (moved)', start: '2026-05-05T08:00:00Z', end: '2026-05-05T09:00:00Z' } },
    });
    expect(updated.json[0]).toMatchObject({ subject: 'Planning (moved)', start: { dateTime: '2026-05-05T08:00:00.0000000', timeZone: 'UTC' } });
    const deleted = await runOutlook(harness, { parameters: { resource: 'event', operation: 'delete', calendarId: rl(calendar), eventId: rl(eventId) } });
    expect(deleted.json).toEqual([{ success: true }]);
    const gone = await runOutlook(harness, { parameters: { resource: 'event', operation: 'get', calendarId: rl(calendar), eventId: rl(eventId) } });
    expect(gone.error?.message).toBe('The resource you are requesting could not be found');
  });

  it('starts a new event now and ends it half an hour later when no times are given', async () => {
    const calendar = String([...harness.box().calendars.values()].find((entry) => entry.isDefaultCalendar)?.id);
    // Graph keeps whole seconds.
    const before = Math.floor(Date.now() / 1000) * 1000;
    const { json, error } = await runOutlook(harness, { parameters: { resource: 'event', operation: 'create', calendarId: rl(calendar), subject: 'Now' } });
    const after = Date.now();
    expect(error).toBeUndefined();
    const start = Date.parse(`${String((json[0]?.start as { dateTime: string }).dateTime)}Z`);
    const end = Date.parse(`${String((json[0]?.end as { dateTime: string }).dateTime)}Z`);
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(after);
    // Each field reads the clock itself, and Graph keeps whole seconds: the two may straddle a second.
    expect(end - start).toBeGreaterThanOrEqual(30 * 60_000);
    expect(end - start).toBeLessThanOrEqual(30 * 60_000 + 2000);
  });
});

describe('Outlook 2 > Contact', () => {
  it('creates with phones, addresses and email addresses, gets (simple, fields), lists by address, updates, deletes', async () => {
    const created = await runOutlook(harness, {
      parameters: {
        resource: 'contact', operation: 'create', givenName: 'Pradeep', surname: 'Gupta',
        additionalFields: {
          businessPhones: '+1 732 555 0102, +1 732 555 0103', companyName: 'Contoso', emailAddresses: { values: [{ name: 'Pradeep', address: 'pradeep@contoso.com' }] },
          businessAddress: { values: { street: '1 Main St', city: 'Redmond', postalCode: '98052', countryOrRegion: 'USA', state: '' } }, birthday: '1990-04-02T00:00:00Z',
        },
      },
    });
    expect(created.calls[0]?.body).toEqual({
      givenName: 'Pradeep', surname: 'Gupta', businessPhones: ['+1 732 555 0102', '+1 732 555 0103'], companyName: 'Contoso',
      emailAddresses: [{ name: 'Pradeep', address: 'pradeep@contoso.com' }], businessAddress: { street: '1 Main St', city: 'Redmond', postalCode: '98052', countryOrRegion: 'USA' },
      birthday: '1990-04-02T00:00:00.000Z',
    });
    const contact = created.json[0] ?? {};
    expect(contact).toMatchObject({ displayName: 'Pradeep Gupta', companyName: 'Contoso' });
    const id = String(contact.id);
    await runOutlook(harness, { parameters: { resource: 'contact', operation: 'create', givenName: 'Ana', additionalFields: { emailAddresses: { values: [{ address: 'ana@fabrikam.com' }] } } } });

    const simple = await runOutlook(harness, { parameters: { resource: 'contact', operation: 'get', contactId: rl(id) } });
    expect(simple.json).toEqual([{
      id, displayName: 'Pradeep Gupta', givenName: 'Pradeep', surname: 'Gupta', emailAddresses: [{ name: 'Pradeep', address: 'pradeep@contoso.com' }],
      businessPhones: ['+1 732 555 0102', '+1 732 555 0103'], mobilePhone: null,
    }]);
    const fields = await runOutlook(harness, { parameters: { resource: 'contact', operation: 'get', contactId: rl(id), output: 'fields', fields: ['companyName'] } });
    expect(fields.json).toEqual([{ id, companyName: 'Contoso' }]);
    const byAddress = await runOutlook(harness, { parameters: { resource: 'contact', operation: 'getAll', returnAll: true, filters: { emailAddress: 'ANA@fabrikam.com' } } });
    expect(byAddress.calls[0]?.query.get('$filter')).toBe("emailAddresses/any(a:a/address eq 'ANA@fabrikam.com')");
    expect(byAddress.json.map((entry) => entry.displayName)).toEqual(['Ana']);
    const limited = await runOutlook(harness, { parameters: { resource: 'contact', operation: 'getAll', limit: 1, output: 'raw' } });
    expect(limited.json).toHaveLength(1);
    expect(limited.json[0]).toHaveProperty('@odata.etag');

    const updated = await runOutlook(harness, { parameters: { resource: 'contact', operation: 'update', contactId: rl(id), additionalFields: { jobTitle: 'Engineer', mobilePhone: '+1 555 0100' } } });
    expect(updated.json[0]).toMatchObject({ jobTitle: 'Engineer', mobilePhone: '+1 555 0100', displayName: 'Pradeep Gupta' });
    expect((await runOutlook(harness, { parameters: { resource: 'contact', operation: 'delete', contactId: rl(id) } })).json).toEqual([{ success: true }]);
    expect(harness.box().contacts.has(id)).toBe(false);
  });
});
