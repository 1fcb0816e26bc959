import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { codeRunner, errorOf } from './test/code-test-runner.js';

const execute = codeRunner('code-test');

function codeWorkflow(jsCode: string, items: IDataObject[] = [{ a: 1 }], extra: IDataObject = {}): IWorkflowBase {
  return singleNodeWorkflow({ type: 'n8n-nodes-base.code', typeVersion: 2, name: 'Code', parameters: { jsCode, ...extra } },
    items.map((json) => ({ json })));
}

describe('Code node: fixtures', () => {
  it('runs once for all items: aggregates the input and reads other nodes with $()', async () => {
    const { run, messages } = await execute(loadFixture('./test/code-all-items.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Totals')).toEqual([
      { customer: 'Ada', total: 10, orders: 2 },
      { customer: 'Grace', total: 6, orders: 1 },
    ]);
    expect(jsonOf(run, 'Look Back')).toEqual([{
      first: 'Ada', triggerCount: 3, firstOrder: 'Ada', workflow: 'Code: run once for all items', previous: 'Totals',
    }]);
    expect(messages).toEqual([['Totals', ['customers', 2]]]);
  });

  it('runs once for each item: $json, $itemIndex, null drops an item, $(...).item follows paired items', async () => {
    const { run } = await execute(loadFixture('./test/code-each-item.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Per Order')).toEqual([
      { json: { order: 'A-1', lines: 2, position: 0 }, pairedItem: { item: 0 } },
      { json: { order: 'A-2', lines: 1, position: 1 }, pairedItem: { item: 1 } },
    ]);
  });

  it('runs version 1 (no language parameter) the same way', async () => {
    const { run } = await execute(loadFixture('./test/code-v1.workflow.json', import.meta.url));
    expect(jsonOf(run, 'Code').map((json) => json.upper)).toEqual(['ADA', 'GRACE']);
  });
});

describe('Code node: behaviour', () => {
  it('pairs input items it returns as they came with their own input position', async () => {
    const workflow = codeWorkflow('return $input.all().slice(1);', [{ a: 1 }, { a: 2 }, { a: 3 }]);
    (workflow.pinData as Record<string, Array<{ json: IDataObject; pairedItem?: unknown }>>).Trigger!.forEach((item) => { item.pairedItem = { item: 0 }; });
    const { run } = await execute(workflow);
    expect(outputOf(run, 'Code')).toEqual([
      { json: { a: 2 }, pairedItem: { item: 1 } },
      { json: { a: 3 }, pairedItem: { item: 2 } },
    ]);
  });

  it('pairs all-items output with the input when the counts match', async () => {
    const { run } = await execute(codeWorkflow('return items.map((item) => ({ double: item.json.a * 2 }));', [{ a: 1 }, { a: 2 }]));
    expect(outputOf(run, 'Code')).toEqual([
      { json: { double: 2 }, pairedItem: { item: 0 } },
      { json: { double: 4 }, pairedItem: { item: 1 } },
    ]);
  });

  it('keeps the input items of the run as they were, whatever the code changes', async () => {
    const { run } = await execute(codeWorkflow('items[0].json.a = 99; items[0].json.added = true; return items;'));
    expect(jsonOf(run, 'Code')).toEqual([{ a: 99, added: true }]);
    expect(jsonOf(run, 'Trigger')).toEqual([{ a: 1 }]);
  });

  it('saves changes to the workflow\'s static data', async () => {
    const workflow = codeWorkflow("const data = $getWorkflowStaticData('global');\ndata.runs = (data.runs ?? 0) + 1;\nreturn [{ json: { runs: data.runs } }];");
    workflow.staticData = { global: { runs: 4 } };
    const { run } = await execute(workflow);
    expect(jsonOf(run, 'Code')).toEqual([{ runs: 5 }]);
    expect(workflow.staticData).toEqual({ global: { runs: 5 } });
  });

  it('gives every Code node of an execution a clean global scope', async () => {
    const workflow = codeWorkflow('globalThis.shared = 1; leaked = 2; return items;');
    workflow.nodes.push({ id: 'second', name: 'Second', type: 'n8n-nodes-base.code', typeVersion: 2, position: [400, 0],
      parameters: { jsCode: 'return [{ json: { shared: typeof shared, leaked: typeof leaked } }];' } });
    workflow.connections.Code = { main: [[{ node: 'Second', type: 'main', index: 0 }]] };
    const { run } = await execute(workflow);
    expect(jsonOf(run, 'Second')).toEqual([{ shared: 'undefined', leaked: 'undefined' }]);
  });
});

