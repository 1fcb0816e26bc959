import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const TRIGGER = 'When clicking ‘Execute workflow’';

describe('Set 3.4 (Edit Fields)', () => {
  it('writes one assignment of each type, converting values to their type', async () => {
    const run = await runFixture(loadFixture('./test/set-v3.4-assignments.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Edit Fields')).toEqual([{
      json: {
        name: 'Ada', age: 36, active: true, tags: ['math', 'engines'], address: { city: 'London' }, user: { id: 7 }, code: '42',
      },
      pairedItem: { item: 0 },
    }]);
  });

  it('keeps the other input fields except the listed ones', async () => {
    const run = await runFixture(loadFixture('./test/set-v3.4-assignments.workflow.json', import.meta.url));
    expect(jsonOf(run, 'Keep Other Fields')).toEqual([{ id: 1, meta: { source: 'crm' }, greeting: 'hello' }]);
    // The input item is left as it was.
    expect(jsonOf(run, TRIGGER)).toEqual([{ id: 1, secret: 's3cret', meta: { internal: true, source: 'crm' } }]);
  });

  it('keeps only the chosen input fields, nested ones included', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: { includeOtherFields: true, include: 'selected', includeFields: 'id, user.name', assignments: { assignments: [] } },
    }, [{ json: { id: 3, other: 1, user: { name: 'Lin', mail: 'l@x' } } }]));
    expect(jsonOf(run, 'Node')).toEqual([{ id: 3, user: { name: 'Lin' } }]);
  });

  it('fails on a value that does not fit its type, naming the field and the item', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: { assignments: { assignments: [{ id: '1', name: 'price', value: 'cheap', type: 'number' }] } },
    }, [{ json: {} }, { json: {} }]));
    expect(run.status).toBe('error');
    expect(run.data.resultData.error).toMatchObject({
      message: "'price' expects a number but we got 'cheap' [item 0]",
      description: expect.stringContaining('Ignore Type Conversion Errors'),
      node: { name: 'Node' },
    });
  });

  it('writes null for a field whose expression gives nothing, whatever its type', async () => {
    const types = ['string', 'number', 'boolean', 'array', 'object'];
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: { assignments: { assignments: types.map((type) => ({ id: type, name: type, value: '={{ $json.missing }}', type })) } },
    }));
    expect(jsonOf(run, 'Node')).toEqual([{ string: null, number: null, boolean: null, array: null, object: null }]);
  });

  it('with continue on fail, turns each item it fails on into an error item and sets the others', async () => {
    const workflow = singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: { assignments: { assignments: [{ id: '1', name: 'price', value: '={{ $json.price }}', type: 'number' }] } },
    }, [{ json: { price: '3' } }, { json: { price: 'cheap' } }]);
    workflow.nodes[1]!.continueOnFail = true;
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Node')).toEqual([
      { json: { price: 3 }, pairedItem: { item: 0 } },
      { json: { error: "'price' expects a number but we got 'cheap' [item 1]", pairedItem: { item: 1 } }, pairedItem: { item: 1 } },
    ]);
  });

  it('in raw mode with continue on fail, keeps the error alone in the JSON of the failed item, as n8n does', async () => {
    const workflow = singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: { mode: 'raw', jsonOutput: '={{ { n: $json.n.toNumber() } }}', options: {} },
    }, [{ json: { n: '3' } }, { json: { n: 'abc' } }]);
    workflow.nodes[1]!.continueOnFail = true;
    const run = await runFixture(workflow);
    expect(outputOf(run, 'Node')).toEqual([
      { json: { n: 3 }, pairedItem: { item: 0 } },
      { json: { error: 'cannot convert to number' }, pairedItem: { item: 1 } },
    ]);
  });

  it('writes such a value unchanged when conversion errors are ignored', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: {
        assignments: { assignments: [
          { id: '1', name: 'price', value: 'cheap', type: 'number' },
          { id: '2', name: 'yes', value: '1', type: 'boolean' },
        ] },
        options: { ignoreConversionErrors: true },
      },
    }));
    expect(jsonOf(run, 'Node')).toEqual([{ price: 'cheap', yes: true }]);
  });

  it('writes dotted names literally without dot notation', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: {
        assignments: { assignments: [{ id: '1', name: 'a.b', value: 'x', type: 'string' }] },
        options: { dotNotation: false },
      },
    }));
    expect(jsonOf(run, 'Node')).toEqual([{ 'a.b': 'x' }]);
  });

  it('keeps binary data with the other fields unless told to drop it', async () => {
    const input = [{ json: { id: 1 }, binary: { file: { data: 'aGk=', mimeType: 'text/plain', fileName: 'hi.txt' } } }];
    const base = { assignments: { assignments: [{ id: '1', name: 'n', value: 1, type: 'number' }] } };
    const kept = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters: { ...base, includeOtherFields: true } }, input));
    expect(outputOf(kept, 'Node')[0]?.binary?.file?.fileName).toBe('hi.txt');
    const stripped = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters: { ...base, includeOtherFields: true, options: { stripBinary: true } },
    }, input));
    expect(outputOf(stripped, 'Node')[0]?.binary).toBeUndefined();
    const onlySet = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters: base }, input));
    expect(outputOf(onlySet, 'Node')[0]).toEqual({ json: { n: 1 }, pairedItem: { item: 0 } });
    // Before 3.4, binary data was passed on only when asked for.
    const older = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.set', typeVersion: 3.3, parameters: { ...base, includeOtherFields: true } }, input));
    expect(outputOf(older, 'Node')[0]?.binary).toBeUndefined();
  });

  it('outputs extra copies of each item in manual runs only', async () => {
    const parameters = { duplicateItem: true, duplicateCount: 2, assignments: { assignments: [{ id: '1', name: 'x', value: 'y', type: 'string' }] } };
    const manual = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters }));
    expect(jsonOf(manual, 'Node')).toEqual([{ x: 'y' }, { x: 'y' }, { x: 'y' }]);
    const triggered = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters }), 'trigger');
    expect(jsonOf(triggered, 'Node')).toEqual([{ x: 'y' }]);
  });

  it('takes the fields from JSON in raw mode', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4,
      parameters: { mode: 'raw', jsonOutput: '{ "total": 12, "items": [1, 2], "customer.name": "Ann" }', includeOtherFields: true },
    }, [{ json: { id: 9 } }]));
    expect(jsonOf(run, 'Node')).toEqual([{ id: 9, total: 12, items: [1, 2], customer: { name: 'Ann' } }]);
  });

  it('explains JSON it cannot read in raw mode', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters: { mode: 'raw', jsonOutput: '{ total: ' },
    }));
    expect(run.data.resultData.error?.message).toBe("The 'JSON Output' in item 0 contains invalid JSON");
    // An expression giving a list (not an object) is refused with n8n's message.
    const list = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3.4, parameters: { mode: 'raw', jsonOutput: '={{ [{ "a": 1 }] }}' },
    }));
    expect(list.data.resultData.error?.message).toBe("The 'JSON Output' in item 0 does not contain a valid JSON object");
  });
});

