import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IExecution, IWorkflowBase } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { IRun } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createTestServer } from '../test/test-server.js';
import type { TestServer } from '../test/test-server.js';

/**
 * Every node fixture (`packages/nodes/src/<Node>/test/*.workflow.json`, n8n export format) imported
 * through POST /workflows, run as the editor runs it and read back from the database: the stored
 * execution must hold what the engine gives in process. Runs on SQLite and, with DB_TYPE=postgresdb, on
 * PostgreSQL, so that every node's output survives both databases' storage. One server serves them all
 * (a fresh one per fixture would cost more than the fixtures).
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());
const nodesRoot = fileURLToPath(new URL('../../../nodes/src/', import.meta.url));

/**
 * Node folders whose fixtures need what their own tests set up (a loopback server, an SMTP inbox, a
 * credential, a sub-workflow saved by id, a confined folder): those tests run them, on their own terms.
 */
const NEEDS_OWN_SETUP = new Set(['HttpRequest', 'ExecuteWorkflow', 'EmailSend', 'RssFeedRead', 'ReadWriteFile', 'FormTrigger', 'Form']);

/** Fixtures of n8n's export format that start from a Manual Trigger (webhook and schedule runs are tested elsewhere). */
function fixtureFiles(): string[] {
  const files: string[] = [];
  for (const folder of readdirSync(nodesRoot, { withFileTypes: true })) {
    if (!folder.isDirectory() || NEEDS_OWN_SETUP.has(folder.name)) continue;
    const testFolder = join(nodesRoot, folder.name, 'test');
    let entries: string[] = [];
    try {
      entries = readdirSync(testFolder);
    } catch {
      continue;
    }
    for (const file of entries) if (file.endsWith('.workflow.json')) files.push(join(testFolder, file));
  }
  return files.sort().filter((file) => {
    const workflow = JSON.parse(readFileSync(file, 'utf8')) as IWorkflowBase;
    return workflow.nodes.some((node) => node.type === 'n8n-nodes-base.manualTrigger');
  });
}

type Outputs = Record<string, unknown[][][]>;

/** What each node produced, per run and output, as the JSON of its items (and the names of its binary properties). */
function outputsOf(runData: IRun['data']['resultData']['runData']): Outputs {
  const outputs: Outputs = {};
  for (const [node, runs] of Object.entries(runData)) {
    outputs[node] = runs.map((run) => (run.data?.main ?? []).map((items) => (items ?? []).map((item) => ({
      json: item.json, binary: Object.keys(item.binary ?? {}).sort(),
    }))));
  }
  return outputs;
}

function errorsOf(runData: IRun['data']['resultData']['runData']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(runData).map(([node, runs]) => [node, runs.at(-1)?.error?.message]));
}

async function runThroughServer(workflow: IWorkflowBase): Promise<IExecution> {
  const imported = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', { ...workflow, active: false });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  const { id, name, nodes, connections, settings, pinData } = (await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${imported.body.data.id}`)).body.data;
  const started = await server.rest<{ data: { executionId: string } }>('POST', '/workflows/run', {
    workflowData: { id, name, nodes, connections, settings, pinData },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { body } = await server.rest<{ data: IExecution }>('GET', `/executions/${started.body.data.executionId}`);
  return body.data;
}

describe('node fixtures run through the server and the database', () => {
  const files = fixtureFiles();

  it('finds the fixtures of the node library', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(relative(nodesRoot, file), async () => {
      const workflow = JSON.parse(readFileSync(file, 'utf8')) as IWorkflowBase;
      const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), timezone: server.config.timezone });
      const inProcess = [
        await runner.run({ workflow: structuredClone(workflow), mode: 'manual', executionId: 'a' }),
        await runner.run({ workflow: structuredClone(workflow), mode: 'manual', executionId: 'b' }),
      ];
      const stored = await runThroughServer(workflow);

      expect(stored.status).toBe(inProcess[0]?.status);
      const [first, second] = inProcess.map((run) => outputsOf(run.data.resultData.runData)) as [Outputs, Outputs];
      const saved = outputsOf(stored.data.resultData.runData);
      expect(Object.keys(saved).sort()).toEqual(Object.keys(first).sort());
      expect(errorsOf(stored.data.resultData.runData)).toEqual(errorsOf(inProcess[0]?.data.resultData.runData ?? {}));
      for (const node of Object.keys(first)) {
        // Nodes whose output changes from run to run (the clock, random data) are compared by shape only.
        if (isDeepStrictEqual(first[node], second[node])) {
          expect(saved[node], `the output of "${node}"`).toEqual(first[node]);
        } else {
          expect(saved[node]?.map((run) => run.map((items) => items.length)), `the item counts of "${node}"`)
            .toEqual(first[node]?.map((run) => run.map((items) => items.length)));
        }
      }
    });
  }
});
