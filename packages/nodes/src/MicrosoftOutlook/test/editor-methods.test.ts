import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { editorContext, incoming, rl, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

type Methods = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
const methods = (version: number) => builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.microsoftOutlook', version)?.methods as Methods;

describe('Outlook editor lists', () => {
  it('searches folders by name across the tree, named by their path', async () => {
    const projects = harness.box().addFolder('Projects', String(harness.box().folderId('inbox')));
    harness.box().addFolder('Weft', String(projects.id));
    const all = await methods(2).listSearch?.searchFolders?.call(editorContext(harness, 2, {})) as { results: Array<{ name: string }> };
    expect(all.results.map((folder) => folder.name)).toEqual(['Inbox', 'Inbox/Projects', 'Inbox/Projects/Weft', 'Drafts', 'Sent Items', 'Deleted Items', 'Archive', 'Junk Email', 'Outbox']);
    expect(await methods(2).listSearch?.searchFolders?.call(editorContext(harness, 2, {}), 'weft')).toEqual({ results: [{ name: 'Inbox/Projects/Weft', value: expect.any(String) }] });
  });

  it('searches messages by subject page by page (the nextLink as the token), and the chosen message\'s attachments', async () => {
    for (let n = 0; n < 105; n++) incoming(harness, { subject: `Report ${n}`, receivedDateTime: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() });
    const other = incoming(harness, { subject: 'Invoice', hasAttachments: true });
    harness.box().attachments.get(String(other.id))?.push({ id: 'att-9', name: 'invoice.pdf', contentType: 'application/pdf', bytes: Buffer.from('x'), isInline: false, lastModifiedDateTime: '2026-01-01T00:00:00Z' });
    const first = await methods(2).listSearch?.searchMessages?.call(editorContext(harness, 2, {}), 'report') as { results: Array<{ name: string; url: string }>; paginationToken: string };
    expect(first.results).toHaveLength(100);
    expect(first.results[0]).toEqual({ name: 'Report 104', value: expect.any(String), url: expect.stringContaining('https://outlook.office365.com/owa/') });
    expect(first.paginationToken).toMatch(/^https:\/\/graph\.microsoft\.com\/v1\.0\/me\/messages\?/);
    const second = await methods(2).listSearch?.searchMessages?.call(editorContext(harness, 2, {}), 'report', first.paginationToken) as { results: unknown[]; paginationToken?: string };
    expect(second.results).toHaveLength(5);
    expect(second.paginationToken).toBeUndefined();
    const attachments = await methods(2).listSearch?.searchAttachments?.call(editorContext(harness, 2, { messageId: rl(String(other.id)) }));
    expect(attachments).toEqual({ results: [{ name: 'invoice.pdf', value: 'att-9' }] });
  });

  it('lists calendars, a calendar\'s events, contacts, drafts; calendar groups and category names for the option fields', async () => {
    const team = harness.box().addCalendar('Team');
    const calendars = await methods(2).listSearch?.searchCalendars?.call(editorContext(harness, 2, {}), 'Te');
    expect(calendars).toEqual({ results: [{ name: 'Team', value: team.id }] });
    harness.box().events.set('evt-1', { id: 'evt-1', subject: 'Standup', calendarId: String(team.id), webLink: 'https://outlook.office365.com/owa/?itemid=evt-1' });
    const events = await methods(2).listSearch?.searchEvents?.call(editorContext(harness, 2, { calendarId: rl(String(team.id)) }));
    expect(events).toEqual({ results: [{ name: 'Standup', value: 'evt-1', url: 'https://outlook.office365.com/owa/?itemid=evt-1' }] });
    harness.box().contacts.set('c-1', { id: 'c-1', displayName: 'Megan Bowen', emailAddresses: [] });
    expect(await methods(2).listSearch?.searchContacts?.call(editorContext(harness, 2, {}), 'meg')).toEqual({ results: [{ name: 'Megan Bowen', value: 'c-1' }] });
    harness.box().putMessage({ subject: 'Unsent idea', isDraft: true }, 'drafts');
    expect(await methods(2).listSearch?.searchDrafts?.call(editorContext(harness, 2, {}))).toEqual({ results: [{ name: 'Unsent idea', value: expect.any(String), url: expect.any(String) }] });
    expect(await methods(2).loadOptions?.getCalendarGroups?.call(editorContext(harness, 2, {}))).toEqual([{ name: 'My Calendars', value: expect.any(String) }]);
    const categories = [{ name: 'Red category', value: 'Red category' }, { name: 'Blue category', value: 'Blue category' }];
    expect(await methods(2).loadOptions?.getCategoriesNames?.call(editorContext(harness, 2, {}))).toEqual(categories);
    expect(await methods(1).loadOptions?.getCategories?.call(editorContext(harness, 1, {}))).toEqual(categories);
  });
});
