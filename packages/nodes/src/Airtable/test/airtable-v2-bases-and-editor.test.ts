import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { BASE, TABLE, editorContext, rl, runAirtable, seedTasks, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => {
  seedTasks(harness.standIn);
  harness.standIn.basePageSize = 1000;
});

describe('Airtable 2.1 base operations', () => {
  it('lists the bases the token reaches, following Airtable\'s offset, with a limit and a permission filter', async () => {
    harness.standIn.basePageSize = 1;
    const all = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'base', operation: 'getMany', returnAll: true } });
    expect(all.json).toEqual([
      { id: BASE, name: 'Projects', permissionLevel: 'create' },
      { id: 'appFinance000001', name: 'Finance', permissionLevel: 'create' },
    ]);
    expect(harness.standIn.requests.map((request) => request.query)).toEqual(['', 'offset=1']);

    const limited = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'base', operation: 'getMany', returnAll: false, limit: 1 } });
    expect(limited.json.map((base) => base.name)).toEqual(['Projects']);

    (harness.standIn.bases.get('appFinance000001') as { permissionLevel: string }).permissionLevel = 'read';
    const readable = await runAirtable(harness, { typeVersion: 2, parameters: { resource: 'base', operation: 'getMany', options: { permissionLevel: ['read'] } } });
    expect(readable.json.map((base) => base.name)).toEqual(['Finance']);
  });

  it('gets a base\'s schema: one item per table with its fields and views', async () => {
    const { json } = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'base', operation: 'getSchema', base: rl(`https://airtable.com/${BASE}/${TABLE}`, 'url') } });
    expect(json.map((table) => table.name)).toEqual(['Tasks', 'People']);
    expect(json[0]).toMatchObject({ id: TABLE, views: [{ id: 'viwOpen000000001', name: 'Open', type: 'grid' }] });
    expect((json[0]?.fields as Array<{ name: string; type: string }>).map((field) => `${field.name}:${field.type}`))
      .toEqual(['Name:singleLineText', 'Hours:number', 'Status:singleSelect', 'Done:checkbox', 'Files:multipleAttachments', 'Modified:lastModifiedTime']);
  });
});

describe('Airtable editor lists', () => {
  const methods = () => builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.airtable', 2.1)?.methods as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;

  it('searches bases by name and pages with Airtable\'s offset', async () => {
    harness.standIn.basePageSize = 1;
    const context = editorContext(harness, 2.1, {});
    const first = await methods().listSearch?.baseSearch?.call(context);
    expect(first).toEqual({ results: [{ name: 'Projects', value: BASE, url: `https://airtable.com/${BASE}` }], paginationToken: '1' });
    expect(await methods().listSearch?.baseSearch?.call(context, undefined, '1')).toEqual({ results: [{ name: 'Finance', value: 'appFinance000001', url: 'https://airtable.com/appFinance000001' }] });
    harness.standIn.basePageSize = 1000;
    expect(await methods().listSearch?.baseSearch?.call(context, 'fin')).toEqual({ results: [{ name: 'Finance', value: 'appFinance000001', url: 'https://airtable.com/appFinance000001' }] });
  });

  it('searches the chosen base\'s tables and the chosen table\'s views', async () => {
    const context = editorContext(harness, 2.1, { base: rl(BASE, 'list'), table: rl(`https://airtable.com/${BASE}/${TABLE}/viw1`, 'url') });
    expect(await methods().listSearch?.tableSearch?.call(context, 'peo')).toEqual({ results: [{ name: 'People', value: 'tblPeople0000001', url: `https://airtable.com/${BASE}/tblPeople0000001` }] });
    expect(await methods().listSearch?.viewSearch?.call(context)).toEqual({ results: [{ name: 'Open', value: 'viwOpen000000001' }] });
  });

  it('offers the columns, the attachment columns, and the columns mapper\'s fields with types', async () => {
    const context = editorContext(harness, 2.1, { base: rl(BASE), table: rl(TABLE) });
    expect((await methods().loadOptions?.getColumns?.call(context) as Array<{ value: string }>).map((option) => option.value))
      .toEqual(['Name', 'Hours', 'Status', 'Done', 'Files', 'Modified']);
    expect(await methods().loadOptions?.getAttachmentColumns?.call(context)).toEqual([{ name: 'Files', value: 'Files', description: 'Type: multipleAttachments' }]);
    const mapper = await methods().resourceMapping?.getColumnsWithRecordId?.call(context) as { fields: Array<Record<string, unknown>> };
    expect(mapper.fields.map((field) => [field.id, field.type, field.readOnly ?? false])).toEqual([
      ['id', 'string', true], ['Name', 'string', false], ['Hours', 'number', false], ['Status', 'options', false],
      ['Done', 'boolean', false], ['Files', 'array', false], ['Modified', 'string', true],
    ]);
    expect(mapper.fields[3]?.options).toEqual([{ name: 'Todo', value: 'Todo' }, { name: 'Done', value: 'Done' }]);
  });

  it('says so when the chosen table is not in the base', async () => {
    const context = editorContext(harness, 2.1, { base: rl(BASE), table: rl('tblGone') });
    await expect(methods().loadOptions?.getColumns?.call(context)).rejects.toThrow(`The table "tblGone" is not in the base "${BASE}"`);
  });
});
