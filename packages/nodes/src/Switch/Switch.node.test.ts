import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { getNodeOutputs } from '@weft/workflow';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { loadFixture, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

type Run = Awaited<ReturnType<typeof runFixture>>;

/** The ids of the items on each output of the node's first run. */
function routes(run: Run, node: string): unknown[][] {
  return (run.data.resultData.runData[node]?.[0]?.data?.main ?? []).map((items) => (items ?? []).map((item) => item.json.id ?? item.json));
}

function errorOf(run: Run, node: string) {
  return run.data.resultData.runData[node]?.[0]?.error;
}

function fixture(file: string, change: (parameters: IDataObject) => void = () => {}): IWorkflowBase {
  const workflow = loadFixture(file, import.meta.url);
  const node = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.switch');
  if (node) change(node.parameters as IDataObject);
  return workflow;
}

function outputsOf(workflow: IWorkflowBase) {
  const node = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.switch');
  if (!node) throw new Error('no Switch');
  const type = builtinNodeTypes.getByNameAndVersion(node.type, node.typeVersion);
  return type && getNodeOutputs(type.description, node);
}

describe('Switch 3 rules', () => {
  it('sends each item to the first rule it matches, and the others to the extra fallback output', async () => {
    const run = await runFixture(fixture('./test/switch-v3-rules.workflow.json'));
    expect(run.status).toBe('success');
    expect(routes(run, 'Switch')).toEqual([[1, 4], [2], [3]]);
    expect(run.data.resultData.runData.Switch?.[0]?.data?.main?.[1]?.[0]?.pairedItem).toEqual({ item: 1 });
  });

  it('computes the outputs from the rules: their keys, then "Fallback" (or its new name)', () => {
    expect(outputsOf(fixture('./test/switch-v3-rules.workflow.json'))?.map((o) => o.displayName)).toEqual(['Big', '1', 'Fallback']);
    const renamed = fixture('./test/switch-v3-rules.workflow.json', (p) => { p.options = { fallbackOutput: 'extra', renameFallbackOutput: 'Other' }; });
    expect(outputsOf(renamed)?.map((o) => o.displayName)).toEqual(['Big', '1', 'Other']);
    const none = fixture('./test/switch-v3-rules.workflow.json', (p) => { p.options = {}; });
    expect(outputsOf(none)).toHaveLength(2);
  });

  it('sends an item to every matching output with "Send data to all matching outputs"', async () => {
    const run = await runFixture(fixture('./test/switch-v3-rules.workflow.json', (p) => { p.options = { fallbackOutput: 'extra', allMatchingOutputs: true }; }));
    expect(routes(run, 'Switch')).toEqual([[1, 4], [2, 4], [3]]);
  });

  it('drops unmatched items without a fallback, or sends them to the output of a rule', async () => {
    const none = await runFixture(fixture('./test/switch-v3-rules.workflow.json', (p) => { p.options = {}; }));
    expect(routes(none, 'Switch')).toEqual([[1, 4], [2]]);
    const toFirst = await runFixture(fixture('./test/switch-v3-rules.workflow.json', (p) => { p.options = { fallbackOutput: 0 }; }));
    expect(routes(toFirst, 'Switch')).toEqual([[1, 3, 4], [2]]);
  });

  it('ignores case when asked to', async () => {
    const run = await runFixture(fixture('./test/switch-v3-rules.workflow.json', (p) => { p.options = { fallbackOutput: 'extra', ignoreCase: true }; }));
    expect(routes(run, 'Switch')).toEqual([[1, 4], [2, 3], []]);
  });

  it('fails on a value of the wrong type, naming the condition and item, unless types are converted', async () => {
    const workflow = fixture('./test/switch-v3-rules.workflow.json');
    (workflow.pinData as IDataObject).Start = [{ json: { id: 1, total: '250' } }];
    const run = await runFixture(workflow);
    expect(run.status).toBe('error');
    expect(errorOf(run, 'Switch')?.message).toBe("Wrong type: '250' is a string but was expecting a number [condition 0, item 0]");
    expect(errorOf(run, 'Switch')?.description).toContain('Convert types where required');
    const node = workflow.nodes[1];
    if (node) node.parameters.looseTypeValidation = true;
    expect(routes(await runFixture(workflow), 'Switch')).toEqual([[1], [], []]);
  });

  it('with continue on fail sends the failing item to the first output with its error', async () => {
    const workflow = fixture('./test/switch-v3-rules.workflow.json');
    (workflow.pinData as IDataObject).Start = [{ json: { id: 1, total: 'lots' } }, { json: { id: 2, total: 5, status: 'vip' } }];
    const node = workflow.nodes[1];
    if (node) node.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(routes(run, 'Switch')).toEqual([
      [{ error: "Wrong type: 'lots' is a string but was expecting a number [condition 0, item 0]" }], [2], [],
    ]);
  });

  it('handles empty input and no rules', async () => {
    const empty = fixture('./test/switch-v3-rules.workflow.json');
    (empty.pinData as IDataObject).Start = [];
    const run = await runFixture(empty);
    expect(run.status).toBe('success');
    expect(routes(run, 'Switch').flat()).toEqual([]);
    const noRules = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.switch', typeVersion: 3.4, parameters: { rules: { values: [] }, options: { fallbackOutput: 'extra' } } }, [{ json: { id: 1 } }]));
    expect(routes(noRules, 'Node')).toEqual([[1]]);
  });

  it('fails when the fallback names an output the node does not have', async () => {
    const run = await runFixture(fixture('./test/switch-v3-rules.workflow.json', (p) => { p.options = { fallbackOutput: 5 }; }));
    expect(errorOf(run, 'Switch')?.message).toBe('Output 5 does not exist');
    expect(errorOf(run, 'Switch')?.description).toBe('This Switch has outputs 0 to 1. Change the output number, or add outputs.');
  });
});

describe('Switch 3 expression', () => {
  it('sends each item to the output its expression names', async () => {
    const run = await runFixture(fixture('./test/switch-v3-expression.workflow.json'));
    expect(run.status).toBe('success');
    expect(routes(run, 'Route by lane')).toEqual([[2], [3], [1, 4]]);
    expect(outputsOf(fixture('./test/switch-v3-expression.workflow.json'))?.map((o) => o.displayName)).toEqual(['0', '1', '2']);
  });

  it('fails on an output that does not exist, or is not a number', async () => {
    const tooHigh = await runFixture(fixture('./test/switch-v3-expression.workflow.json', (p) => { p.numberOutputs = 2; }));
    expect(tooHigh.status).toBe('error');
    expect(errorOf(tooHigh, 'Route by lane')?.message).toBe('The ouput 2 is not allowed. ');
    expect(errorOf(tooHigh, 'Route by lane')?.description).toBe('This Switch has outputs 0 to 1. Change the expression, or the number of outputs.');
    const missing = await runFixture(fixture('./test/switch-v3-expression.workflow.json', (p) => { p.output = '={{ $json.nope }}'; }));
    expect(errorOf(missing, 'Route by lane')?.message).toBe('The ouput undefined is not allowed. ');
    const text = await runFixture(fixture('./test/switch-v3-expression.workflow.json', (p) => { p.output = '={{ "first" }}'; }));
    expect(errorOf(text, 'Route by lane')?.message).toBe('The ouput first is not allowed. ');
  });
});

describe('Switch 2', () => {
  it('sends items to the first matching rule, unmatched ones to the fallback output', async () => {
    const run = await runFixture(fixture('./test/switch-v2-rules.workflow.json'));
    expect(run.status).toBe('success');
    expect(routes(run, 'Switch')).toEqual([[1], [2, 3]]);
    expect(outputsOf(fixture('./test/switch-v2-rules.workflow.json'))?.map((o) => o.displayName)).toEqual(['Staff', 'Personal']);
  });

  it('drops unmatched items with no fallback (-1)', async () => {
    const run = await runFixture(fixture('./test/switch-v2-rules.workflow.json', (p) => { p.fallbackOutput = -1; }));
    expect(routes(run, 'Switch')).toEqual([[1], [2]]);
  });

  it('in expression mode has outputsAmount outputs', async () => {
    const workflow = fixture('./test/switch-v2-rules.workflow.json', (p) => {
      p.mode = 'expression'; p.outputsAmount = 3; p.output = '={{ $json.id - 1 }}';
    });
    expect(routes(await runFixture(workflow), 'Switch')).toEqual([[1], [2], [3]]);
    expect(outputsOf(workflow)).toHaveLength(3);
    const tooFew = fixture('./test/switch-v2-rules.workflow.json', (p) => { p.mode = 'expression'; p.outputsAmount = 2; p.output = '={{ $json.id - 1 }}'; });
    expect(errorOf(await runFixture(tooFew), 'Switch')?.message).toBe('The ouput 2 is not allowed. It has to be between 0 and 1!');
  });
});

describe('Switch 1', () => {
  it('uses each rule\'s output number (0 when not set) and the fallback output', async () => {
    const run = await runFixture(fixture('./test/switch-v1-number.workflow.json'));
    expect(run.status).toBe('success');
    expect(routes(run, 'Switch')).toEqual([[2], [3], [1], [4]]);
  });

  it('in expression mode sends every item to the given output of four', async () => {
    const run = await runFixture(fixture('./test/switch-v1-number.workflow.json', (p) => { p.mode = 'expression'; p.output = 3; }));
    expect(routes(run, 'Switch')).toEqual([[], [], [], [1, 2, 3, 4]]);
  });

  it('fails on a rule output beyond 3', async () => {
    const run = await runFixture(fixture('./test/switch-v1-number.workflow.json', (p) => {
      p.rules = { rules: [{ operation: 'larger', value2: 0, output: 4 }] };
    }));
    expect(errorOf(run, 'Switch')?.message).toBe('Output 4 does not exist');
    expect(errorOf(run, 'Switch')?.description).toBe('This Switch has outputs 0 to 3. Change the output number, or add outputs.');
  });

  it('compares dates', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.switch', typeVersion: 1,
      parameters: { dataType: 'dateTime', value1: '={{ $json.at }}', rules: { rules: [{ operation: 'before', value2: '2024-01-01', output: 1 }] }, fallbackOutput: 0 },
    }, [{ json: { id: 1, at: '2023-05-01' } }, { json: { id: 2, at: '2024-05-01' } }]));
    expect(routes(run, 'Node')).toEqual([[2], [1], [], []]);
  });

  it('resolves a rule value given as an expression for each item', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.switch', typeVersion: 1,
      parameters: { dataType: 'number', value1: '={{ $json.score }}', rules: { rules: [{ operation: 'larger', value2: '={{ $json.limit }}', output: 1 }] }, fallbackOutput: 0 },
    }, [{ json: { id: 1, score: 5, limit: 3 } }, { json: { id: 2, score: 5, limit: 9 } }]));
    expect(routes(run, 'Node')).toEqual([[2], [1], [], []]);
  });
});
