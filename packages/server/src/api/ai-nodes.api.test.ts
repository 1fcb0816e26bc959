import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import { startOpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import type { OpenAiStandIn } from '@weft/nodes/test-support/openai-stand-in';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { runManually } from '../test/execution-fixtures.js';

let standIn: OpenAiStandIn;
let server: TestServer;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-server-key-4242' });
});
afterAll(() => standIn.close());
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

async function openAiCredential(): Promise<{ id: string; name: string }> {
  const answer = await server.rest<{ data: { id: string; name: string } }>('POST', '/credentials', {
    name: 'Local OpenAI', type: 'openAiApi', data: { apiKey: 'sk-server-key-4242', url: standIn.baseUrl },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

describe('a Basic LLM Chain with an OpenAI Chat Model, run through the server', () => {
  it('stores the chain\'s answer and the model\'s call (what it was asked, what it answered, token usage)', async () => {
    const credential = await openAiCredential();
    standIn.script({ content: 'Weft runs workflows.' });
    const executionId = await runManually(server, {
      name: 'Ask the model',
      nodes: [
        { id: 't', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 'c', name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: 1.7, position: [220, 0],
          parameters: { promptType: 'define', text: 'What does Weft do?' },
        },
        {
          id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [220, 200],
          parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
          credentials: { openAiApi: { id: credential.id, name: credential.name } },
        },
      ],
      connections: {
        'When clicking ‘Execute workflow’': { main: [[{ node: 'Basic LLM Chain', type: 'main', index: 0 }]] },
        'OpenAI Chat Model': { ai_languageModel: [[{ node: 'Basic LLM Chain', type: 'ai_languageModel', index: 0 }]] },
      },
      settings: { executionOrder: 'v1' },
    });
    const { status, body } = await server.rest<{ data: IExecution }>('GET', `/executions/${executionId}`);
    expect(status).toBe(200);
    const stored = body.data;
    expect(stored.status).toBe('success');
    const runData = stored.data.resultData.runData;
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ text: 'Weft runs workflows.' }]);
    const calls = runData['OpenAI Chat Model'] ?? [];
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      executionStatus: 'success',
      source: [{ previousNode: 'Basic LLM Chain', previousNodeRun: 0 }],
      inputOverride: { ai_languageModel: [[{ json: { messages: ['Human: What does Weft do?'] } }]] },
      data: { ai_languageModel: [[{ json: {
        response: { generations: [[{ text: 'Weft runs workflows.' }]] },
        tokenUsage: { promptTokens: 7, completionTokens: 3, totalTokens: 10 },
      } }]] },
    });
    expect(standIn.requests.at(-1)?.headers.authorization).toBe('Bearer sk-server-key-4242');
  });
});
