import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { renameByKeys, renameByRegex } from './rename-keys.transform.js';

function fixture(change: (parameters: IDataObject) => void = () => {}): IWorkflowBase {
  const workflow = loadFixture('./test/rename-keys.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Rename Keys');
  if (node) change(node.parameters as IDataObject);
  return workflow;
}

describe('Rename Keys', () => {
  it('renames keys, nested ones by dot path, then keys matching a regex at every level', async () => {
    const run = await runFixture(fixture());
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Rename Keys')).toEqual([
      { address: { city: 'Berlin' }, new_id: 1, meta: { new_flag: true }, fullName: 'Ada', postcode: '10115' },
      { fullName: 'Alan' },
    ]);
    expect(run.data.resultData.runData['Rename Keys']?.[0]?.data?.main?.[0]?.[1]?.pairedItem).toEqual({ item: 1 });
  });

  it('leaves the input items unchanged', async () => {
    const workflow = fixture();
    await runFixture(workflow);
    expect((workflow.pinData as Record<string, Array<{ json: IDataObject }>>).Start?.[0]?.json.address).toEqual({ zip: '10115', city: 'Berlin' });
  });

  it('limits regex renames to the top level with depth 0, and matches case only when asked', async () => {
    const run = await runFixture(fixture((p) => {
      p.keys = {};
      p.additionalOptions = { regexReplacement: { replacements: [{ searchRegex: '^old_(.*)', replaceRegex: 'new_$1', options: { depth: 0 } }] } };
    }));
    expect(jsonOf(run, 'Rename Keys')[0]).toEqual({ name: 'Ada', address: { zip: '10115', city: 'Berlin' }, OLD_id: 1, meta: { old_flag: true } });
  });

  it('fails on an invalid regular expression, saying which one', async () => {
    const run = await runFixture(fixture((p) => {
      p.additionalOptions = { regexReplacement: { replacements: [{ searchRegex: '(unclosed', replaceRegex: 'x' }] } };
    }));
    expect(run.status).toBe('error');
    expect(run.data.resultData.runData['Rename Keys']?.[0]?.error?.message).toMatch(/^Regex 1 is not a valid regular expression: /);
  });

  it('passes items through with no keys, and handles empty input', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.renameKeys', typeVersion: 1, parameters: {} }, [{ json: { a: 1 } }]));
    expect(jsonOf(run, 'Node')).toEqual([{ a: 1 }]);
    const empty = fixture();
    (empty.pinData as IDataObject).Start = [];
    expect((await runFixture(empty)).status).toBe('success');
  });
});

describe('renameByKeys', () => {
  it('moves a value into a nested key, creating the objects on the way', () => {
    expect(renameByKeys({ a: 1 }, [{ currentKey: 'a', newKey: 'x.y' }])).toEqual({ x: { y: 1 } });
    expect(renameByKeys({ list: [{ a: 1 }] }, [{ currentKey: 'list[0].a', newKey: 'list[0].b' }])).toEqual({ list: [{ b: 1 }] });
  });

  it('skips empty, equal and absent keys', () => {
    const json = { a: 1 };
    expect(renameByKeys(json, [{ currentKey: '', newKey: 'b' }, { currentKey: 'a', newKey: 'a' }, { currentKey: 'zz', newKey: 'b' }])).toEqual({ a: 1 });
  });
});

describe('renameByRegex', () => {
  it('renames inside lists at the list\'s level', () => {
    expect(renameByRegex({ rows: [{ a_x: 1 }] }, { regex: /^a_/g, replacement: '', depth: 1 })).toEqual({ rows: [{ x: 1 }] });
    expect(renameByRegex({ rows: [{ a_x: 1 }] }, { regex: /^a_/g, replacement: '', depth: 0 })).toEqual({ rows: [{ a_x: 1 }] });
  });
});
