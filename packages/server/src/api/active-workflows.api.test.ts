import { describe, expect, it } from 'vitest';
import type { INodeType, ITriggerFunctions, IExecution } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { useTestServer, type TestServer } from '../test/test-server.js';
import { fullySetNode, manualTriggerNode, sampleWorkflow } from '../test/fixtures.js';
import { chain, setNode, webhookNode } from '../test/webhook-fixtures.js';

const server = useTestServer();

type Answer<T> = { data: T };
interface ErrorBody { code: number; message: string; hint?: string }

/** A trigger that starts its workflow on its own, every 50 ms, with a running count. */
const intervalTrigger: INodeType = {
  description: {
    name: 'weft-test.intervalTrigger', displayName: 'Interval Trigger', description: 'Starts the workflow again and again',
    group: ['trigger'], version: 1, defaults: { name: 'Every moment' }, inputs: [], outputs: ['main'], properties: [],
  },
  async trigger(this: ITriggerFunctions) {
    const staticData = this.getWorkflowStaticData('node');
    const timer = setInterval(() => {
      staticData.count = Number(staticData.count ?? 0) + 1;
      this.emit([[{ json: { count: staticData.count } }]]);
    }, 50);
    return { closeFunction: async () => clearInterval(timer) };
  },
};
const intervalNode = {
  id: 'e0000000-0000-4000-8000-00000000000e', name: 'Every moment', type: intervalTrigger.description.name,
  typeVersion: 1, position: [240, 500] as [number, number], parameters: {},
};

async function create(body: Parameters<TestServer['rest']>[2]): Promise<WorkflowResponse> {
  const created = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', body);
  expect(created.status).toBe(200);
  return created.body.data;
}

