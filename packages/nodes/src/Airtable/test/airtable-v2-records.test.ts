import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { BASE, TABLE, rl, runAirtable, seedTasks, startHarness, stopHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(async () => { await stopHarness(harness); });
beforeEach(() => seedTasks(harness.standIn));

const at = { base: rl(BASE), table: rl(TABLE) };
const schema = [
  { id: 'Name', displayName: 'Name', type: 'string', required: false, defaultMatch: false, display: true },
  { id: 'Hours', displayName: 'Hours', type: 'number', required: false, defaultMatch: false, display: true },
  { id: 'Status', displayName: 'Status', type: 'options', options: [{ name: 'Todo', value: 'Todo' }, { name: 'Done', value: 'Done' }], required: false, defaultMatch: false, display: true },
  { id: 'Modified', displayName: 'Modified', type: 'string', required: false, defaultMatch: false, display: true, readOnly: true, removed: true },
];
const columns = (value: IDataObject, matchingColumns: string[] = [], mappingMode = 'defineBelow') => ({ mappingMode, value, matchingColumns, schema });
const rows = () => [...(harness.standIn.bases.get(BASE)?.tables[0]?.records.values() ?? [])].map((record) => record.fields);

describe('Airtable 2.1 record: create', () => {
  it('creates a record from mapped columns, converting each value to its column\'s type, and outputs Airtable\'s record', async () => {
    const { json, error } = await runAirtable(harness, {
      typeVersion: 2.1,
      parameters: { resource: 'record', operation: 'create', ...at, columns: columns({ Name: '={{ $json.task }}', Hours: '={{ $json.hours }}', Status: 'Todo', Modified: 'x' }) },
      input: [{ json: { task: 'Ship release', hours: '5' } }],
    });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ id: expect.stringMatching(/^rec/), createdTime: '2024-05-01T10:00:00.000Z', fields: { Name: 'Ship release', Hours: 5, Status: 'Todo', Modified: '2024-05-01T10:00:00.000Z' } }]);
    expect(harness.standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v0/${BASE}/${TABLE}`, body: { typecast: false, fields: { Name: 'Ship release', Hours: 5, Status: 'Todo' } } });
  });

  it('maps the input\'s fields automatically, leaving out the ignored ones', async () => {
    const { json } = await runAirtable(harness, {
      typeVersion: 2.1,
      parameters: { resource: 'record', operation: 'create', ...at, columns: columns({}, [], 'autoMapInputData'), options: { ignoreFields: 'note, extra' } },
      input: [{ json: { Name: 'A', Hours: 1, note: 'x', extra: 2 } }, { json: { Name: 'B', Hours: 2, note: 'y' } }],
    });
    expect(json.map((record) => record.fields)).toEqual([{ Name: 'A', Hours: 1, Modified: '2024-05-01T10:00:00.000Z' }, { Name: 'B', Hours: 2, Modified: '2024-05-01T10:00:00.000Z' }]);
    expect(rows()).toHaveLength(5);
  });

  it('refuses a value a column cannot take with Airtable\'s message and the typecast hint; with typecast Airtable adds the option', async () => {
    const refused = await runAirtable(harness, {
      typeVersion: 2.1,
      parameters: { resource: 'record', operation: 'create', ...at, columns: columns({ Name: 'C', Hours: 'lots' }, [], 'autoMapInputData') },
      input: [{ json: { Name: 'C', Hours: 'lots' } }],
    });
    expect(refused.error?.message).toBe('Field "Hours" cannot accept the provided value');
    expect(refused.error?.description).toContain('Turn on the "Typecast" option');

    const typecast = await runAirtable(harness, {
      typeVersion: 2.1,
      parameters: { resource: 'record', operation: 'create', ...at, columns: columns({}, [], 'autoMapInputData'), options: { typecast: true } },
      input: [{ json: { Name: 'D', Hours: '7', Status: 'Blocked' } }],
    });
    expect(typecast.json[0]?.fields).toMatchObject({ Name: 'D', Hours: 7, Status: 'Blocked' });
  });

  it('names a mapped value that is not of its column\'s type before asking Airtable', async () => {
    const { error } = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'create', ...at, columns: columns({ Name: 'E', Hours: 'many' }) },
    });
    expect(error?.message).toBe('The value "many" of column "Hours" is not a valid number');
    expect(harness.standIn.requests).toHaveLength(0);
  });
});

describe('Airtable 2.1 record: update and upsert', () => {
  it('updates by record id and outputs the updated records', async () => {
    const id = [...(harness.standIn.bases.get(BASE)?.tables[0]?.records.keys() ?? [])][0] as string;
    const { json } = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'update', ...at, columns: columns({ id, Hours: 8 }, ['id']) },
    });
    expect(json).toEqual([{ id, createdTime: '2024-05-01T10:00:00.000Z', fields: { Name: 'Write report', Hours: 8, Status: 'Todo', Modified: '2024-05-01T10:00:00.000Z' } }]);
    expect(harness.standIn.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { typecast: false, records: [{ id, fields: { Hours: 8 } }] } });
  });

  it('updates the record whose column matches, or every match with "update all matches"', async () => {
    harness.standIn.addRecord(BASE, TABLE, { Name: 'Plan sprint', Hours: 9 });
    const first = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'update', ...at, columns: columns({ Name: 'Plan sprint', Status: 'Done' }, ['Name']) },
    });
    expect(first.json.map((record) => record.fields)).toEqual([expect.objectContaining({ Name: 'Plan sprint', Hours: 2, Status: 'Done' })]);
    // The table was read once, only the column to match on.
    expect(harness.standIn.requests[0]).toMatchObject({ method: 'GET', query: 'fields%5B0%5D=Name&pageSize=100' });

    const all = await runAirtable(harness, {
      typeVersion: 2.1,
      parameters: { resource: 'record', operation: 'update', ...at, columns: columns({ Name: 'Plan sprint', Hours: 4 }, ['Name']), options: { updateAllMatches: true } },
    });
    expect(all.json.map((record) => (record.fields as IDataObject).Hours)).toEqual([4, 4]);

    const none = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'update', ...at, columns: columns({ Name: 'Nobody', Hours: 1 }, ['Name']) },
    });
    expect(none.error?.message).toBe('No record matches the values of the columns to match on');
  });

  it('upserts on a column: updates the match, creates when none matches (Airtable performUpsert)', async () => {
    const { json } = await runAirtable(harness, {
      typeVersion: 2.1,
      parameters: { resource: 'record', operation: 'upsert', ...at, columns: columns({ Name: '={{ $json.name }}', Hours: '={{ $json.hours }}' }, ['Name']) },
      input: [{ json: { name: 'Write report', hours: 6 } }, { json: { name: 'New task', hours: 1 } }],
    });
    expect(json.map((record) => record.fields)).toEqual([
      expect.objectContaining({ Name: 'Write report', Hours: 6, Status: 'Todo' }),
      expect.objectContaining({ Name: 'New task', Hours: 1 }),
    ]);
    expect(harness.standIn.requests[0]).toMatchObject({ method: 'PATCH', body: { performUpsert: { fieldsToMergeOn: ['Name'] }, records: [{ fields: { Name: 'Write report', Hours: 6 } }] } });
    expect(rows()).toHaveLength(4);
  });

  it('upserts by id: an id not in the table creates the record', async () => {
    const { json } = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'upsert', ...at, columns: columns({ id: 'recMissing000000', Name: 'Fresh' }, ['id']) },
    });
    expect(json[0]?.fields).toMatchObject({ Name: 'Fresh' });
    expect(harness.standIn.requests.map((request) => request.method)).toEqual(['PATCH', 'POST']);
  });

  it('upserts when several records share the merge value: updates the first one, as Airtable refuses the upsert', async () => {
    harness.standIn.addRecord(BASE, TABLE, { Name: 'Write report', Hours: 10 });
    const { json } = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'upsert', ...at, columns: columns({ Name: 'Write report', Status: 'Done' }, ['Name']) },
    });
    expect(json).toHaveLength(1);
    expect(json[0]?.fields).toMatchObject({ Name: 'Write report', Hours: 3, Status: 'Done' });
    expect(harness.standIn.requests[1]).toMatchObject({ method: 'GET', query: expect.stringContaining('filterByFormula=AND%28%7BName%7D+%3D+%27Write+report%27%29') });
  });
});

describe('Airtable 2.1 record: get, delete', () => {
  it('gets a record with its fields beside id and createdTime, and explains an unknown id', async () => {
    const id = [...(harness.standIn.bases.get(BASE)?.tables[0]?.records.keys() ?? [])][1] as string;
    const { json } = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'record', operation: 'get', ...at, id } });
    expect(json).toEqual([{ id, createdTime: '2024-05-01T10:00:00.000Z', Name: 'Review budget', Hours: 1, Status: 'Done', Done: true, Modified: '2024-05-01T10:00:00.000Z' }]);

    const missing = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'record', operation: 'get', ...at, id: 'recNope000000000' } });
    expect(missing.error?.message).toBe('The service could not find what was asked for');
    expect(missing.error?.description).toBe('"recNope000000000" is not the ID of a record in this table');
  });

  it('downloads attachment fields into binary properties', async () => {
    harness.standIn.files.set('notes.txt', 'meeting notes');
    const record = harness.standIn.addRecord(BASE, TABLE, { Name: 'With file', Files: [{ url: `${harness.standIn.origin}/files/notes.txt`, filename: 'notes.txt' }] });
    const { items } = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'record', operation: 'get', ...at, id: record.id, options: { downloadFields: ['Files'] } } });
    expect(items[0]?.json.Name).toBe('With file');
    expect(Buffer.from(String(items[0]?.binary?.Files_0?.data), 'base64').toString()).toBe('meeting notes');
    expect(items[0]?.binary?.Files_0?.fileName).toBe('notes.txt');
  });

  it('deletes records and outputs Airtable\'s confirmation; continue on fail answers the error per item', async () => {
    const ids = [...(harness.standIn.bases.get(BASE)?.tables[0]?.records.keys() ?? [])];
    const { json } = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'deleteRecord', ...at, id: '={{ $json.id }}' }, continueOnFail: true,
      input: [{ json: { id: ids[0] } }, { json: { id: 'recGone000000000' } }],
    });
    expect(json[0]).toEqual({ id: ids[0], deleted: true });
    expect(json[1]).toMatchObject({ message: 'The service could not find what was asked for', error: { description: '"recGone000000000" is not the ID of a record in this table' } });
    expect(rows()).toHaveLength(2);
  });
});

describe('Airtable record: search', () => {
  it('filters by formula, sorts, picks fields and limits (2.1)', async () => {
    const { json } = await runAirtable(harness, {
      typeVersion: 2.1,
      parameters: {
        resource: 'record', operation: 'search', ...at, filterByFormula: 'AND({Status} = \'Todo\', {Hours} >= 2)', returnAll: false, limit: 5,
        sort: { property: [{ field: 'Hours', direction: 'desc' }] }, options: { fields: ['Name', 'Hours'] },
      },
    });
    expect(json.map(({ Name, Hours }) => ({ Name, Hours }))).toEqual([{ Name: 'Write report', Hours: 3 }, { Name: 'Plan sprint', Hours: 2 }]);
    expect(json[0]).toEqual({ id: expect.stringMatching(/^rec/), createdTime: '2024-05-01T10:00:00.000Z', Name: 'Write report', Hours: 3 });
    expect(harness.standIn.requests[0]?.query).toContain('maxRecords=5');
  });

  it('returns all records of a large table page by page, and only a view\'s records when one is chosen', async () => {
    for (let index = 0; index < 120; index++) harness.standIn.addRecord(BASE, TABLE, { Name: `Bulk ${index}`, Status: 'Todo' });
    const all = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'record', operation: 'search', ...at, returnAll: true } });
    expect(all.json).toHaveLength(123);
    expect(harness.standIn.requests.map((request) => request.query)).toEqual(['pageSize=100', expect.stringMatching(/^pageSize=100&offset=itr100/)]);

    const open = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'search', ...at, filterByFormula: 'FIND("report", LOWER({Name}))', options: { view: rl('viwOpen000000001') } },
    });
    expect(open.json.map((record) => record.Name)).toEqual(['Write report']);
  });

  it('passes Airtable\'s refusal of a formula it cannot read', async () => {
    const { error } = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'record', operation: 'search', ...at, filterByFormula: '{Owner} = "me"' } });
    expect(error?.message).toBe('The formula for filtering records is invalid: Unknown field names: Owner');
  });

  it('searches once per input item from 2.1, once for all items in 2', async () => {
    const input = [{ json: { status: 'Todo' } }, { json: { status: 'Done' } }];
    const perItem = await runAirtable(harness, {
      typeVersion: 2.1, parameters: { resource: 'record', operation: 'search', ...at, filterByFormula: '={Status} = "{{ $json.status }}"' }, input,
    });
    expect(perItem.json.map((record) => record.Name)).toEqual(['Write report', 'Plan sprint', 'Review budget']);
    expect(perItem.items.map((item) => item.pairedItem)).toEqual([[{ item: 0 }], [{ item: 0 }], [{ item: 1 }]]);

    const once = await runAirtable(harness, {
      typeVersion: 2, parameters: { resource: 'record', operation: 'search', ...at, filterByFormula: '={Status} = "{{ $json.status }}"' }, input,
    });
    expect(once.json.map((record) => record.Name)).toEqual(['Write report', 'Plan sprint']);
  });

  it('takes base and table from Airtable URLs', async () => {
    const { json } = await runAirtable(harness, {
      typeVersion: 2,
      parameters: {
        resource: 'record', operation: 'search', base: rl(`https://airtable.com/${BASE}/${TABLE}/viwOpen000000001`, 'url'),
        table: rl(`https://airtable.com/${BASE}/${TABLE}/viwOpen000000001`, 'url'), filterByFormula: '{Done}',
      },
    });
    expect(json.map((record) => record.Name)).toEqual(['Review budget']);
  });

  it('surfaces Airtable\'s rate limit (429) with its message', async () => {
    harness.standIn.throttleNext(1);
    const { error } = await runAirtable(harness, { typeVersion: 2.1, parameters: { resource: 'record', operation: 'search', ...at } });
    expect(error?.message).toBe('The service is receiving too many requests; try again later');
    expect(error?.description).toContain('Rate limit exceeded. Please try again later');
  });

  it('refuses a revoked token with Airtable\'s answer', async () => {
    const { error } = await runAirtable(harness, { typeVersion: 2.1, credential: 'cred-bad', parameters: { resource: 'record', operation: 'search', ...at } });
    expect(error?.message).toBe('The service refused the credentials');
    expect(error?.description).toContain('Authentication required');
  });
});
