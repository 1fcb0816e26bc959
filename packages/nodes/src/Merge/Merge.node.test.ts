import { describe, expect, it } from 'vitest';
import type { INodeParameters, IWorkflowBase } from '@weft/workflow';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';

function fixture(file: string, change?: (parameters: INodeParameters) => void): IWorkflowBase {
  const workflow = loadFixture(`./test/${file}`, import.meta.url);
  const merge = workflow.nodes.find((node) => node.name === 'Merge');
  if (merge && change) change(merge.parameters);
  return workflow;
}

async function merged(workflow: IWorkflowBase) {
  const run = await runFixture(workflow);
  expect(run.status).toBe('success');
  const task = run.data.resultData.runData.Merge;
  expect(task).toHaveLength(1);
  return task?.[0]?.data?.main?.[0] ?? [];
}

const jsonOf = async (workflow: IWorkflowBase) => (await merged(workflow)).map((item) => item.json);

describe('Merge 3', () => {
  it('appends three inputs in input order, pairing each item with its input', async () => {
    const items = await merged(fixture('merge-v3.2-append.workflow.json'));
    expect(items.map((item) => item.json.name ?? item.json.score)).toEqual(['Ada', 'Grace', 'Alan', 90, 70, 50, 'Katherine']);
    expect(items[3]?.pairedItem).toEqual({ item: 0, input: 1 });
    expect(items[6]?.pairedItem).toEqual({ item: 0, input: 2 });
  });

  it('combines by a matching field, keeping matches merged (inner join)', async () => {
    const items = await merged(fixture('merge-v3.2-combine-by-fields.workflow.json'));
    expect(items.map((item) => item.json)).toEqual([{ id: 1, name: 'Ada', score: 70 }, { id: 2, name: 'Grace', score: 90 }]);
    expect(items[0]?.pairedItem).toEqual([{ item: 0, input: 0 }, { item: 1, input: 1 }]);
  });

  it.each([
    ['enrichInput1', undefined, [{ id: 1, name: 'Ada', score: 70 }, { id: 2, name: 'Grace', score: 90 }, { id: 3, name: 'Alan' }]],
    ['enrichInput2', undefined, [{ id: 2, name: 'Grace', score: 90 }, { id: 1, name: 'Ada', score: 70 }, { id: 9, score: 50 }]],
    ['keepEverything', undefined, [{ id: 1, name: 'Ada', score: 70 }, { id: 2, name: 'Grace', score: 90 }, { id: 3, name: 'Alan' }, { id: 9, score: 50 }]],
    ['keepNonMatches', 'both', [{ id: 3, name: 'Alan' }, { id: 9, score: 50 }]],
    ['keepNonMatches', 'input2', [{ id: 9, score: 50 }]],
    ['keepMatches', 'input1', [{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }]],
    ['keepMatches', 'input2', [{ id: 2, score: 90 }, { id: 1, score: 70 }]],
  ])('combines by field with output type %s (%s)', async (joinMode, outputDataFrom, expected) => {
    expect(await jsonOf(fixture('merge-v3.2-combine-by-fields.workflow.json', (p) => {
      p.joinMode = joinMode;
      if (outputDataFrom) p.outputDataFrom = outputDataFrom;
    }))).toEqual(expected);
  });

  it('matches fields with different names, every match or the first only', async () => {
    const workflow = fixture('merge-v3.2-combine-by-fields.workflow.json', (p) => {
      Object.assign(p, { advanced: true, mergeByFields: { values: [{ field1: 'id', field2: 'customer' }] } });
    });
    workflow.pinData = { ...workflow.pinData, Scores: [{ json: { customer: 1, score: 5 } }, { json: { customer: 1, score: 6 } }] };
    expect(await jsonOf(workflow)).toEqual([{ id: 1, name: 'Ada', customer: 1, score: 5 }, { id: 1, name: 'Ada', customer: 1, score: 6 }]);
    const merge = workflow.nodes.find((node) => node.name === 'Merge');
    if (merge) merge.parameters.options = { multipleMatches: 'first' };
    expect(await jsonOf(workflow)).toEqual([{ id: 1, name: 'Ada', customer: 1, score: 5 }]);
  });

  it('matches 1 and "1" only with fuzzy compare', async () => {
    const workflow = fixture('merge-v3.2-combine-by-fields.workflow.json');
    workflow.pinData = { ...workflow.pinData, Scores: [{ json: { id: '1', score: 70 } }] };
    expect(await jsonOf(workflow)).toEqual([]);
    const merge = workflow.nodes.find((node) => node.name === 'Merge');
    if (merge) merge.parameters.options = { fuzzyCompare: true };
    expect(await jsonOf(workflow)).toEqual([{ id: '1', name: 'Ada', score: 70 }]);
  });

  it('resolves clashes: the last input by default, a preferred input, or suffixes', async () => {
    const workflow = fixture('merge-v3.2-combine-by-fields.workflow.json', (p) => { p.joinMode = 'enrichInput1'; });
    workflow.pinData = { ...workflow.pinData, Scores: [{ json: { id: 1, name: 'ADA', tags: { a: 1 } } }] };
    workflow.pinData.Customers = [{ json: { id: 1, name: 'Ada', tags: { b: 2 } } }];
    expect(await jsonOf(workflow)).toEqual([{ id: 1, name: 'ADA', tags: { a: 1, b: 2 } }]);
    const merge = workflow.nodes.find((node) => node.name === 'Merge');
    if (!merge) throw new Error('no Merge node');
    merge.parameters.options = { clashHandling: { values: { resolveClash: 'preferInput1', mergeMode: 'shallowMerge' } } };
    expect(await jsonOf(workflow)).toEqual([{ id: 1, name: 'Ada', tags: { b: 2 } }]);
    merge.parameters.options = { clashHandling: { values: { resolveClash: 'addSuffix' } } };
    expect(await jsonOf(workflow)).toEqual([{ id_1: 1, name_1: 'Ada', tags_1: { b: 2 }, id_2: 1, name_2: 'ADA', tags_2: { a: 1 } }]);
  });

  it('combines by position, input 2 winning clashes unless told otherwise, and unpaired items when asked', async () => {
    expect(await jsonOf(fixture('merge-v3.1-combine-by-position.workflow.json'))).toEqual([
      { id: 2, name: 'Ada', score: 90 },
      { id: 1, name: 'Grace', score: 70 },
      { id: 9, name: 'Alan', score: 50 },
    ]);
    expect(await jsonOf(fixture('merge-v3.1-combine-by-position.workflow.json', (p) => {
      p.options = { clashHandling: { values: { resolveClash: 'addSuffix' } } };
    }))).toEqual([
      { id_1: 1, name_1: 'Ada', id_2: 2, score_2: 90 },
      { id_1: 2, name_1: 'Grace', id_2: 1, score_2: 70 },
      { id_1: 3, name_1: 'Alan', id_2: 9, score_2: 50 },
    ]);
    const workflow = fixture('merge-v3.1-combine-by-position.workflow.json', (p) => {
      p.options = { clashHandling: { values: { resolveClash: 'preferLast' } }, includeUnpaired: true };
    });
    workflow.pinData = { ...workflow.pinData, Scores: [{ json: { score: 1 } }] };
    expect(await jsonOf(workflow)).toEqual([{ id: 1, name: 'Ada', score: 1 }, { id: 2, name: 'Grace' }, { id: 3, name: 'Alan' }]);
  });

  it('combines every pair (all possible combinations)', async () => {
    const workflow = fixture('merge-v3.2-combine-by-fields.workflow.json', (p) => { p.combineBy = 'combineAll'; });
    workflow.pinData = { ...workflow.pinData, Scores: [{ json: { size: 'S' } }, { json: { size: 'L' } }] };
    expect((await jsonOf(workflow)).map((json) => `${String(json.name)}-${String(json.size)}`)).toEqual([
      'Ada-S', 'Ada-L', 'Grace-S', 'Grace-L', 'Alan-S', 'Alan-L',
    ]);
  });

  it('chooses the data of one input, or a single empty item', async () => {
    expect(await jsonOf(fixture('merge-v3.2-append.workflow.json', (p) => { Object.assign(p, { mode: 'chooseBranch', useDataOfInput: 2 }); })))
      .toEqual([{ id: 2, score: 90 }, { id: 1, score: 70 }, { id: 9, score: 50 }]);
    expect(await jsonOf(fixture('merge-v3.2-append.workflow.json', (p) => { Object.assign(p, { mode: 'chooseBranch', output: 'empty' }); })))
      .toEqual([{}]);
  });

  it('says the SQL mode is not supported yet', async () => {
    const run = await runFixture(fixture('merge-v3.2-append.workflow.json', (p) => { p.mode = 'combineBySql'; }));
    expect(run.data.resultData.runData.Merge?.[0]?.error?.message).toBe('The SQL Query mode is not supported yet');
  });
});

