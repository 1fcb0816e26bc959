import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushMessage, WorkflowCreateBody } from '@weft/contracts';
import { PUSH_SESSION_HEADER } from '@weft/contracts';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { openPush, type PushClient } from '../test/push-client.js';
import { chain, codeNode, manualTrigger, setNode, waitNode, webhookNode } from '../test/webhook-fixtures.js';
import { untilRunStopped } from '../test/execution-fixtures.js';
import { ownerAndTwoMembers } from '../test/users-fixture.js';

let server: TestServer;
let port: number;
const clients: PushClient[] = [];
beforeEach(async () => {
  server = await createTestServer();
  port = await server.listen();
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server.close();
});

async function push(sessionId: string): Promise<PushClient> {
  const client = await openPush(port, sessionId, server.cookie());
  clients.push(client);
  return client;
}

interface RunAnswer { executionId: string; waitingForWebhook: boolean }

async function runFrom(sessionId: string, workflowData: object, cookie?: string): Promise<RunAnswer> {
  const response = await server.inject({
    method: 'POST', url: '/rest/workflows/run', headers: { [PUSH_SESSION_HEADER]: sessionId, ...(cookie ? { cookie } : {}) }, payload: { workflowData },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: RunAnswer }>().data;
}

const summary = (message: PushMessage): string => {
  if (message.type === 'nodeExecuteBefore' || message.type === 'nodeExecuteAfter') return `${message.type} ${message.data.nodeName}`;
  return message.type;
};

const threeNodes = (): WorkflowCreateBody => chain('Pushed', [
  manualTrigger(),
  codeNode('Code', 'return Array.from({ length: 30 }, (_, i) => ({ json: { i } }));'),
  setNode('Edit Fields', 'doubled', '={{ $json.i * 2 }}'),
]);

describe('GET /rest/push', () => {
  it('refuses a stream without a session id with 400 and says what is missing', async () => {
    const response = await server.inject({ method: 'GET', url: '/rest/push' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/sessionId/);
  });

  it('tells the tab that started a run each step of it in order, and no other tab', async () => {
    const starter = await push('tab-a');
    const other = await push('tab-b');
    const answer = await runFrom('tab-a', threeNodes());
    expect(answer.waitingForWebhook).toBe(false);

    const finished = await starter.waitFor((m) => m.type === 'executionFinished');
    const trigger = 'When clicking ‘Execute workflow’';
    expect(starter.messages.map(summary)).toEqual([
      'executionStarted',
      `nodeExecuteBefore ${trigger}`, `nodeExecuteAfter ${trigger}`,
      'nodeExecuteBefore Code', 'nodeExecuteAfter Code',
      'nodeExecuteBefore Edit Fields', 'nodeExecuteAfter Edit Fields',
      'executionFinished',
    ]);
    expect(finished.data).toMatchObject({ executionId: answer.executionId, status: 'success', finished: true, lastNodeExecuted: 'Edit Fields' });
    const editFields = starter.messages.find((m) => m.type === 'nodeExecuteAfter' && m.data.nodeName === 'Edit Fields');
    const items = editFields?.type === 'nodeExecuteAfter' ? editFields.data.data.data?.main?.[0] : undefined;
    expect(items).toHaveLength(30);
    expect(items?.[29]?.json).toEqual({ doubled: '58' });
    expect(other.messages).toEqual([]);

    // Heard of the end, the editor can read the whole execution.
    const stored = await server.rest<{ data: { status: string } }>('GET', `/executions/${answer.executionId}`);
    expect(stored.body.data.status).toBe('success');
  });

  it('answers a run request without a live connection as with one: at once, with the id of the run it then starts', async () => {
    const answer = await runFrom('nobody-listens', chain('Slow', [manualTrigger(), waitNode({ resume: 'timeInterval', amount: 1, unit: 'seconds' })]));
    expect(answer.waitingForWebhook).toBe(false);
    const early = await server.rest<{ data: { status: string; finished: boolean } }>('GET', `/executions/${answer.executionId}`);
    expect(early.body.data.finished).toBe(false);
    await untilRunStopped(server, answer.executionId);
    const stored = await server.rest<{ data: { status: string } }>('GET', `/executions/${answer.executionId}`);
    expect(stored.body.data.status).toBe('success');
  });

  it('leaves out the items of a node too large to push, with their count, and the execution has them', async () => {
    const client = await push('tab-big');
    const answer = await runFrom('tab-big', chain('Big', [
      manualTrigger(),
      codeNode('Code', "return Array.from({ length: 10000 }, (_, i) => ({ json: { i, text: 'x'.repeat(100) } }));"),
    ]));
    await client.waitFor((m) => m.type === 'executionFinished');
    const code = client.messages.find((m) => m.type === 'nodeExecuteAfter' && m.data.nodeName === 'Code');
    expect(code?.type === 'nodeExecuteAfter' && code.data.itemCountByOutput).toEqual([10000]);
    expect(code?.type === 'nodeExecuteAfter' && code.data.data.data).toBeUndefined();
    const stored = await server.rest<{ data: { data: { resultData: { runData: Record<string, Array<{ data: { main: unknown[][] } }>> } } } }>(
      'GET', `/executions/${answer.executionId}`,
    );
    expect(stored.body.data.data.resultData.runData.Code?.[0]?.data.main[0]).toHaveLength(10000);
  });

  it("sends a Code node's console.log of a manual run to the tab's console", async () => {
    const client = await push('tab-console');
    await runFrom('tab-console', chain('Console', [
      manualTrigger(), codeNode('Code', "console.log('hello from code', { n: 1 }); return [{ json: {} }];"),
    ]));
    const message = await client.waitFor((m) => m.type === 'sendConsoleMessage');
    expect(message.data).toEqual({ source: '[Node: "Code"]', messages: ['hello from code', { n: 1 }] });
  });

  it('tells the listening tab when its test webhook is called (then the run) and when it is removed', async () => {
    const client = await push('tab-webhook');
    const created = await server.rest<{ data: WorkflowCreateBody & { id: string } }>('POST', '/workflows', chain('Listening', [
      webhookNode({ path: 'push-test' }), setNode('Edit Fields', 'got', '={{ $json.body.value }}'),
    ]));
    const workflow = created.body.data;
    const answer = await runFrom('tab-webhook', workflow);
    expect(answer.waitingForWebhook).toBe(true);
    const call = await server.inject({ method: 'POST', url: '/webhook-test/push-test', payload: { value: 'called' } });
    expect(call.statusCode).toBe(200);
    await client.waitFor((m) => m.type === 'executionFinished');
    expect(client.messages.map(summary)).toEqual([
      'testWebhookReceived', 'executionStarted',
      'nodeExecuteBefore Webhook', 'nodeExecuteAfter Webhook', 'nodeExecuteBefore Edit Fields', 'nodeExecuteAfter Edit Fields',
      'executionFinished',
    ]);
    expect(client.messages[0]?.data).toEqual({ workflowId: workflow.id, executionId: answer.executionId });

    const again = await runFrom('tab-webhook', workflow);
    expect((await server.rest('DELETE', `/test-webhook/${workflow.id}`)).body).toEqual({ data: true });
    const deleted = await client.waitFor((m) => m.type === 'testWebhookDeleted');
    expect(deleted.data).toEqual({ workflowId: workflow.id, executionId: again.executionId });
  });

  it("keeps each user's runs to that user's streams, even when two users name their tab alike", async () => {
    const { mia, max } = await ownerAndTwoMembers(server);
    const miaTab = await openPush(port, 'tab-1', mia.cookie);
    // Max claims the same tab id: his stream must neither hear Mia's run nor push hers out.
    const maxTab = await openPush(port, 'tab-1', max.cookie);
    clients.push(miaTab, maxTab);

    const miaRun = await runFrom('tab-1', threeNodes(), mia.cookie);
    const miaFinished = await miaTab.waitFor((m) => m.type === 'executionFinished');
    expect(miaFinished.data).toMatchObject({ executionId: miaRun.executionId, status: 'success' });
    expect(miaTab.messages.map(summary)).toContain('nodeExecuteAfter Edit Fields');

    // Max's own run under that tab id reaches him, and only him.
    const maxRun = await runFrom('tab-1', threeNodes(), max.cookie);
    const maxFinished = await maxTab.waitFor((m) => m.type === 'executionFinished');
    expect(maxFinished.data).toMatchObject({ executionId: maxRun.executionId, status: 'success' });
    const executionsHeard = (client: PushClient) => [...new Set(client.messages.map((m) => (m.data as { executionId?: string }).executionId))];
    expect(executionsHeard(maxTab)).toEqual([maxRun.executionId]);
    expect(executionsHeard(miaTab)).toEqual([miaRun.executionId]);
  });

  it('opens only for a signed-in user', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/rest/push?sessionId=stranger`);
    expect(response.status).toBe(401);
    await expect(openPush(port, 'stranger', 'weft-auth=forged.token.here')).rejects.toThrow('answered 401');
  });

  it('ends open streams when the server shuts down, so they do not hold the shutdown', async () => {
    const client = await push('tab-shutdown');
    // The client never lets go (an editor tab): a stream left open would hold the close for good, and the
    // test fails at its timeout. Both must end, the close and the stream, from the server's side.
    await Promise.all([server.app.close(), client.ended]);
    const refused = await fetch(`http://127.0.0.1:${port}/rest/push?sessionId=late`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
  });
});
