import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExecutionListItem } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { useTestServer } from '../test/test-server.js';
import { activate, chain, codeNode, manualTrigger, setNode, webhookNode } from '../test/webhook-fixtures.js';
import { failing, runManually, save, startEndless, succeeding, waiting } from '../test/execution-fixtures.js';

const server = useTestServer();

/** An API that fails its first `failures` calls with 503, then answers `{ stock: 12 }`. */
async function flakyApi(failures: number): Promise<{ url: string; calls: () => number }> {
  let calls = 0;
  const api: Server = createServer((_request, response) => {
    calls++;
    if (calls <= failures) response.writeHead(503).end('try later');
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{"stock":12}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apis.push(api);
  return { url: `http://127.0.0.1:${(api.address() as AddressInfo).port}/stock`, calls: () => calls };
}
const apis: Server[] = [];
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => new Promise((resolve) => api.close(resolve))));
});

async function retry(id: string, body?: object): Promise<{ status: number; data?: boolean; message?: string }> {
  const answer = await server.rest<{ data?: boolean; message?: string }>('POST', `/executions/${id}/retry`, body);
  return { status: answer.status, data: answer.body.data, message: answer.body.message };
}

async function execution(id: string): Promise<IExecution> {
  return (await server.rest<{ data: IExecution }>('GET', `/executions/${id}`)).body.data;
}

async function listed(): Promise<ExecutionListItem[]> {
  return (await server.rest<{ data: { results: ExecutionListItem[] } }>('GET', '/executions')).body.data.results;
}

const output = (found: IExecution, node: string) => found.data.resultData.runData[node]?.at(-1)?.data?.main?.[0]?.map((item) => item.json);

describe('POST /rest/executions/:id/retry', () => {
  it('runs a failed webhook execution again from the node that failed, keeping what the nodes before it output', async () => {
    const api = await flakyApi(1);
    await activate(server, chain('Stock check', [
      webhookNode({ path: 'order', responseMode: 'onReceived' }),
      setNode('Order', 'sku', '={{ $json.body.sku }}'),
      { id: 'h1', name: 'Ask stock', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [440, 0], parameters: { url: api.url, options: {} } },
      setNode('Answer', 'line', '={{ $("Order").item.json.sku + ": " + $json.stock }}'),
    ]));
    await server.inject({ method: 'POST', url: '/webhook/order', payload: { sku: 'A-7' } });
    await server.services.activeExecutions.whenIdle();
    const [failed] = await listed();
    expect(failed).toMatchObject({ mode: 'webhook', status: 'error' });
    const original = await execution(failed?.id as string);

    expect(await retry(original.id)).toEqual({ status: 200, data: true });
    expect(api.calls()).toBe(2);
    const [retried, originalNow] = await listed();
    expect(retried).toMatchObject({ mode: 'retry', status: 'success', finished: true, retryOf: original.id, workflowName: 'Stock check' });
    expect(originalNow).toMatchObject({ id: original.id, status: 'error', retrySuccessId: retried?.id });
    const rerun = await execution(retried?.id as string);
    expect(output(rerun, 'Answer')).toEqual([{ line: 'A-7: 12' }]);
    // The nodes before the failed one did not run again: their runs are the original's, once each.
    expect(rerun.data.resultData.runData.Webhook).toEqual(original.data.resultData.runData.Webhook);
    expect(rerun.data.resultData.runData.Order).toEqual(original.data.resultData.runData.Order);
    expect(rerun.data.resultData.runData['Ask stock']).toHaveLength(1);
  });

  it('retries with the workflow as it ran, or as saved now with loadWorkflow', async () => {
    const workflowId = await save(server, failing('Order check'));
    const original = await runManually(server, { ...failing('Order check'), id: workflowId });

    // As it ran: the Code node throws again. The failed retry is kept and the original may be retried again.
    expect(await retry(original, { loadWorkflow: false })).toEqual({ status: 200, data: false });
    const [failedRetry] = await listed();
    expect(failedRetry).toMatchObject({ mode: 'retry', status: 'error', retryOf: original });
    expect((await execution(original)).retrySuccessId).toBeNull();

    const fixed = chain('Order check', [manualTrigger(), codeNode('Check order', 'return [{ json: { checked: true } }];')], { saveManualExecutions: true });
    expect((await server.rest('PATCH', `/workflows/${workflowId}`, { nodes: fixed.nodes, connections: fixed.connections })).status).toBe(200);
    expect(await retry(original, { loadWorkflow: true })).toEqual({ status: 200, data: true });
    const [goodRetry] = await listed();
    expect(output(await execution(goodRetry?.id as string), 'Check order')).toEqual([{ checked: true }]);
    expect((await execution(original)).retrySuccessId).toBe(goodRetry?.id);
    expect(await server.count('execution_entity')).toBe(3);
  });

  it('refuses what the list does not offer to retry, with 400 and the reason, and runs nothing', async () => {
    const ok = await runManually(server, succeeding());
    const paused = await runManually(server, waiting());
    const running = await startEndless(server);
    const broken = await runManually(server, failing());
    expect(await retry(broken)).toMatchObject({ status: 200, data: false });
    const [brokenRetry] = await listed();
    const count = await server.count('execution_entity');

    expect(await retry(ok)).toEqual({ status: 400, message: 'The execution succeeded, so it cannot be retried' });
    expect(await retry(paused)).toMatchObject({ status: 400, message: 'The execution is waiting, so it cannot be retried' });
    expect(await retry(running.id)).toMatchObject({ status: 400, message: 'The execution is still running, so it cannot be retried' });
    expect(await retry(brokenRetry?.id as string)).toMatchObject({ status: 400, message: 'The execution is itself a retry, so it cannot be retried' });
    expect(await retry('424242')).toMatchObject({ status: 404, message: 'The execution with the ID "424242" does not exist' });
    // An unsaved workflow has no saved version to load.
    expect(await retry(broken, { loadWorkflow: true })).toMatchObject({ status: 404, message: 'The workflow this execution ran is not saved any more' });
    expect(await retry(broken, { loadWorkflow: 'yes' })).toMatchObject({ status: 400 });
    expect(await server.count('execution_entity')).toBe(count);

    await server.rest('POST', `/executions-current/${running.id}/stop`);
    await running.answered;
  });

  it('refuses to retry once a retry succeeded, and when the failed node is gone from the saved workflow', async () => {
    const api = await flakyApi(2);
    const flaky = chain('Flaky', [
      manualTrigger(),
      { id: 'h1', name: 'Ask stock', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [220, 0], parameters: { url: api.url, options: {} } },
    ], { saveManualExecutions: true });
    const workflowId = await save(server, flaky);
    const original = await runManually(server, { ...flaky, id: workflowId });
    const again = await runManually(server, { ...flaky, id: workflowId });
    expect(await retry(original)).toMatchObject({ status: 200, data: true });
    const [succeeded] = await listed();
    expect(await retry(original)).toEqual({ status: 400, message: `The execution was already retried successfully (execution ${succeeded?.id})` });

    const renamed = chain('Flaky', [manualTrigger(), setNode('Something else', 'a', 'b')]);
    await server.rest('PATCH', `/workflows/${workflowId}`, { nodes: renamed.nodes, connections: renamed.connections });
    expect(await retry(again, { loadWorkflow: true }))
      .toMatchObject({ status: 400, message: 'The node "Ask stock" the execution stopped at is no longer in the workflow' });
  });
});
