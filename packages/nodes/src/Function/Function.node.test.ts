import { describe, expect, it } from 'vitest';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

describe('Function (legacy)', () => {
  it('runs n8n\'s default code (stored as no parameter) and custom code over all items', async () => {
    const messages: unknown[] = [];
    const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent') });
    const run = await runner.run({
      workflow: loadFixture('./test/function.workflow.json', import.meta.url), mode: 'manual', executionId: 'function-test',
      hooks: { sendMessageToUI: (nodeName, args) => messages.push([nodeName, args]) },
    });
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Function')).toEqual([
      { name: 'Ada', born: 1815, myNewField: 1 },
      { name: 'Grace', born: 1906, myNewField: 1 },
    ]);
    expect(messages).toEqual([['Function', ['Done!']]]);
    expect(jsonOf(run, 'Youngest First')).toEqual([{ name: 'Grace', age: 94 }, { name: 'Ada', age: 185 }]);
  });

  it('reads other nodes the legacy way: $node, $item(i).$node, $items()', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.function', typeVersion: 1, name: 'Legacy',
      parameters: { functionCode: "return [{ json: { first: $node['Trigger'].json.name, second: $item(1).$node['Trigger'].json.name, count: $items('Trigger').length, mode: $mode } }];" },
    }, [{ json: { name: 'Ada' } }, { json: { name: 'Grace' } }]));
    expect(run.data.resultData.runData.Legacy?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ first: 'Ada', second: 'Grace', count: 2, mode: 'manual' });
  });

  it('refuses items without a json key', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.function', typeVersion: 1, parameters: { functionCode: 'return [{ name: "Ada" }];' },
    }));
    expect(run.status).toBe('error');
    expect(run.data.resultData.error?.message).toBe("An item has no 'json' key");
  });

  it('reports the line of an error in the code', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.function', typeVersion: 1, parameters: { functionCode: '\n\nreturn items.map((item) => item.missing.field);' },
    }));
    expect(run.data.resultData.error?.message).toMatch(/^Cannot read properties of undefined \(reading 'field'\) \[line 3\]$/);
  });
});
