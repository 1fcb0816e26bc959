import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IExecution, IWorkflowBase } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { createTestServer } from '../test/test-server.js';
import type { TestServer } from '../test/test-server.js';
import { runToEnd } from '../test/execution-fixtures.js';

/**
 * Every node fixture (`packages/nodes/src/<Node>/test/*.workflow.json`, n8n export format) imported
 * through POST /workflows, run as the editor runs it and read back from the database: the stored
 * execution must hold the outputs written down for it (see `Expected`). Runs on SQLite and, with
 * DB_TYPE=postgresdb, on PostgreSQL, so that every node's output survives both databases' storage. One server serves them all
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

/** One item as the expectations write it: its JSON, and the names of its binary properties when it has any. */
type Item = { json: unknown; binary?: string[] };
/** Per node, its runs, each run's outputs, each output's items. */
type Outputs = Record<string, Item[][][]>;

/**
 * What a fixture must give, written down (node-fixtures.expected.json) and checked against n8n's
 * documented behaviour of each node, not read from the engine under test. A node whose output changes
 * from run to run (the clock, random data, a resume URL) is written as its item counts per run and output.
 */
interface Expected {
  status: string;
  errors?: Record<string, string>;
  outputs: Record<string, Item[][][] | { itemCounts: number[][] }>;
}
const expectations = JSON.parse(readFileSync(new URL('./node-fixtures.expected.json', import.meta.url), 'utf8')) as Record<string, Expected>;

function outputsOf(runData: IExecution['data']['resultData']['runData']): Outputs {
  const outputs: Outputs = {};
  for (const [node, runs] of Object.entries(runData)) {
    outputs[node] = runs.map((run) => (run.data?.main ?? []).map((items) => (items ?? []).map((item) => {
      const binary = Object.keys(item.binary ?? {}).sort();
      return binary.length > 0 ? { json: item.json, binary } : { json: item.json };
    })));
  }
  return outputs;
}

function errorsOf(runData: IExecution['data']['resultData']['runData']): Record<string, string> {
  return Object.fromEntries(Object.entries(runData).flatMap(([node, runs]) => {
    const message = runs.at(-1)?.error?.message;
    return message ? [[node, message]] : [];
  }));
}

async function runThroughServer(workflow: IWorkflowBase): Promise<IExecution> {
  const imported = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', { ...workflow, active: false });
  expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  const { id, name, nodes, connections, settings, pinData } = (await server.rest<{ data: WorkflowResponse }>('GET', `/workflows/${imported.body.data.id}`)).body.data;
  const started = await runToEnd(server, {
    workflowData: { id, name, nodes, connections, settings, pinData },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { body } = await server.rest<{ data: IExecution }>('GET', `/executions/${started.body.data.executionId}`);
  return body.data;
}

describe('node fixtures run through the server and the database', () => {
  const files = fixtureFiles();

  it('has written expectations for exactly the fixtures of the node library', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(Object.keys(expectations).sort()).toEqual(files.map((file) => relative(nodesRoot, file)));
  });

  for (const file of files) {
    const name = relative(nodesRoot, file);
    it(name, async () => {
      const expected = expectations[name];
      if (!expected) throw new Error(`${name} has no expectations in node-fixtures.expected.json`);
      const stored = await runThroughServer(JSON.parse(readFileSync(file, 'utf8')) as IWorkflowBase);

      expect(stored.status).toBe(expected.status);
      expect(errorsOf(stored.data.resultData.runData)).toEqual(expected.errors ?? {});
      const saved = outputsOf(stored.data.resultData.runData);
      expect(Object.keys(saved).sort()).toEqual(Object.keys(expected.outputs).sort());
      for (const [node, output] of Object.entries(expected.outputs)) {
        if (Array.isArray(output)) {
          expect(saved[node], `the output of "${node}"`).toEqual(output);
        } else {
          expect(saved[node]?.map((run) => run.map((items) => items.length)), `the item counts of "${node}"`).toEqual(output.itemCounts);
        }
      }
    // The first Python fixture loads Pyodide, which takes far longer than the default on a busy machine.
    }, 60_000);
  }
});