const activate = (id: string, extra: object = {}) => server.rest<Answer<WorkflowResponse> & ErrorBody>('PATCH', `/workflows/${id}`, { active: true, ...extra });
const activeIds = async () => (await server.rest<Answer<string[]>>('GET', '/active')).body.data;
const stored = async (id: string) => (await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${id}`)).body.data;
const webhookCall = (path: string) => server.inject({ method: 'POST', url: `/webhook/${path}`, payload: {} });

describe('activation refusals', () => {
  it('refuses a workflow without a trigger that runs on its own, and leaves it inactive', async () => {
    const created = await create(sampleWorkflow({ nodes: [manualTriggerNode, { ...fullySetNode, disabled: false }], connections: {} }));
    const { status, body } = await activate(created.id);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Workflow could not be activated', hint: 'This workflow has no trigger node that can run on its own' });
    expect((await stored(created.id)).active).toBe(false);
  });

  it('does not count a disabled trigger', async () => {
    await server.services.nodeTypes.add(intervalTrigger);
    const created = await create(sampleWorkflow({ nodes: [{ ...intervalNode, disabled: true }, fullySetNode], connections: {} }));
    const { body } = await activate(created.id);
    expect(body.hint).toBe('This workflow has no trigger node that can run on its own');
  });

  it('lists the node issues as "node: issue" and saves nothing of the request', async () => {
    const http = {
      id: 'h1', name: 'Call API', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [300, 0] as [number, number],
      parameters: { url: '' },
    };
    const created = await create(chain('Broken', [webhookNode({ path: 'broken' }), setNode('Edit Fields', 'a', 'b')]));
    const { status, body } = await activate(created.id, { name: 'Renamed', nodes: [...(created.nodes ?? []), http] });
    expect(status).toBe(400);
    expect(body.message).toBe('Workflow could not be activated because of node issues: Call API: URL: This field is required');
    const after = await stored(created.id);
    expect(after).toMatchObject({ name: 'Broken', active: false });
    expect(await activeIds()).toEqual([]);
  });

  it('refuses a webhook path another active workflow holds, naming that workflow', async () => {
    const first = await create(chain('Orders intake', [webhookNode({ path: 'orders' })]));
    expect((await activate(first.id)).status).toBe(200);
    const second = await create(chain('Orders copy', [webhookNode({ path: 'orders' })]));
    const { status, body } = await activate(second.id);
    expect(status).toBe(400);
    expect(body.message).toBe(
      `Workflow could not be activated: the webhook path "POST orders" of node "Webhook" is already used by the workflow "Orders intake" (ID ${first.id})`,
    );
    expect(body.hint).toBe('Change the path of node "Webhook", or deactivate the workflow "Orders intake"');
    expect(await activeIds()).toEqual([first.id]);
    expect((await stored(second.id)).active).toBe(false);
  });
});

describe('active workflows', () => {
  it('registers webhooks on activation, lists the workflow as active, and removes them on deactivation', async () => {
    const created = await create(chain('Hook', [webhookNode({ path: 'hook' })]));
    expect((await webhookCall('hook')).statusCode).toBe(404);
    const activated = await activate(created.id);
    expect(activated.status).toBe(200);
    expect(activated.body.data.active).toBe(true);
    expect(await activeIds()).toEqual([created.id]);
    expect((await webhookCall('hook')).statusCode).toBe(200);
    const rows = await server.services.repositories.webhooks.list();
    expect(rows).toEqual([{ workflowId: created.id, method: 'POST', path: 'hook', node: 'Webhook', webhookId: expect.any(String) }]);

    expect((await server.rest('PATCH', `/workflows/${created.id}`, { active: false })).status).toBe(200);
    expect(await activeIds()).toEqual([]);
    expect((await webhookCall('hook')).statusCode).toBe(404);
    expect(await server.count('webhook_entity')).toBe(0);
  });

  it('follows an edit of an active workflow: the new path answers, the old one no longer', async () => {
    const created = await create(chain('Moving', [webhookNode({ path: 'old-path' })]));
    await activate(created.id);
    const nodes = [{ ...(created.nodes?.[0] as object), parameters: { httpMethod: 'POST', path: 'new-path' } }];
    expect((await server.rest('PATCH', `/workflows/${created.id}`, { nodes })).status).toBe(200);
    expect((await webhookCall('old-path')).statusCode).toBe(404);
    expect((await webhookCall('new-path')).statusCode).toBe(200);
  });

  it('unregisters a deleted workflow', async () => {
    const created = await create(chain('Short lived', [webhookNode({ path: 'short' })]));
    await activate(created.id);
    expect((await server.rest('DELETE', `/workflows/${created.id}`)).status).toBe(200);
    expect(await activeIds()).toEqual([]);
    expect((await webhookCall('short')).statusCode).toBe(404);
  });

  it('activates active workflows again after a restart', async () => {
    const created = await create(chain('Survivor', [webhookNode({ path: 'survivor' })]));
    await activate(created.id);
    await server.restart();
    expect(await activeIds()).toEqual([created.id]);
    expect((await webhookCall('survivor')).statusCode).toBe(200);
    expect((await server.rest('GET', `/active/error/${created.id}`)).body).toEqual({ data: null });
  });

  it('keeps the reason when a workflow marked active cannot be activated at start', async () => {
    const first = await create(chain('First', [webhookNode({ path: 'shared' })]));
    await activate(first.id);
    const second = await create(chain('Second', [webhookNode({ path: 'shared' })]));
    // Marked active behind the server's back (another instance, an import): start-up finds the clash.
    await server.services.repositories.workflows.setActive(second.id, true);
    await server.restart();
    expect(await activeIds()).toEqual([first.id]);
    const { body } = await server.rest<Answer<{ error: { message: string } }>>('GET', `/active/error/${second.id}`);
    expect(body.data.error.message).toContain('is already used by the workflow "First"');
    expect((await stored(second.id)).active).toBe(true);
  });

  it('runs a Schedule Trigger of an active workflow on its interval', async () => {
    const created = await create(chain('Every second', [
      { id: 's1', name: 'Schedule Trigger', type: 'n8n-nodes-base.scheduleTrigger', typeVersion: 1.2, position: [0, 0],
        parameters: { rule: { interval: [{ field: 'seconds', secondsInterval: 1 }] } } },
      setNode('Edit Fields', 'ran', 'yes'),
    ]));
    expect((await activate(created.id)).status).toBe(200);
    while (await server.count('execution_entity') < 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await server.rest('PATCH', `/workflows/${created.id}`, { active: false });
    await server.services.activeExecutions.whenIdle();
    const first = (await server.rest<Answer<IExecution>>('GET', '/executions/1')).body.data;
    expect(first).toMatchObject({ mode: 'trigger', status: 'success' });
    expect(first.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ ran: 'yes' });
  });

  it('runs executions from a trigger of an active workflow, saving the static data it changes', async () => {
    await server.services.nodeTypes.add(intervalTrigger);
    const created = await create(sampleWorkflow({
      nodes: [intervalNode, { ...setNode('Edit Fields', 'seen', '={{ $json.count }}'), position: [460, 500] as [number, number] }],
      connections: { [intervalNode.name]: { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] } },
      settings: { saveDataSuccessExecution: 'all' }, pinData: {}, staticData: null,
    }));
    await activate(created.id);
    while (await server.count('execution_entity') < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.rest('PATCH', `/workflows/${created.id}`, { active: false });
    await server.services.activeExecutions.whenIdle();
    const first = (await server.rest<Answer<IExecution>>('GET', '/executions/1')).body.data;
    expect(first).toMatchObject({ mode: 'trigger', status: 'success', workflowId: created.id });
    expect(first.data.resultData.runData['Edit Fields']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ seen: '1' });
    const staticData = (await stored(created.id)).staticData as Record<string, { count: number }>;
    expect(staticData[`node:${intervalNode.name}`]?.count).toBeGreaterThanOrEqual(2);
  });
});
