import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { bare, editorContext, rl, runNotion, seed, startHarness, stopHarness } from './harness.js';
import type { Harness, Seeded } from './harness.js';

let harness: Harness;
let data: Seeded;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => { data = seed(harness.standIn); });

describe('Notion page', () => {
  it('creates a page under a page with blocks, archives it, and it no longer shows in search', async () => {
    const created = await runNotion(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'page', operation: 'create', pageId: rl(`https://www.notion.so/Workspace-Home-${bare(data.home.id)}`, 'url'), title: 'Meeting notes',
        blockUi: { blockValues: [{ type: 'paragraph', richText: true, text: { text: [{ textType: 'text', text: 'Agreed: ship', annotationUi: { italic: true } }, { textType: 'equation', expression: 'E=mc^2', annotationUi: {} }] } }, { type: 'image', url: 'https://example.com/a.png' }] },
      },
    });
    const page = created.json[0] as { id: string; name: string; url: string };
    expect(page).toEqual({ id: expect.any(String), name: 'Meeting notes', url: expect.stringContaining('Meeting-notes-') });

    const found = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'page', operation: 'search', text: 'meeting', returnAll: true, options: { filter: { filters: { property: 'object', value: 'page' } } } } });
    expect(found.json.map((entry) => entry.name)).toEqual(['Meeting notes']);

    const archived = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'page', operation: 'archive', pageId: rl(bare(page.id)), simple: false } });
    expect(archived.json[0]).toMatchObject({ id: page.id, archived: true });
    const after = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'page', operation: 'search', text: 'meeting', returnAll: true } });
    expect(after.json).toEqual([]);
  });

  it('searches pages and databases with a limit, newest edit first', async () => {
    const { json } = await runNotion(harness, { typeVersion: 2, parameters: { resource: 'page', operation: 'search', text: '', returnAll: false, limit: 2, options: { sort: { sortValue: { direction: 'descending', timestamp: 'last_edited_time' } } } } });
    expect(json.map((entry) => entry.name)).toEqual(['Review budget', 'Plan sprint']);
  });

  it('version 1 gets a page by link, simplified without its URL', async () => {
    const { json } = await runNotion(harness, { typeVersion: 1, parameters: { resource: 'page', operation: 'get', pageId: `https://www.notion.so/Workspace-Home-${bare(data.home.id)}` } });
    expect(json).toEqual([{ id: data.home.id, name: 'Workspace Home' }]);
  });
});

describe('Notion database', () => {
  it('gets a database, lists databases and searches them by title', async () => {
    const got = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'database', operation: 'get', databaseId: rl(bare(data.tasks.id)) } });
    expect(got.json).toEqual([{ id: data.tasks.id, name: 'Tasks', url: `https://www.notion.so/${bare(data.tasks.id)}` }]);

    const many = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'database', operation: 'getAll', returnAll: false, limit: 5 } });
    expect(many.json.map((entry) => entry.name).sort()).toEqual(['Reading List', 'Tasks']);

    const searched = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'database', operation: 'search', text: 'read', returnAll: true } });
    expect(searched.json.map((entry) => entry.name)).toEqual(['Reading List']);

    const v1 = await runNotion(harness, { typeVersion: 1, parameters: { resource: 'database', operation: 'get', databaseId: rl(data.tasks.id, 'list') } });
    expect(v1.json[0]).toMatchObject({ object: 'database', id: data.tasks.id, properties: { Name: { type: 'title' } } });
  });
});

describe('Notion block', () => {
  it('appends blocks to a page and reads them back simplified (2.1+) or as Notion sends them (2)', async () => {
    const appended = await runNotion(harness, {
      typeVersion: 2.2,
      parameters: { resource: 'block', operation: 'append', blockId: rl(`https://www.notion.so/Write-report-${bare(data.report.id)}`, 'url'), blockUi: { blockValues: [{ type: 'paragraph', textContent: 'First' }, { type: 'bulleted_list_item', textContent: 'Second' }] } },
    });
    expect(appended.json.map((block) => block.type)).toEqual(['paragraph', 'bulleted_list_item']);

    const simple = await runNotion(harness, { typeVersion: 2.1, parameters: { resource: 'block', operation: 'getAll', blockId: rl(data.report.id), returnAll: true } });
    expect(simple.json).toEqual([
      expect.objectContaining({ object: 'block', type: 'paragraph', content: 'First', parent_id: data.report.id, root_id: data.report.id, has_children: false }),
      expect.objectContaining({ type: 'bulleted_list_item', content: 'Second' }),
    ]);
    expect(simple.json[0]).not.toHaveProperty('created_time');

    const raw = await runNotion(harness, { typeVersion: 2, parameters: { resource: 'block', operation: 'getAll', blockId: rl(data.report.id), returnAll: false, limit: 1 } });
    expect(raw.json).toEqual([expect.objectContaining({ type: 'paragraph', paragraph: expect.objectContaining({ text: [expect.objectContaining({ plain_text: 'First' })] }), created_time: '2024-05-01T10:02:00.000Z' })]);
  });

  it('from 2.2 appends after a block named by its link\'s anchor, and reads nested blocks', async () => {
    const parent = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'block', operation: 'append', blockId: rl(data.report.id), blockUi: { blockValues: [{ type: 'toggle', textContent: 'Details' }] } } });
    const toggle = String(parent.json[0]?.id);
    const link = `https://www.notion.so/Write-report-${bare(data.report.id)}?pvs=4#${bare(toggle)}`;
    await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'block', operation: 'append', blockId: rl(link, 'url'), blockUi: { blockValues: [{ type: 'paragraph', textContent: 'Inside' }] } } });
    expect(harness.standIn.requests.at(-1)?.path).toBe(`/v1/blocks/${bare(toggle)}/children`);

    const nested = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'block', operation: 'getAll', blockId: rl(data.report.id), returnAll: true, fetchNestedBlocks: true } });
    expect(nested.json.map((block) => [block.content, block.parent_id])).toEqual([['Details', data.report.id], ['Inside', toggle]]);
  });
});

