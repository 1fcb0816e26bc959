import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';

type Run = Awaited<ReturnType<typeof runFixture>>;

function fixture(change: (parameters: IDataObject) => void = () => {}, version = 2.3): IWorkflowBase {
  const workflow = loadFixture('./test/compare-datasets-v2.3.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Compare Datasets');
  if (node) {
    node.typeVersion = version;
    change(node.parameters as IDataObject);
  }
  return workflow;
}

/** The json of each of the four outputs: In A only, Same, Different, In B only. */
function outputs(run: Run): IDataObject[][] {
  return (run.data.resultData.runData['Compare Datasets']?.[0]?.data?.main ?? []).map((items) => (items ?? []).map((item) => item.json));
}

const errorOf = (run: Run) => run.data.resultData.runData['Compare Datasets']?.[0]?.error;

describe('Compare Datasets', () => {
  it('2.3 sorts items into A only, same, different (with both versions) and B only', async () => {
    const run = await runFixture(fixture());
    expect(run.status).toBe('success');
    const [aOnly, same, different, bOnly] = outputs(run);
    expect(aOnly).toEqual([{ fruit: 'cherry', color: 'red', stock: 1 }]);
    expect(same).toEqual([{ fruit: 'apple', color: 'green', stock: 3 }]);
    expect(different).toEqual([
      {
        keys: { fruit: 'grape' },
        same: { fruit: 'grape' },
        different: { color: { inputA: 'green', inputB: 'purple' }, stock: { inputA: 5, inputB: '5' } },
      },
      { keys: { fruit: 'banana' }, same: { fruit: 'banana', color: 'yellow' }, different: { stock: { inputA: 7, inputB: '7' } } },
    ]);
    expect(bOnly).toEqual([{ fruit: 'kiwi', color: 'brown', stock: 2 }]);
    const pairs = run.data.resultData.runData['Compare Datasets']?.[0]?.data?.main?.[2]?.[0]?.pairedItem;
    expect(pairs).toEqual([{ item: 1, input: 0 }, { item: 0, input: 1 }]);
  });

  it('compares the matched fields too: a key under two names differs, as in n8n', async () => {
    const workflow = fixture((p) => { p.mergeByFields = { values: [{ field1: 'fruit', field2: 'name' }] }; });
    (workflow.pinData as IDataObject)['Dataset B'] = [{ json: { name: 'apple', color: 'green', stock: 3 } }];
    const [, same, different] = outputs(await runFixture(workflow));
    expect(same).toEqual([]);
    expect(different).toEqual([{
      keys: { fruit: 'apple' },
      same: { color: 'green', stock: 3 },
      different: { fruit: { inputA: 'apple', inputB: null }, name: { inputA: null, inputB: 'apple' } },
    }]);
  });

  it('version 1 labels the differing values input1 and input2', async () => {
    const different = outputs(await runFixture(fixture((p) => { p.resolve = 'includeBoth'; }, 1)))[2];
    expect(different?.[1]).toEqual({ keys: { fruit: 'banana' }, same: { fruit: 'banana', color: 'yellow' }, different: { stock: { input1: 7, input2: '7' } } });
  });

  it('with fuzzy compare treats 7 and "7" as the same', async () => {
    const run = await runFixture(fixture((p) => { p.fuzzyCompare = true; }));
    const [, same, different] = outputs(run);
    expect(same?.map((json) => json.fruit)).toEqual(['apple', 'banana']);
    expect(different).toEqual([{ keys: { fruit: 'grape' }, same: { fruit: 'grape', stock: 5 }, different: { color: { inputA: 'green', inputB: 'purple' } } }]);
  });

  it('skips the fields it is told to', async () => {
    const run = await runFixture(fixture((p) => { p.options = { skipFields: 'stock, color' }; }));
    expect(outputs(run)[1]?.map((json) => json.fruit)).toEqual(['apple', 'grape', 'banana']);
  });

  it('outputs input A\'s, input B\'s or a mixed version of different items', async () => {
    const a = outputs(await runFixture(fixture((p) => { p.resolve = 'preferInput1'; })))[2];
    expect(a?.map((json) => json.color)).toEqual(['green', 'yellow']);
    const b = outputs(await runFixture(fixture((p) => { p.resolve = 'preferInput2'; })))[2];
    expect(b?.[0]).toEqual({ fruit: 'grape', color: 'purple', stock: '5' });
    const mix = outputs(await runFixture(fixture((p) => { p.resolve = 'mix'; p.preferWhenMix = 'input1'; p.exceptWhenMix = 'color'; })))[2];
    expect(mix?.[0]).toEqual({ fruit: 'grape', color: 'purple', stock: 5 });
  });

  it('version 2 defaults to input B\'s version, version 1 reads fuzzy compare from the options', async () => {
    const v2 = outputs(await runFixture(fixture(() => {}, 2)))[2];
    expect(v2?.[0]).toEqual({ fruit: 'grape', color: 'purple', stock: '5' });
    const v1 = outputs(await runFixture(fixture((p) => { p.options = { fuzzyCompare: true }; }, 1)));
    expect(v1[1]?.map((json) => json.fruit)).toEqual(['apple', 'banana']);
  });

  it('compares with every match in B when asked to', async () => {
    const workflow = fixture((p) => { p.options = { multipleMatches: 'all' }; });
    (workflow.pinData as IDataObject)['Dataset B'] = [{ json: { fruit: 'apple', color: 'green', stock: 3 } }, { json: { fruit: 'apple', color: 'red', stock: 3 } }];
    const [, same, different] = outputs(await runFixture(workflow));
    expect(same).toHaveLength(1);
    expect(different).toEqual([{ keys: { fruit: 'apple' }, same: { fruit: 'apple', stock: 3 }, different: { color: { inputA: 'green', inputB: 'red' } } }]);
    const first = fixture();
    (first.pinData as IDataObject)['Dataset B'] = (workflow.pinData as IDataObject)['Dataset B'];
    expect(outputs(await runFixture(first))[2]).toEqual([]);
  });

  it('matches nested fields by dot path', async () => {
    const workflow = fixture((p) => { p.mergeByFields = { values: [{ field1: 'person.id', field2: 'person.id' }] }; });
    (workflow.pinData as IDataObject)['Dataset A'] = [{ json: { person: { id: 1, name: 'Ada' } } }];
    (workflow.pinData as IDataObject)['Dataset B'] = [{ json: { person: { id: 1, name: 'Ada L.' } } }];
    expect(outputs(await runFixture(workflow))[2]).toEqual([
      { keys: { 'person.id': 1 }, same: {}, different: { person: { inputA: { id: 1, name: 'Ada' }, inputB: { id: 1, name: 'Ada L.' } } } },
    ]);
    const skipped = fixture((p) => {
      p.mergeByFields = { values: [{ field1: 'person.id', field2: 'person.id' }] };
      p.options = { skipFields: 'person.name' };
    });
    (skipped.pinData as IDataObject)['Dataset A'] = (workflow.pinData as IDataObject)['Dataset A'];
    (skipped.pinData as IDataObject)['Dataset B'] = (workflow.pinData as IDataObject)['Dataset B'];
    expect(outputs(await runFixture(skipped))[1]).toHaveLength(1);
  });

  it('sends everything to one side when the other input is empty', async () => {
    const workflow = fixture();
    (workflow.pinData as IDataObject)['Dataset B'] = [];
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(outputs(run).map((items) => items.length)).toEqual([4, 0, 0, 0]);
  });

  it('fails without fields to match, or on a field no item has', async () => {
    const none = await runFixture(fixture((p) => { p.mergeByFields = { values: [{ field1: 'fruit', field2: '' }] }; }));
    expect(none.status).toBe('error');
    expect(errorOf(none)?.message).toBe('Fill in the fields to match');
    const typo = await runFixture(fixture((p) => { p.mergeByFields = { values: [{ field1: 'fruit', field2: 'nmae' }] }; }));
    expect(errorOf(typo)?.message).toBe('Field "nmae" is not in any item of Input B');
    expect(errorOf(typo)?.description).toContain('Check the field name');
  });

  it('leaves items without the field unmatched', async () => {
    const workflow = fixture();
    (workflow.pinData as IDataObject)['Dataset A'] = [{ json: { fruit: 'apple', color: 'green', stock: 3 } }, { json: { other: true } }];
    const [aOnly, same] = outputs(await runFixture(workflow));
    expect(aOnly).toEqual([{ other: true }]);
    expect(same).toHaveLength(1);
  });
});