describe('Merge 2', () => {
  it('2.1 enriches input 1 with the fields of its matches', async () => {
    expect(await jsonOf(fixture('merge-v2.1-merge-by-fields.workflow.json'))).toEqual([
      { id: 1, name: 'Ada', score: 70 }, { id: 2, name: 'Grace', score: 90 }, { id: 3, name: 'Alan' },
    ]);
  });

  it('appends, merges by position, multiplexes and chooses a branch', async () => {
    expect((await jsonOf(fixture('merge-v2.1-merge-by-fields.workflow.json', (p) => { p.mode = 'append'; })))).toHaveLength(6);
    expect(await jsonOf(fixture('merge-v2.1-merge-by-fields.workflow.json', (p) => {
      p.combinationMode = 'mergeByPosition';
      p.options = { clashHandling: { values: { resolveClash: 'preferInput1' } } };
    }))).toEqual([{ id: 1, name: 'Ada', score: 90 }, { id: 2, name: 'Grace', score: 70 }, { id: 3, name: 'Alan', score: 50 }]);
    expect(await jsonOf(fixture('merge-v2.1-merge-by-fields.workflow.json', (p) => { p.combinationMode = 'multiplex'; }))).toHaveLength(9);
    expect(await jsonOf(fixture('merge-v2.1-merge-by-fields.workflow.json', (p) => { Object.assign(p, { mode: 'chooseBranch', output: 'input2' }); })))
      .toEqual([{ id: 2, score: 90 }, { id: 1, score: 70 }, { id: 9, score: 50 }]);
  });
});

