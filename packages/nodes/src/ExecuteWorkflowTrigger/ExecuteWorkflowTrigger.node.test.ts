import { describe, expect, it } from 'vitest';
import type { INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { loadFixture } from '../test-support/run-fixture.js';

const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent') });
const caller: INodeExecutionData[] = [
  { json: { name: 'Ada', age: 36, secret: 'x' } },
  { json: { name: 'Grace' } },
];

async function call(workflow: IWorkflowBase, given = caller) {
  const run = await runner.run({
    workflow, mode: 'integrated', executionId: 'sub', trigger: { nodeName: 'When Executed by Another Workflow', data: [given] },
  });
  return run.data.resultData.runData.Received?.[0]?.data?.main?.[0]?.map((item) => item.json);
}

describe('Execute Workflow Trigger', () => {
  it('1.1 passes only the declared fields, missing ones as null', async () => {
    expect(await call(loadFixture('./test/declared-inputs.workflow.json', import.meta.url))).toEqual([
      { name: 'Ada', age: 36 }, { name: 'Grace', age: null },
    ]);
  });

  it('1.1 takes the fields of a JSON example, or everything with "Accept All Data"', async () => {
    const workflow = loadFixture('./test/declared-inputs.workflow.json', import.meta.url);
    const trigger = workflow.nodes[0];
    if (!trigger) throw new Error('fixture has no trigger');
    trigger.parameters = { inputSource: 'jsonExample', jsonExample: '{"secret": "", "name": ""}' };
    expect(await call(workflow)).toEqual([{ secret: 'x', name: 'Ada' }, { secret: null, name: 'Grace' }]);
    trigger.parameters = { inputSource: 'passthrough' };
    expect(await call(workflow)).toEqual(caller.map((item) => item.json));
  });

  it('1 outputs the items it is given', async () => {
    const workflow = loadFixture('./test/declared-inputs.workflow.json', import.meta.url);
    const trigger = workflow.nodes[0];
    if (trigger) trigger.typeVersion = 1;
    expect(await call(workflow)).toEqual(caller.map((item) => item.json));
  });
});