describe('Code node: errors', () => {
  it('fails only its node with the code\'s message and line', async () => {
    const { run } = await execute(codeWorkflow("const total = 1;\nthrow new Error('Total is too small');"));
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe('Total is too small [line 2]');
    expect(run.data.resultData.runData.Code?.[0]?.error?.message).toBe('Total is too small [line 2]');
  });

  it('explains a return value that is not items', async () => {
    const { run } = await execute(codeWorkflow("return 'done';"));
    expect(errorOf(run)?.message).toBe('Code must return a list of items');
    expect(errorOf(run)?.description).toContain('It returned the text "done"');
  });

  it('names an unknown node given to $()', async () => {
    const { run } = await execute(codeWorkflow("return $('Nowhere').all();"));
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toMatch(/^Referenced node doesn't exist/);
    expect(errorOf(run)?.description).toMatch(/Nowhere/);
    expect(errorOf(run)?.message).toMatch(/\[line 1\]$/);
  });

  it('stops code that runs longer than the time limit, and the process goes on', async () => {
    const { run } = await execute(codeWorkflow('while (true) {}'), { timeoutMs: 200 });
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe('Code ran longer than 0.2 s');
    const next = await execute(codeWorkflow('return [{ json: { after: true } }];'));
    expect(jsonOf(next.run, 'Code')).toEqual([{ after: true }]);
  });

  it('stops code that uses more memory than the limit, and the process goes on', async () => {
    const { run } = await execute(codeWorkflow('const hoard = []; while (true) hoard.push(new Array(1000).fill(hoard.length));'),
      { memoryLimitMb: 16, timeoutMs: 20_000 });
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe('Code used more than 16 MB');
    const next = await execute(codeWorkflow('return [{ json: { after: true } }];'));
    expect(next.run.status).toBe('success');
  });

  it('applies the memory limit it is given: about 40 MB stops under 16 MB and runs under 128 MB', { timeout: 30_000 }, async () => {
    // 5,000 arrays of 1,000 small integers: about 40 MB on the isolate's heap, then it returns.
    const hoarder = codeWorkflow('const hoard = []; for (let i = 0; i < 5000; i++) hoard.push(new Array(1000).fill(i));\n'
      + 'return [{ json: { arrays: hoard.length } }];');
    const small = await execute(hoarder, { memoryLimitMb: 16, timeoutMs: 20_000 });
    expect(errorOf(small.run)?.message).toBe('Code used more than 16 MB');
    const large = await execute(hoarder, { memoryLimitMb: 128, timeoutMs: 20_000 });
    expect(jsonOf(large.run, 'Code')).toEqual([{ arrays: 5000 }]);
  });

  it('continues on fail with the error as an item: once for all items, or per item', async () => {
    const all = codeWorkflow("throw new Error('broken');");
    all.nodes[1]!.onError = 'continueRegularOutput';
    expect(jsonOf((await execute(all)).run, 'Code')).toEqual([{ error: 'broken [line 1]' }]);
    const each = codeWorkflow("if ($json.a === 1) throw new Error('no ones');\nreturn $input.item;", [{ a: 1 }, { a: 2 }], { mode: 'runOnceForEachItem' });
    each.nodes[1]!.onError = 'continueRegularOutput';
    const { run } = await execute(each);
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Code')).toEqual([
      { json: { error: 'no ones [line 1, for item 0]' }, pairedItem: { item: 0 } },
      { json: { a: 2 }, pairedItem: { item: 1 } },
    ]);
  });
});