describe('Notion user', () => {
  it('gets a user and lists users with a limit', async () => {
    const one = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'user', operation: 'get', userId: 'd40e767c-d7af-4b18-a86d-55c61f1e39a4' } });
    expect(one.json).toEqual([expect.objectContaining({ object: 'user', name: 'Ada Lovelace', person: { email: 'ada@example.com' } })]);
    const two = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'user', operation: 'getAll', returnAll: false, limit: 2 } });
    expect(two.json.map((user) => user.name)).toEqual(['Weft Integration', 'Ada Lovelace']);
    const all = await runNotion(harness, { typeVersion: 1, parameters: { resource: 'user', operation: 'getAll', returnAll: true } });
    expect(all.json).toHaveLength(3);
  });

  it('refuses a revoked secret with Notion\'s message, and answers the error per item with continue on fail', async () => {
    const refused = await runNotion(harness, { typeVersion: 2.2, credential: 'cred-bad', parameters: { resource: 'user', operation: 'getAll', returnAll: true } });
    expect(refused.error?.message).toBe('The service refused the credentials');
    expect(refused.error?.description).toContain('API token is invalid.');
    const continued = await runNotion(harness, { typeVersion: 2.2, continueOnFail: true, parameters: { resource: 'user', operation: 'get', userId: 'nobody' } });
    expect(continued.json).toEqual([{ error: 'The service could not find what was asked for' }]);
  });
});

describe('Notion editor lists', () => {
  const methods = () => builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.notion', 2.2)?.methods as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;

  it('searches databases by title, sorted by name, with their links', async () => {
    const all = await methods().listSearch?.getDatabases?.call(editorContext(harness, 2.2, {}));
    expect(all).toEqual({ results: [
      { name: 'Reading List', value: expect.any(String), url: expect.stringContaining('https://www.notion.so/') },
      { name: 'Tasks', value: data.tasks.id, url: `https://www.notion.so/${bare(data.tasks.id)}` },
    ] });
    expect(await methods().listSearch?.getDatabases?.call(editorContext(harness, 2.2, {}), 'task')).toEqual({ results: [expect.objectContaining({ name: 'Tasks' })] });
  });

  it('offers the writable properties, a select\'s options for the chosen property, and the people', async () => {
    const parameters = { resource: 'databasePage', operation: 'create', databaseId: rl(data.tasks.id, 'list'), propertiesUi: { propertyValues: [{ key: 'Status|select' }] } };
    const properties = await methods().loadOptions?.getDatabaseProperties?.call(editorContext(harness, 2.2, parameters)) as Array<{ value: string }>;
    expect(properties.map((option) => option.value)).toEqual(['Attachments|files', 'Done|checkbox', 'Due|date', 'Hours|number', 'Link|url', 'Name|title', 'Notes|rich_text', 'Owner|people', 'Status|select', 'Tags|multi_select']);
    const context = editorContext(harness, 2.2, parameters, 'parameters.propertiesUi.propertyValues[0].selectValue');
    expect(await methods().loadOptions?.getPropertySelectValues?.call(context)).toEqual([{ name: 'Todo', value: 'Todo' }, { name: 'Done', value: 'Done' }]);
    expect(await methods().loadOptions?.getUsers?.call(context)).toEqual([
      { name: 'Ada Lovelace', value: 'd40e767c-d7af-4b18-a86d-55c61f1e39a4' }, { name: 'Alan Turing', value: 'e1b2c3d4-0000-4000-8000-000000000042' },
    ]);
    const fromPage = editorContext(harness, 2.2, { resource: 'databasePage', operation: 'update', pageId: rl(data.plan.id), propertiesUi: { propertyValues: [{ key: 'Tags|multi_select' }] } }, 'parameters.propertiesUi.propertyValues[0].multiSelectValue');
    expect(await methods().loadOptions?.getDatabaseOptionsFromPage?.call(fromPage)).toEqual([{ name: 'urgent', value: 'urgent' }, { name: 'home', value: 'home' }]);
  });
});