describe('Merge 1', () => {
  const v1 = (parameters: INodeParameters) => {
    const workflow = fixture('merge-v2.1-merge-by-fields.workflow.json');
    const merge = workflow.nodes.find((node) => node.name === 'Merge');
    if (merge) Object.assign(merge, { typeVersion: 1, parameters });
    return workflow;
  };

  it('merges by key, overwriting as told', async () => {
    expect(await jsonOf(v1({ mode: 'mergeByKey', propertyName1: 'id', propertyName2: 'id' }))).toEqual([
      { id: 1, name: 'Ada', score: 70 }, { id: 2, name: 'Grace', score: 90 }, { id: 3, name: 'Alan' },
    ]);
    const workflow = v1({ mode: 'mergeByKey', propertyName1: 'id', propertyName2: 'id', overwrite: 'blank' });
    workflow.pinData = { ...workflow.pinData, Scores: [{ json: { id: 1, name: 'Other', score: 1 } }] };
    expect((await jsonOf(workflow))[0]).toEqual({ id: 1, name: 'Ada', score: 1 });
  });

  it('keeps or removes key matches, merges by index and passes an input through', async () => {
    expect(await jsonOf(v1({ mode: 'keepKeyMatches', propertyName1: 'id', propertyName2: 'id' }))).toEqual([{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }]);
    expect(await jsonOf(v1({ mode: 'removeKeyMatches', propertyName1: 'id', propertyName2: 'id' }))).toEqual([{ id: 3, name: 'Alan' }]);
    expect((await jsonOf(v1({ mode: 'mergeByIndex', join: 'inner' })))[0]).toEqual({ id: 2, name: 'Ada', score: 90 });
    expect(await jsonOf(v1({ mode: 'passThrough', output: 'input2' }))).toHaveLength(3);
    expect(await jsonOf(v1({ mode: 'wait' }))).toEqual([{}]);
  });
});
