import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { openAiShapedCase } from '../test-support/openai-shaped-case.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { LmChatMistralCloud } from './LmChatMistralCloud.node.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  // Mistral's API has OpenAI's shape at /v1/chat/completions.
  standIn = await startOpenAiStandIn({ apiKey: 'mistral-good-0001', models: ['mistral-small', 'mistral-large-latest', 'mistral-embed'] });
});
afterAll(() => standIn.close());

describe('Mistral Cloud Chat Model 1', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmChatMistralCloud', version: 1,
    parameters: { model: 'mistral-small', options: { maxRetries: 0, temperature: 0.3, maxTokens: 200, randomSeed: 42, safeMode: true } },
    credentialType: 'mistralCloudApi',
    credentials: { good: { apiKey: 'mistral-good-0001', url: standIn.baseUrl }, badKey: { apiKey: 'mistral-wrong-9999', url: standIn.baseUrl } },
    attemptsOnRateLimit: 1,
    ...openAiShapedCase(() => standIn),
  }));

  it('sends the options as Mistral names them', () => {
    expect(standIn.requests.at(0)?.body).toMatchObject({ model: 'mistral-small', temperature: 0.3, max_tokens: 200, random_seed: 42, safe_prompt: true });
  });

  it('lists the chat models (not the embedding ones)', async () => {
    const nodeType = new LmChatMistralCloud();
    const context = loadOptionsContext(nodeType, 'mistralCloudApi', { apiKey: 'mistral-good-0001', url: standIn.baseUrl });
    expect((await nodeType.methods.loadOptions.getModels.call(context)).map((option) => option.value)).toEqual(['mistral-large-latest', 'mistral-small']);
  });
});
