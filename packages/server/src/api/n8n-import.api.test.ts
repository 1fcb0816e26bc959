import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { runToEnd } from '../test/execution-fixtures.js';

const server = useTestServer();

/**
 * An export as older n8n versions wrote it: no workflow name, nodes without ids, a credential named
 * by a string, `meta: null`, pinned plain objects, and node names with a space at either end that
 * connections and expressions use as they are.
 */
const oldExport = readFileSync(fileURLToPath(new URL('../test/n8n-old-export.workflow.json', import.meta.url)), 'utf8');
const quirkyExport = () => JSON.parse(oldExport) as Record<string, unknown>;

async function importWorkflow(body: unknown): Promise<WorkflowResponse> {
  const { status, body: answer } = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', body);
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

/** Runs the saved workflow as the editor does (its saved form as workflowData) and answers the stored execution. */
async function runSaved(saved: WorkflowResponse): Promise<IExecution> {
  const loaded = (await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${saved.id}`)).body.data;
  const { id, name, nodes, connections, settings, pinData } = loaded;
  const started = await runToEnd(server, {
    workflowData: { id, name, nodes, connections, settings, pinData },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { body } = await server.rest<{ data: IExecution }>('GET', `/executions/${started.body.data.executionId}`);
  return body.data;
}

function outputOf(execution: IExecution, node: string): unknown[] | undefined {
  return execution.data.resultData.runData[node]?.[0]?.data?.main?.[0]?.map((item) => item.json);
}

describe('importing an n8n export through POST /workflows, as n8n reads it', () => {
  it('fills in the name, node ids and credential ids, wraps pinned objects, and keeps node names as written', async () => {
    const saved = await importWorkflow(quirkyExport());
    expect(saved.name).toBe('My workflow');
    expect(saved.nodes.map((node) => node.name)).toEqual(['Start', 'Edit Fields ', ' Label', 'Pinned']);
    for (const node of saved.nodes) expect(node.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(saved.nodes.map((node) => node.id)).size).toBe(4);
    expect(saved.nodes[1]?.credentials).toEqual({ httpBasicAuth: { id: null, name: 'Old account' } });
    expect(saved.connections).toEqual(quirkyExport().connections);
    expect(saved.pinData).toEqual({ Pinned: [{ json: { from: 'pin' } }, { json: { already: 'an item' } }] });
  });

  it('runs every node of it, not only the trigger', async () => {
    const execution = await runSaved(await importWorkflow(quirkyExport()));
    expect(execution.status).toBe('success');
    expect(outputOf(execution, 'Edit Fields ')).toEqual([{ order: 'A-7' }]);
    expect(outputOf(execution, ' Label')).toEqual([{ order: 'A-7', label: 'A-7-x' }]);
    expect(outputOf(execution, 'Pinned')).toEqual([{ from: 'pin' }, { already: 'an item' }]);
    expect(execution.data.resultData.lastNodeExecuted).toBe('Pinned');
  });

  it('takes pinData, meta, settings and tags written as null as absent', async () => {
    const saved = await importWorkflow({
      ...quirkyExport(), name: 'Nulls', pinData: null, meta: null, settings: null, tags: null,
    });
    expect(saved).toMatchObject({ name: 'Nulls', pinData: {}, settings: {}, tags: [] });
    const execution = await runSaved(saved);
    expect(outputOf(execution, 'Pinned')).toEqual([{ order: 'A-7', label: 'A-7-x' }]);
  });

  it('runs the export as it is through POST /workflows/run', async () => {
    const started = await runToEnd(server, { workflowData: quirkyExport() });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const execution = (await server.rest<{ data: IExecution }>('GET', `/executions/${started.body.data.executionId}`)).body.data;
    expect(outputOf(execution, ' Label')).toEqual([{ order: 'A-7', label: 'A-7-x' }]);
    expect(outputOf(execution, 'Pinned')).toEqual([{ from: 'pin' }, { already: 'an item' }]);
  });

  it('reads the loose forms of public exports: bare connections, half credentials, flags and static data as text, null retry settings', async () => {
    const quirky = quirkyExport() as { nodes: Array<Record<string, unknown>>; connections: Record<string, { main: Array<Array<{ node: string }>> }> };
    const bare = Object.fromEntries(Object.entries(quirky.connections).map(([source, { main }]) => [
      source, { main: main.map((targets) => targets.map(({ node }) => ({ node }))) },
    ]));
    const nodes = quirky.nodes.map((node) => (node.name === 'Edit Fields '
      ? { ...node, waitBetweenTries: null, maxTries: null, retryOnFail: null, credentials: { httpBasicAuth: { id: '', name: 'Old account' }, httpHeaderAuth: {} } }
      : node));
    const saved = await importWorkflow({
      ...quirky, name: 'Loose', nodes, connections: bare, active: 'false', staticData: '{"node:Poll":{"lastId":7}}',
    });
    expect(saved.connections).toEqual(quirkyExport().connections);
    expect(saved.staticData).toEqual({ 'node:Poll': { lastId: 7 } });
    expect(saved.nodes[1]?.credentials).toEqual({ httpBasicAuth: { id: null, name: 'Old account' } });
    expect(saved.nodes[1]).not.toHaveProperty('waitBetweenTries');
    const execution = await runSaved(saved);
    expect(outputOf(execution, ' Label')).toEqual([{ order: 'A-7', label: 'A-7-x' }]);

    const started = await runToEnd(server, { workflowData: { ...quirky, name: 'Loose', nodes, connections: bare } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
  });

  it('still refuses a name that is there but empty, or not text', async () => {
    for (const name of ['  ', 5]) {
      const { status } = await server.rest('POST', '/workflows', { ...quirkyExport(), name });
      expect(status).toBe(400);
    }
    expect(await server.count('workflow_entity')).toBe(0);
  });

  it('accepts the same forms in an update, without renaming the workflow', async () => {
    const saved = await importWorkflow({ name: 'Kept', nodes: [], connections: {} });
    const { nodes, connections, pinData, meta } = quirkyExport();
    const { status, body } = await server.rest<{ data: WorkflowResponse }>('PATCH', `/workflows/${saved.id}`, {
      nodes, connections, pinData, meta, versionId: saved.versionId,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.name).toBe('Kept');
    expect(body.data.nodes.every((node) => node.id.length === 36)).toBe(true);
    expect(body.data.pinData.Pinned?.[0]).toEqual({ json: { from: 'pin' } });
  });
});