describe('Set 3.0 to 3.2 (fields)', () => {
  it('writes a missing text value as text in 3.0, refuses it in 3.1 and writes null from 3.2', async () => {
    const at = (typeVersion: number) => runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion,
      parameters: { fields: { values: [{ name: 'm', stringValue: '={{ $json.missing }}' }] }, include: 'none' },
    }));
    expect(jsonOf(await at(3), 'Node')).toEqual([{ m: 'undefined' }]);
    expect((await at(3.1)).data.resultData.error?.message).toBe("'m' expects a string but we got 'undefined' [item 0]");
    expect(jsonOf(await at(3.2), 'Node')).toEqual([{ m: null }]);
  });


  it('converts string-typed values and keeps every input field by default', async () => {
    const run = await runFixture(loadFixture('./test/set-v3.2-fields.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Edit Fields')).toEqual([
      {
        json: { id: 1, settings: { lang: 'en', theme: 'dark' }, count: 5, flag: false, label: 'plain text', list: [1, 'two'] },
        pairedItem: { item: 0 },
      },
      {
        json: { id: 2, settings: { theme: 'dark' }, count: 5, flag: false, label: 'plain text', list: [1, 'two'] },
        pairedItem: { item: 1 },
      },
    ]);
  });

  it('outputs only the set fields with include "none"', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 3,
      parameters: { include: 'none', fields: { values: [{ name: 'n', type: 'numberValue', numberValue: '2.5' }] } },
    }, [{ json: { dropped: true } }]));
    expect(jsonOf(run, 'Node')).toEqual([{ n: 2.5 }]);
  });
});

describe('Set 1 and 2', () => {
  it('keeps only the set values, booleans then numbers then text', async () => {
    const run = await runFixture(loadFixture('./test/set-v2-keep-only-set.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const [item] = outputOf(run, 'Set');
    expect(item).toEqual({ json: { ok: true, stats: { count: 3 }, name: 'Ada' }, pairedItem: { item: 0 } });
    expect(Object.keys(item?.json ?? {})).toEqual(['ok', 'stats', 'name']);
  });

  it('adds the values to the input fields otherwise', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.set', typeVersion: 1,
      parameters: { values: { string: [{ name: 'city', value: 'Oslo' }, { name: 'place.zip' }] }, options: { dotNotation: false } },
    }, [{ json: { id: 4 } }]));
    expect(jsonOf(run, 'Node')).toEqual([{ id: 4, city: 'Oslo', 'place.zip': '' }]);
  });
});
