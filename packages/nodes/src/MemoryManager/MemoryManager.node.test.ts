import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { closeMemoryConnections } from '../ai/memory-stores.js';
import { aiRunner, localCredentials, rootWorkflow } from '../test-support/ai-harness.js';
import type { SubNode } from '../test-support/ai-harness.js';

let runWorkflow: ReturnType<typeof aiRunner>;
beforeAll(() => {
  runWorkflow = aiRunner(localCredentials('http://127.0.0.1:9/v1'));
});
afterAll(() => closeMemoryConnections());

const simpleMemory = (session: string): SubNode => ({
  node: {
    name: 'Memory', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow', typeVersion: 1.3,
    parameters: { sessionIdType: 'customKey', sessionKey: session, contextWindowLength: 5 } as never,
  },
  type: 'ai_memory',
});

const redisMemory = (session: string): SubNode => ({
  node: {
    name: 'Memory', type: '@n8n/n8n-nodes-langchain.memoryRedisChat', typeVersion: 1.5,
    parameters: { sessionIdType: 'customKey', sessionKey: session } as never,
    credentials: { redis: { id: 'redis', name: 'Redis' } },
  },
  type: 'ai_memory',
});

async function manage(memory: SubNode, parameters: IDataObject, typeVersion = 1.1, items: IDataObject[] = [{}]) {
  const workflow: IWorkflowBase = rootWorkflow(
    { name: 'Chat Memory Manager', type: '@n8n/n8n-nodes-langchain.memoryManager', typeVersion, parameters: parameters as never },
    [memory], items, 'w-memory-manager',
  );
  const { result } = await runWorkflow(workflow);
  const runData = result.data.resultData.runData;
  return { json: runData['Chat Memory Manager']?.[0]?.data?.main?.[0]?.map((item) => item.json), error: result.data.resultData.error, runData };
}

const insert = (insertMode: string, values: IDataObject[]) => ({ mode: 'insert', insertMode, messages: { messageValues: values } });

describe('Chat Memory Manager', () => {
  it('inserts messages, reads them simplified (grouped until a type repeats) or whole, and deletes the newest or all', async () => {
    const memory = simpleMemory(`manager-${process.pid}`);
    expect((await manage(memory, insert('insert', [{ type: 'system', message: 'Old' }]))).json).toEqual([{ success: true }]);
    const overridden = await manage(memory, insert('override', [
      { type: 'user', message: 'Hi' }, { type: 'ai', message: 'Hello!' }, { type: 'user', message: 'Bye', hideFromUI: true },
    ]));
    // The manager works on the memory's messages directly: like n8n, the memory node shows no run for it.
    expect(overridden.runData.Memory).toBeUndefined();

    expect((await manage(memory, { mode: 'load' })).json).toEqual([{ messages: [{ human: 'Hi', ai: 'Hello!' }, { human: 'Bye' }], messagesCount: 2 }]);
    const whole = await manage(memory, { mode: 'load', simplifyOutput: false, options: { groupMessages: false } });
    expect(whole.json).toHaveLength(3);
    expect(whole.json?.[2]).toMatchObject({
      lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'HumanMessage'],
      kwargs: { content: 'Bye', additional_kwargs: { hideFromUI: true } },
    });

    expect((await manage(memory, { mode: 'delete', deleteMode: 'lastN', lastMessagesCount: 2 })).json).toEqual([{ success: true }]);
    expect((await manage(memory, { mode: 'load' })).json).toEqual([{ messages: [{ human: 'Hi' }], messagesCount: 1 }]);
    await manage(memory, { mode: 'delete', deleteMode: 'all' });
    expect((await manage(memory, { mode: 'load' })).json).toEqual([{ messages: [], messagesCount: 0 }]);
  });

  it('manages a Redis memory the same way, once per item from version 1.1 and once in version 1', async () => {
    const memory = redisMemory(`weft-manager-${process.pid}`);
    await manage(memory, { mode: 'delete', deleteMode: 'all' });
    await manage(memory, insert('insert', [{ type: 'user', message: 'Ping' }]), 1.1, [{}, {}]);
    await manage(memory, insert('insert', [{ type: 'ai', message: 'Pong' }]), 1, [{}, {}]);
    const loaded = await manage(memory, { mode: 'load', simplifyOutput: false, options: { groupMessages: false } });
    expect(loaded.json?.map((message) => (message.kwargs as IDataObject).content)).toEqual(['Ping', 'Ping', 'Pong']);
    const pairs = await manage(memory, { mode: 'load', options: { groupMessages: false } });
    expect(pairs.json).toEqual([{ human: 'Ping' }, { human: 'Ping', ai: 'Pong' }]);
    await manage(memory, { mode: 'delete', deleteMode: 'all' });
  });

  it('needs a memory connected', async () => {
    const workflow = rootWorkflow({ name: 'Chat Memory Manager', type: '@n8n/n8n-nodes-langchain.memoryManager', typeVersion: 1.1, parameters: {} }, [], [{}]);
    const { result } = await runWorkflow(workflow);
    expect(result.data.resultData.error?.message).toBe('A Memory sub-node must be connected and enabled');
  });
});
