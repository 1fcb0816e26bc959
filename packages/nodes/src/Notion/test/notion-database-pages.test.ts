import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bare, rl, runNotion, seed, startHarness, stopHarness } from './harness.js';
import type { Harness, Seeded } from './harness.js';

let harness: Harness;
let data: Seeded;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => { data = seed(harness.standIn); });

const database = () => rl(data.tasks.id, 'list');

describe('Notion 2.2 database page: create, get, update', () => {
  it('creates a page in a database with its title, properties and blocks, and outputs it simplified', async () => {
    const { json, error } = await runNotion(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'databasePage', operation: 'create', databaseId: database(), title: '={{ $json.task }}',
        propertiesUi: { propertyValues: [
          { key: 'Status|select', selectValue: 'Blocked' },
          { key: 'Tags|multi_select', multiSelectValue: ['urgent', 'home'] },
          { key: 'Hours|number', numberValue: 5 },
          { key: 'Done|checkbox', checkboxValue: false },
          { key: 'Due|date', date: '2024-06-03T09:30:00', includeTime: true, timezone: 'default' },
          { key: 'Link|url', urlValue: '', ignoreIfEmpty: true },
          { key: 'Owner|people', peopleValue: ['d40e767c-d7af-4b18-a86d-55c61f1e39a4'] },
          { key: 'Notes|rich_text', richText: true, text: { text: [{ textType: 'text', text: 'See ', annotationUi: {} }, { textType: 'text', text: 'doc', isLink: true, textLink: 'https://example.com/doc', annotationUi: { bold: true } }] } },
        ] },
        blockUi: { blockValues: [{ type: 'heading_2', textContent: 'Steps' }, { type: 'to_do', checked: true, textContent: 'Draft' }] },
        options: { iconType: 'emoji', icon: '🚀' },
      },
      input: [{ json: { task: 'Ship release' } }],
    });
    expect(error).toBeUndefined();
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({
      name: 'Ship release', url: expect.stringMatching(/^https:\/\/www\.notion\.so\/Ship-release-[0-9a-f]{32}$/),
      property_name: 'Ship release', property_status: 'Blocked', property_tags: ['urgent', 'home'], property_hours: 5, property_done: false,
      property_due: { start: '2024-06-03T09:30:00+02:00', end: null, time_zone: null }, property_link: null, property_owner: ['ada@example.com'],
      property_notes: 'See doc', property_created: '2024-05-01T10:02:00.000Z', property_attachments: [],
    });
    const created = harness.standIn.requests.find((request) => request.method === 'POST' && request.path === '/v1/pages');
    expect(created?.version).toBe('2021-08-16');
    expect(created?.body).toMatchObject({
      parent: { database_id: data.tasks.id }, icon: { emoji: '🚀' },
      children: [{ object: 'block', type: 'heading_2', heading_2: { text: [{ text: { content: 'Steps' } }] } }, { object: 'block', type: 'to_do', to_do: { checked: true, text: [{ text: { content: 'Draft' } }] } }],
    });
    expect((created?.body as { properties: Record<string, unknown> }).properties).not.toHaveProperty('Link');
    const page = [...harness.standIn.pages.values()].at(-1);
    expect(harness.standIn.blocks.filter((block) => block.parentId === page?.id).map((block) => block.type)).toEqual(['heading_2', 'to_do']);
  });

  it('gets a database page by its link, simplified or as Notion sends it', async () => {
    const link = `https://www.notion.so/acme/Write-report-${bare(data.report.id)}`;
    const simple = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'get', pageId: rl(link, 'url') } });
    expect(simple.json).toEqual([expect.objectContaining({ id: data.report.id, name: 'Write report', property_status: 'Todo', property_hours: 3, property_tags: ['urgent'] })]);
    const raw = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'get', pageId: rl(bare(data.report.id)), simple: false } });
    expect(raw.json[0]).toMatchObject({ object: 'page', id: data.report.id, parent: { type: 'database_id', database_id: data.tasks.id } });
  });

  it('updates a page\'s properties and icon', async () => {
    const { json } = await runNotion(harness, {
      typeVersion: 2.1,
      parameters: {
        resource: 'databasePage', operation: 'update', pageId: rl(data.plan.id),
        propertiesUi: { propertyValues: [{ key: 'Status|select', selectValue: 'Done' }, { key: 'Done|checkbox', checkboxValue: true }, { key: 'Due|date', date: '2024-06-01', includeTime: false, timezone: 'UTC' }] },
        options: { iconType: 'file', icon: 'https://example.com/icon.png' },
      },
    });
    expect(json[0]).toMatchObject({ id: data.plan.id, property_status: 'Done', property_done: true, property_due: { start: '2024-06-01', end: null } });
    expect(harness.standIn.pages.get(data.plan.id)?.icon).toEqual({ type: 'external', external: { url: 'https://example.com/icon.png' } });
  });

  it('names a page Notion cannot find, with Notion\'s message', async () => {
    const { error } = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'get', pageId: rl('0123456789abcdef0123456789abcdef') } });
    expect(error?.message).toBe('The service could not find what was asked for');
    expect(error?.description).toContain('Could not find page with ID: 0123456789abcdef0123456789abcdef');
  });
});

