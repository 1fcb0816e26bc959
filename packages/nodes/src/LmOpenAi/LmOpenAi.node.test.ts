import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { openAiShapedCase } from '../test-support/openai-shaped-case.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { LmOpenAi } from './LmOpenAi.node.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-good-0001', models: ['gpt-3.5-turbo-instruct', 'davinci-002'] });
});
afterAll(() => standIn.close());

describe('OpenAI Model 1 (completions)', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmOpenAi', version: 1,
    parameters: { model: { __rl: true, mode: 'list', value: 'gpt-3.5-turbo-instruct' }, options: { maxRetries: 0, temperature: 0.1, maxTokens: 64 } },
    credentialType: 'openAiApi',
    credentials: { good: { apiKey: 'sk-good-0001', url: standIn.baseUrl }, badKey: { apiKey: 'sk-wrong-9999', url: standIn.baseUrl } },
    attemptsOnRateLimit: 1,
    ...openAiShapedCase(() => standIn),
    lastAskedTexts: () => [standIn.completions.at(-1)?.prompt ?? ''].flat(),
    // A completion model has no tool calling: the agent says so.
    callsTools: false,
  }));

  it('asks the completions endpoint with the prompt and options', () => {
    expect(standIn.completions.at(0)).toMatchObject({ model: 'gpt-3.5-turbo-instruct', prompt: [expect.stringContaining('Tell me about tides')], temperature: 0.1, max_tokens: 64 });
  });

  it('finds models for the model list', async () => {
    const nodeType = new LmOpenAi();
    const context = loadOptionsContext(nodeType, 'openAiApi', { apiKey: 'sk-good-0001', url: standIn.baseUrl });
    expect(await nodeType.methods.listSearch.openAiModelSearch.call(context, 'instruct')).toEqual({ results: [{ name: 'gpt-3.5-turbo-instruct', value: 'gpt-3.5-turbo-instruct' }] });
  });
});
