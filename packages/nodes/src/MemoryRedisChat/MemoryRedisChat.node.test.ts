import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { closeMemoryConnections } from '../ai/memory-stores.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, rootWorkflow, chatModel, TEST_OPENAI_KEY, TEST_REDIS } from '../test-support/ai-harness.js';

const PREFIX = `weft-memory-test-${process.pid}`;
let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;
let redis: Redis;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner({ ...localCredentials(standIn.baseUrl), 'redis-wrong': { type: 'redis', data: { ...TEST_REDIS, port: 1 } } });
  redis = new Redis({ host: TEST_REDIS.host, port: TEST_REDIS.port });
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await closeMemoryConnections();
  await standIn.close();
});

function agentWithMemory(chatInput: string, sessionId: string, memory: { typeVersion?: number; parameters?: IDataObject; credentialId?: string } = {}): IWorkflowBase {
  return rootWorkflow(
    { name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 3, parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: {} } },
    [
      { node: chatModel(), type: 'ai_languageModel' },
      {
        node: {
          name: 'Redis Chat Memory', type: '@n8n/n8n-nodes-langchain.memoryRedisChat', typeVersion: memory.typeVersion ?? 1.5,
          parameters: { contextWindowLength: 5, ...memory.parameters } as never,
          credentials: { redis: { id: memory.credentialId ?? 'redis', name: 'Redis' } },
        },
        type: 'ai_memory',
      },
    ],
    [{ chatInput, sessionId }],
  );
}

async function run(workflow: IWorkflowBase) {
  const { result } = await runWorkflow(workflow);
  return { runData: result.data.resultData.runData, error: result.data.resultData.error };
}

describe('Redis Chat Memory', () => {
  it('keeps the conversation as a Redis list, so the agent remembers the first turn in the second', async () => {
    const session = `${PREFIX}-a`;
    standIn.script({ content: 'Hello Ada.' }, { content: 'You are Ada.' });
    await run(agentWithMemory('I am Ada.', session));
    const second = await run(agentWithMemory('Who am I?', session));
    expect(second.error).toBeUndefined();
    expect(second.runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'You are Ada.' });
    expect(standIn.requests.at(-1)?.body.messages.map((message) => message.content)).toEqual([
      'I am Ada.', 'Hello Ada.', 'Who am I?',
    ]);
    // Newest first, each message as LangChain stores it ({ type, data }).
    const stored = (await redis.lrange(session, 0, -1)).map((entry) => JSON.parse(entry) as { type: string; data: { content: string } });
    expect(stored.map((entry) => [entry.type, entry.data.content])).toEqual([
      ['ai', 'You are Ada.'], ['human', 'Who am I?'], ['ai', 'Hello Ada.'], ['human', 'I am Ada.'],
    ]);
    expect(await redis.ttl(session)).toBe(-1);
  });

  it('lets the session expire after the time to live, with a key defined on the node (version 1)', async () => {
    const session = `${PREFIX}-ttl`;
    standIn.script({ content: 'Noted.' });
    const { error } = await run(agentWithMemory('Remember 7.', 'ignored', { typeVersion: 1, parameters: { sessionKey: session, sessionTTL: 120 } }));
    expect(error).toBeUndefined();
    const ttl = await redis.ttl(session);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('fails on the memory node when Redis cannot be reached', async () => {
    const { error, runData } = await run(agentWithMemory('Hi', `${PREFIX}-b`, { credentialId: 'redis-wrong' }));
    expect(error?.message).toMatch(/ECONNREFUSED|connect/i);
    expect(runData['Redis Chat Memory']?.[0]?.executionStatus).toBe('error');
  });
});
