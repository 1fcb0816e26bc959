import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, chatModel, rootWorkflow, TEST_OPENAI_KEY } from '../test-support/ai-harness.js';

let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner({ ...localCredentials(standIn.baseUrl), 'openai-wrong-key': { type: 'openAiApi', data: { apiKey: 'sk-wrong-key-000000', url: standIn.baseUrl } } });
});
afterAll(() => standIn.close());

describe('Basic LLM Chain with a fallback model', () => {
  it('asks the fallback model when the main one fails', async () => {
    const workflow = rootWorkflow(
      { name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: 1.7, parameters: { promptType: 'define', text: 'Hello?', needsFallback: true } },
      [
        { node: chatModel('Main Model', 'openai-wrong-key'), type: 'ai_languageModel', index: 0 },
        { node: chatModel('Fallback Model', 'openai', 'gpt-4o'), type: 'ai_languageModel', index: 1 },
      ],
      [{}],
    );
    standIn.script({ content: 'Hi from the fallback.' });
    const { result } = await runWorkflow(workflow);
    const runData = result.data.resultData.runData;
    expect(result.data.resultData.error).toBeUndefined();
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ text: 'Hi from the fallback.' });
    expect(runData['Main Model']?.[0]?.executionStatus).toBe('error');
    expect(standIn.requests.at(-1)?.body.model).toBe('gpt-4o');
  });
});
