import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { WorkflowCreateBody } from '@weft/contracts';
import type { INodeType } from '@weft/workflow';
import { failing, succeeding, untilRunStopped, waiting } from './execution-fixtures.js';
import type { TestServer } from './test-server.js';
import { addMember, setUpOwner, type TestUser } from './users-fixture.js';
import { chain, webhookNode } from './webhook-fixtures.js';

/** Whose resource a call is about. */
export type Holder = 'owner' | 'member';

/** What one user has: a workflow with a version, its executions, an active workflow and a stored file. */
export interface Resources {
  workflowId: string;
  versionId: string;
  executionId: string;
  failedExecutionId: string;
  activeWorkflowId: string;
  binaryDataId: string;
  waitingExecutionId: string;
  credentialId: string;
}

export interface Call {
  method: InjectOptions['method'];
  url: string;
  payload?: unknown;
}

export interface Answer {
  status: number;
  body: { data?: unknown; message?: string };
}

/**
 * The instance every row of the matrix is walked on: an owner (set up with POST /owner), a member,
 * and the same kinds of resources for each. Every answer read through `send` is kept, so that a test
 * can check that none gave a secret away.
 */
export interface World {
  server: TestServer;
  owner: TestUser;
  member: TestUser;
  of: Record<Holder, Resources>;
  /** A server answering `GET /flow.json` with a workflow, for import from a URL. */
  filesBase: string;
  user(holder: Holder): TestUser;
  send(call: Call, as: TestUser | 'signed-out'): Promise<Answer>;
  /** Every response body sent so far. */
  bodies: string[];
  /** A new member, signed in (for calls that change the caller's own account). */
  newMember(): Promise<TestUser>;
  /** Saves a workflow as `holder`; answers its id. */
  save(holder: Holder, workflow?: WorkflowCreateBody): Promise<string>;
  /** Runs a saved workflow from the editor as `holder`; answers the execution id once it ended or waits. */
  run(holder: Holder, workflowId: string, workflow: WorkflowCreateBody): Promise<string>;
  /** A new waiting execution of `holder` (to stop). */
  waitingExecution(holder: Holder): Promise<string>;
  close(): Promise<void>;
}

/** A node type whose options load without credentials or network. */
export const colorsNode: INodeType = {
  description: {
    displayName: 'Colors', name: 'weftTest.colors', group: ['transform'], version: 1, description: 'Picks a color',
    defaults: { name: 'Colors' }, inputs: ['main'], outputs: ['main'],
    properties: [{ displayName: 'Color', name: 'color', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'colors' } }],
  },
  methods: {
    loadOptions: { colors: async () => [{ name: 'Red', value: 'red' }] },
    listSearch: { shades: async () => ({ results: [{ name: 'Crimson', value: 'crimson' }] }) },
    resourceMapping: { columns: async () => ({ fields: [{ id: 'hue', displayName: 'Hue', required: false, defaultMatch: false, display: true, type: 'string' }] }) },
  },
};

const workflowFile = JSON.stringify({
  name: 'From the web',
  nodes: [{ id: 'a', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
});

export async function buildWorld(server: TestServer): Promise<World> {
  const bodies: string[] = [];
  let members = 0;
  const files: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(workflowFile);
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  await server.services.nodeTypes.add(colorsNode);

  const owner = await setUpOwner(server);
  const member = await addMember(server, 'member@example.com');
  const user = (holder: Holder) => (holder === 'owner' ? owner : member);
  const send = async (call: Call, as: TestUser | 'signed-out'): Promise<Answer> => {
    const response = await server.inject({
      method: call.method, url: `${server.config.basePath}rest${call.url}`, as: as === 'signed-out' ? as : as.cookie,
      ...(call.payload === undefined ? {} : { payload: call.payload as InjectOptions['payload'] }),
    });
    bodies.push(response.body);
    const json = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: json ? response.json() : {} };
  };
  const expectOk = (answer: Answer, what: string) => expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
  const save = async (holder: Holder, workflow: WorkflowCreateBody = succeeding(`${holder}'s workflow`)) => {
    const answer = await send({ method: 'POST', url: '/workflows', payload: workflow }, user(holder));
    expectOk(answer, 'saving a workflow');
    return (answer.body.data as { id: string }).id;
  };
  const run = async (holder: Holder, workflowId: string, workflow: WorkflowCreateBody) => {
    const answer = await send({ method: 'POST', url: '/workflows/run', payload: { workflowData: { ...workflow, id: workflowId } } }, user(holder));
    expectOk(answer, 'running a workflow');
    const { executionId } = answer.body.data as { executionId: string };
    await untilRunStopped(server, executionId, { as: user(holder).cookie });
    return executionId;
  };
  const waitingExecution = async (holder: Holder) => {
    const workflow = waiting(`${holder}'s patient workflow`);
    return run(holder, await save(holder, workflow), workflow);
  };

  const resourcesOf = async (holder: Holder): Promise<Omit<Resources, 'credentialId'>> => {
    const workflow = succeeding(`${holder}'s workflow`);
    const workflowId = await save(holder, workflow);
    const history = await send({ method: 'GET', url: `/workflow-history/workflow/${workflowId}` }, user(holder));
    const broken = failing(`${holder}'s broken workflow`);
    const executionId = await run(holder, workflowId, workflow);
    const failedExecutionId = await run(holder, await save(holder, broken), broken);
    const hook = chain(`${holder}'s webhook`, [webhookNode({ path: `${holder}-hook`, responseMode: 'onReceived' })]);
    const activeWorkflowId = await save(holder, hook);
    expectOk(await send({ method: 'PATCH', url: `/workflows/${activeWorkflowId}`, payload: { active: true } }, user(holder)), 'activating');
    const store = await server.services.binaryData.store();
    const binaryDataId = await store.store(executionId, Buffer.from(`${holder}'s file`), { mimeType: 'text/plain' });
    return {
      workflowId, executionId, failedExecutionId, activeWorkflowId, binaryDataId,
      waitingExecutionId: await waitingExecution(holder),
      versionId: (history.body.data as Array<{ versionId: string }>)[0]!.versionId,
    };
  };

  const credentialOf = async (holder: Holder) => {
    const answer = await send({ method: 'POST', url: '/credentials', payload: { name: `${holder}'s key`, type: 'httpHeaderAuth', data: { name: 'X-Key', value: `${holder}-secret` } } }, user(holder));
    expectOk(answer, 'creating a credential');
    return (answer.body.data as { id: string }).id;
  };
  const of = {
    owner: { ...await resourcesOf('owner'), credentialId: await credentialOf('owner') },
    member: { ...await resourcesOf('member'), credentialId: await credentialOf('member') },
  };
  return {
    server, owner, member, of, user, send, bodies, save, run, waitingExecution,
    filesBase: `http://127.0.0.1:${(files.address() as AddressInfo).port}`,
    newMember: () => addMember(server, `member${++members}@example.com`, 'Max'),
    close: () => new Promise<void>((resolve) => files.close(() => resolve())),
  };
}