describe('Notion database page: get many', () => {
  it('filters by built conditions (any or all), sorts and limits', async () => {
    const any = await runNotion(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'databasePage', operation: 'getAll', databaseId: database(), returnAll: true, filterType: 'manual', matchType: 'anyFilter',
        filters: { conditions: [{ key: 'Name|title', condition: 'contains', titleValue: 'report' }, { key: 'Done|checkbox', condition: 'equals', checkboxValue: true }] },
        options: { sort: { sortValue: [{ timestamp: false, key: 'Hours|number', direction: 'ascending' }] } },
      },
    });
    expect(any.json.map((page) => page.name)).toEqual(['Review budget', 'Write report']);
    expect((harness.standIn.requests.at(-1)?.body as { filter: unknown }).filter).toEqual({ or: [{ property: 'Name', text: { contains: 'report' } }, { property: 'Done', checkbox: { equals: true } }] });

    const all = await runNotion(harness, {
      typeVersion: 2.2,
      parameters: {
        resource: 'databasePage', operation: 'getAll', databaseId: database(), returnAll: false, limit: 1, filterType: 'manual', matchType: 'allFilters',
        filters: { conditions: [{ key: 'Status|select', condition: 'equals', selectValue: 'Todo' }, { key: 'Hours|number', condition: 'greater_than', numberValue: 0 }] },
        options: { sort: { sortValue: [{ timestamp: true, key: 'created_time', direction: 'descending' }] } },
      },
    });
    expect(all.json.map((page) => page.name)).toEqual(['Plan sprint']);
  });

  it('takes Notion\'s own filter as JSON, and refuses JSON that is not', async () => {
    const { json } = await runNotion(harness, {
      typeVersion: 2.2,
      parameters: { resource: 'databasePage', operation: 'getAll', databaseId: rl(`https://www.notion.so/${bare(data.tasks.id)}?v=abc`, 'url'), returnAll: true, filterType: 'json', filterJson: '{"property":"Hours","number":{"less_than":3}}', simple: false },
    });
    expect(json.map((page) => page.id).sort()).toEqual([data.plan.id, data.review.id].sort());
    expect(json[0]).toMatchObject({ object: 'page' });
    const bad = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'getAll', databaseId: database(), returnAll: true, filterType: 'json', filterJson: '{nope' } });
    expect(bad.error?.message).toBe('Filters (JSON) must be valid JSON');
  });

  it('returns all pages following Notion\'s cursor', async () => {
    for (let index = 0; index < 130; index++) harness.standIn.addPage(data.tasks.id, { Name: { title: [{ text: { content: `Bulk ${index}` } }] } });
    const { json } = await runNotion(harness, { typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'getAll', databaseId: database(), returnAll: true } });
    expect(json).toHaveLength(133);
    const queries = harness.standIn.requests.filter((request) => request.path.endsWith('/query'));
    expect(queries).toHaveLength(2);
    expect(queries[1]?.body).toMatchObject({ start_cursor: expect.any(String) });
  });

  it('passes Notion\'s refusal of a filter on a property the database lacks', async () => {
    const { error } = await runNotion(harness, {
      typeVersion: 2.2,
      parameters: { resource: 'databasePage', operation: 'getAll', databaseId: database(), returnAll: true, filterType: 'manual', filters: { conditions: [{ key: 'Priority|select', condition: 'equals', selectValue: 'High' }] } },
    });
    expect(error?.message).toBe('The service rejected the request as malformed');
    expect(error?.description).toContain('Could not find property with name or id: Priority');
  });

  it('version 1: properties under their own names, filter from the options, select written by option id', async () => {
    const todo = (data.tasks.properties.Status?.select as { options: Array<{ id: string; name: string }> }).options.find((option) => option.name === 'Todo');
    const listed = await runNotion(harness, {
      typeVersion: 1,
      parameters: { resource: 'databasePage', operation: 'getAll', databaseId: database(), returnAll: true, options: { filter: { singleCondition: { key: 'Status|select', condition: 'equals', selectValue: 'Todo' } } } },
    });
    expect(listed.json.map((page) => page.Name).sort()).toEqual(['Plan sprint', 'Write report']);
    expect(listed.json[0]).not.toHaveProperty('property_name');
    expect(harness.standIn.requests.at(-1)?.version).toBe('2021-05-13');

    const created = await runNotion(harness, {
      typeVersion: 1,
      parameters: { resource: 'databasePage', operation: 'create', databaseId: database(), propertiesUi: { propertyValues: [{ key: 'Name|title', title: 'From v1' }, { key: 'Status|select', selectValue: todo?.id }] } },
    });
    expect(created.json[0]).toMatchObject({ Name: 'From v1', Status: 'Todo' });
  });
});
