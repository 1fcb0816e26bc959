import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { openAiShapedCase } from '../test-support/openai-shaped-case.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { LmChatGroq } from './LmChatGroq.node.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  // Groq serves OpenAI's API under /openai/v1.
  standIn = await startOpenAiStandIn({ apiKey: 'gsk-good-0001', prefix: '/openai/v1', models: ['llama3-8b-8192', 'llama-3.3-70b-versatile', 'whisper-large-v3'], retryAfterSeconds: 1 });
});
afterAll(() => standIn.close());

describe('Groq Chat Model 1', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmChatGroq', version: 1,
    parameters: { model: 'llama-3.3-70b-versatile', options: { maxTokensToSample: 512, temperature: 0.2 } },
    credentialType: 'groqApi',
    credentials: { good: { apiKey: 'gsk-good-0001', url: standIn.baseUrl }, badKey: { apiKey: 'gsk-wrong-9999', url: standIn.baseUrl } },
    attemptsOnRateLimit: 3,
    ...openAiShapedCase(() => standIn),
  }));

  it('sends the options as Groq names them', () => {
    expect(standIn.requests.at(0)?.body).toMatchObject({ model: 'llama-3.3-70b-versatile', max_completion_tokens: 512, temperature: 0.2 });
  });

  it('lists the models that can chat (not the speech ones)', async () => {
    const nodeType = new LmChatGroq();
    const context = loadOptionsContext(nodeType, 'groqApi', { apiKey: 'gsk-good-0001', url: standIn.baseUrl });
    expect((await nodeType.methods.loadOptions.getModels.call(context)).map((option) => option.value)).toEqual(['llama-3.3-70b-versatile', 'llama3-8b-8192']);
  });
});
