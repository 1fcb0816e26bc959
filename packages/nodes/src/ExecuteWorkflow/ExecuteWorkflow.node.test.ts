import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { IWorkflowBase } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { ExecuteSubWorkflowHook } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';

const folder = mkdtempSync(join(tmpdir(), 'weft-execute-workflow-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const checker = () => loadFixture('./test/mark-as-checked.subworkflow.json', import.meta.url);
const items = (run: Awaited<ReturnType<typeof runFixture>>, node: string) => run.data.resultData.runData[node]?.[0]?.data?.main?.[0] ?? [];

/** The host side: saved workflows by id, each call recorded. */
function host(saved: Record<string, IWorkflowBase>, calls: unknown[]): ExecuteSubWorkflowHook {
  return async (request, runtime) => {
    calls.push(request.items.map((item) => item.json));
    const workflow = request.workflowInfo.code ?? saved[request.workflowInfo.id ?? ''];
    if (!workflow) throw new Error(`Workflow ${request.workflowInfo.id} does not exist`);
    const run = await runtime.runWorkflow(workflow, request.items, { executionId: `sub-${calls.length}` });
    return runtime.resultOf(run, `sub-${calls.length}`);
  };
}

describe('Execute Workflow', () => {
  it('1 runs a workflow given as JSON once with all items and outputs its last node', async () => {
    const run = await runFixture(loadFixture('./test/execute-workflow-v1-json.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(items(run, 'Execute Workflow')).toEqual([
      { json: { id: 1, checked: true }, pairedItem: [{ item: 0 }, { item: 1 }] },
      { json: { id: 2, checked: true }, pairedItem: [{ item: 0 }, { item: 1 }] },
    ]);
  });

  it('1.2 calls a saved workflow once per item with the mapped inputs', async () => {
    const calls: unknown[] = [];
    const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), executeSubWorkflow: host({ 'wf-checker': checker() }, calls) });
    const run = await runner.run({ workflow: loadFixture('./test/execute-workflow-v1.2-by-id.workflow.json', import.meta.url), mode: 'manual', executionId: 'p1' });
    expect(run.status).toBe('success');
    expect(calls).toEqual([[{ customer: 'ACME', priority: 2 }], [{ customer: 'ACME', priority: 2 }]]);
    expect(items(run, 'Call checker')).toEqual([
      { json: { customer: 'ACME', priority: 2, checked: true }, pairedItem: { item: 0 } },
      { json: { customer: 'ACME', priority: 2, checked: true }, pairedItem: { item: 1 } },
    ]);
  });

  it('reads the workflow from a local file', async () => {
    const path = join(folder, 'checker.json');
    writeFileSync(path, JSON.stringify(checker()));
    const workflow = loadFixture('./test/execute-workflow-v1-json.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Execute Workflow');
    if (node) node.parameters = { source: 'localFile', workflowPath: path, mode: 'each' };
    const run = await runFixture(workflow);
    expect(items(run, 'Execute Workflow').map((item) => item.json)).toEqual([{ id: 1, checked: true }, { id: 2, checked: true }]);
    if (node) node.parameters = { source: 'localFile', workflowPath: join(folder, 'missing.json') };
    const missing = await runFixture(workflow);
    expect(missing.data.resultData.runData['Execute Workflow']?.[0]?.error?.message).toBe(`The workflow file "${join(folder, 'missing.json')}" could not be read`);
  });

  it('without waiting, outputs its own input', async () => {
    const workflow = loadFixture('./test/execute-workflow-v1-json.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Execute Workflow');
    if (node) node.parameters.options = { waitForSubWorkflow: false };
    const run = await runFixture(workflow);
    expect(items(run, 'Execute Workflow')).toEqual([{ json: { id: 1 }, pairedItem: { item: 0 } }, { json: { id: 2 }, pairedItem: { item: 1 } }]);
  });

  it('fails with the called workflow\'s error', async () => {
    const sub = checker();
    sub.nodes.push({ id: 'x', name: 'Broken', type: 'n8n-nodes-base.doesNotExist', typeVersion: 1, position: [400, 0], parameters: {} });
    sub.connections.Check = { main: [[{ node: 'Broken', type: 'main', index: 0 }]] };
    const workflow = loadFixture('./test/execute-workflow-v1-json.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Execute Workflow');
    if (node) node.parameters.workflowJson = JSON.stringify(sub);
    const run = await runFixture(workflow);
    const error = run.data.resultData.runData['Execute Workflow']?.[0]?.error;
    expect(error?.message).toBe('Node "Broken" has an unknown type "n8n-nodes-base.doesNotExist"');
    expect(error?.description).toContain('The called workflow failed (node "Broken")');
  });

  it('says when the called workflow has no Execute Workflow Trigger, or the JSON is not a workflow', async () => {
    const workflow = loadFixture('./test/execute-workflow-v1-json.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Execute Workflow');
    const sub = checker();
    sub.nodes = sub.nodes.filter((n) => n.name === 'Check');
    if (node) node.parameters.workflowJson = JSON.stringify(sub);
    let run = await runFixture(workflow);
    expect(run.data.resultData.runData['Execute Workflow']?.[0]?.error?.message).toBe('The workflow "Mark as checked" has no "Execute Workflow Trigger" node to start from');
    if (node) node.parameters.workflowJson = '{"hello": true}';
    run = await runFixture(workflow);
    expect(run.data.resultData.runData['Execute Workflow']?.[0]?.error?.message).toBe('The JSON from the parameter is not a workflow');
  });
});
