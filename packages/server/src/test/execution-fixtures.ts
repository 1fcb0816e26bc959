import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { IExecution, INodeType } from '@weft/workflow';
import type { WorkflowCreateBody } from '@weft/contracts';
import type { SendAs, TestServer } from './test-server.js';
import { chain, codeNode, manualTrigger, setNode, waitNode, webhookNode } from './webhook-fixtures.js';

/** A node that runs until the execution is stopped (a long HTTP call, say). */
const waitingForUntilStopped: Array<() => void> = [];
/** Resolves when an 'Until stopped' node next starts: the nodes before it have run. */
export const untilStoppedReached = () => new Promise<void>((resolve) => waitingForUntilStopped.push(resolve));

export const untilStopped: INodeType = {
  description: {
    displayName: 'Until stopped', name: 'weftTest.untilStopped', description: 'Runs until the execution stops', group: ['transform'], version: 1,
    defaults: { name: 'Until stopped' }, inputs: ['main'], outputs: ['main'], properties: [],
  },
  async execute() {
    const signal = this.getExecutionCancelSignal();
    for (const resolve of waitingForUntilStopped.splice(0)) resolve();
    await new Promise<void>((resolve) => {
      if (signal?.aborted) resolve();
      signal?.addEventListener('abort', () => resolve());
    });
    return [this.getInputData()];
  },
};

const kept = { saveManualExecutions: true };

/** Manual runs that are stored (saveManualExecutions), ending the way their name says. */
export const succeeding = (name = 'Greeting') => chain(name, [manualTrigger(), setNode('Edit Fields', 'greeting', 'hello')], kept);
export const failing = (name = 'Broken') => chain(name, [manualTrigger(), codeNode('Check order', 'throw new Error("Order 7 is broken");')], kept);
export const waiting = (name = 'Patient') => chain(name, [manualTrigger(), waitNode({ resume: 'timeInterval', amount: 2, unit: 'hours' })], kept);
export const endless = (name = 'Endless') => chain(name, [
  manualTrigger(),
  { id: 'u1', name: 'Until stopped', type: untilStopped.description.name, typeVersion: 1, position: [220, 0], parameters: {} },
], kept);

/**
 * Waits until the execution's run has stopped (ended, or waiting), reading it as the editor does
 * (`GET /executions/:id`), then until what follows a run (error workflows, static data) is done.
 */
export async function untilRunStopped(server: TestServer, id: string, options: SendAs = {}): Promise<void> {
  for (let tries = 0; tries < 2000; tries++) {
    const { status, body } = await server.rest<{ data: IExecution }>('GET', `/executions/${id}`, undefined, options);
    if (status === 200 && body.data.status !== 'new' && body.data.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await server.services.activeExecutions.get(id)?.done;
}

type RunAnswer = { data: { executionId: string; waitingForWebhook: boolean } };

/**
 * `POST /workflows/run`, then the end of the run. The answer names the execution before the run
 * starts (with or without a live connection); a run waiting for its test webhook is not waited for.
 */
export async function runToEnd<T = RunAnswer>(server: TestServer, payload: unknown, options: SendAs = {}): Promise<{ status: number; body: T }> {
  const answer = await server.rest<T>('POST', '/workflows/run', payload, options);
  const { data } = answer.body as unknown as Partial<RunAnswer>;
  if (answer.status === 200 && data && !data.waitingForWebhook) await untilRunStopped(server, data.executionId, options);
  return answer;
}

/** Runs the workflow from the editor's run request and answers the execution id once the run ended (or waits). */
export async function runManually(server: TestServer, workflowData: WorkflowCreateBody & { id?: string }): Promise<string> {
  const { status, body } = await runToEnd(server, { workflowData });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.executionId;
}

/** The stored execution, as GET /executions/:id answers it. */
export async function storedExecution(server: TestServer, id: string): Promise<IExecution> {
  return (await server.rest<{ data: IExecution }>('GET', `/executions/${id}`)).body.data;
}

/** Polls the stored execution until it has `status` (about 5 s at most). */
export async function untilStatus(server: TestServer, id: string, status: string): Promise<IExecution> {
  for (let tries = 0; tries < 250; tries++) {
    const found = await storedExecution(server, id);
    if (found.status === status) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Execution ${id} did not reach status ${status}: ${(await storedExecution(server, id)).status}`);
}

/** Saves the workflow; answers its id. */
export async function save(server: TestServer, workflow: WorkflowCreateBody): Promise<string> {
  const { status, body } = await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id;
}

/** Starts a run that goes on until stopped; answers its id once its row says running. */
export async function startEndless(server: TestServer, workflowData: WorkflowCreateBody = endless()): Promise<{ id: string; answered: Promise<unknown> }> {
  await server.services.nodeTypes.add(untilStopped);
  const answered = server.rest('POST', '/workflows/run', { workflowData });
  for (;;) {
    const [running] = server.services.activeExecutions.list();
    if (running) return { id: running.id, answered };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A workflow whose webhook (`POST /webhook/<path>`) stores the request body as binary data. */
export const fileReceiver = (path: string, settings: Record<string, unknown> = {}) =>
  chain(`Receive ${path}`, [webhookNode({ path, responseMode: 'onReceived' })], settings);

/** Calls the webhook with a file and waits until its execution is stored; answers the execution's id. */
export async function sendFile(server: TestServer, path: string): Promise<string> {
  const before = new Set(server.services.activeExecutions.list().map((e) => e.id));
  const answer = await server.inject({ method: 'POST', url: `/webhook/${path}`, payload: Buffer.from('file bytes'), headers: { 'content-type': 'application/octet-stream' } });
  expect(answer.statusCode).toBe(200);
  await server.services.activeExecutions.whenIdle();
  await server.services.repositories.executions.allCommitted();
  const rows = await server.db.kysely.selectFrom('execution_entity').select('id').where('mode', '=', 'webhook').orderBy('id', 'desc').execute();
  const id = rows.map((row) => String(row.id)).find((candidate) => !before.has(candidate));
  if (!id) throw new Error(`No execution was stored for /webhook/${path}`);
  return id;
}

/** The executions that have binary data on disk (their folders' names are their ids). */
export function executionsWithFiles(server: TestServer): string[] {
  const folder = join(server.config.userFolder, 'binaryData', 'executions');
  return existsSync(folder) ? readdirSync(folder).sort((a, b) => Number(a) - Number(b)) : [];
}
