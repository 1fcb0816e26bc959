import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { openAiShapedCase } from '../test-support/openai-shaped-case.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { LmChatOpenRouter } from './LmChatOpenRouter.node.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'key-good-0001', prefix: '/api/v1', models: ['openai/gpt-4.1-mini', 'other/model-b'] });
});
afterAll(() => standIn.close());

describe('OpenRouter Chat Model 1', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmChatOpenRouter', version: 1,
    parameters: { model: 'openai/gpt-4.1-mini', options: { maxRetries: 0, temperature: 0.5, maxTokens: 300, responseFormat: 'json_object' } },
    credentialType: 'openRouterApi',
    credentials: { good: { apiKey: 'key-good-0001', url: standIn.baseUrl }, badKey: { apiKey: 'key-wrong-9999', url: standIn.baseUrl } },
    attemptsOnRateLimit: 1,
    ...openAiShapedCase(() => standIn),
  }));

  it('sends the options with the key as a bearer token', () => {
    const request = standIn.requests.at(0);
    expect(request?.headers.authorization).toBe('Bearer key-good-0001');
    expect(request?.body).toMatchObject({ model: 'openai/gpt-4.1-mini', temperature: 0.5, max_tokens: 300, response_format: { type: 'json_object' } });
  });

  it('lists the models of the service', async () => {
    const nodeType = new LmChatOpenRouter();
    const context = loadOptionsContext(nodeType, 'openRouterApi', { apiKey: 'key-good-0001', url: standIn.baseUrl });
    expect((await nodeType.methods.loadOptions.getModels.call(context)).map((option) => option.value)).toEqual(['openai/gpt-4.1-mini', 'other/model-b'].sort());
  });
});
