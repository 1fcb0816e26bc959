import type { IDataObject } from '@weft/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOptionsContext } from '../test-support/load-options.js';
import { startAnthropicStandIn, startOverloadedAnthropic } from '../test-support/anthropic-stand-in.js';
import type { AnthropicStandIn } from '../test-support/anthropic-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { LmChatAnthropic } from './LmChatAnthropic.node.js';

let standIn: AnthropicStandIn;
beforeAll(async () => {
  standIn = await startAnthropicStandIn({ apiKey: 'sk-ant-good-0001' });
});
afterAll(() => standIn.close());

const TYPE = '@n8n/n8n-nodes-langchain.lmChatAnthropic';

function lastAskedTexts(): string[] {
  const messages = standIn.requests.at(-1)?.body.messages ?? [];
  return messages.flatMap((message) => (typeof message.content === 'string' ? [message.content] : message.content.flatMap((block) => {
    if (block.type === 'text') return [block.text ?? ''];
    if (block.type === 'tool_result') return [typeof block.content === 'string' ? block.content : JSON.stringify(block.content)];
    return [];
  })));
}

const versions: Array<[number, string | IDataObject]> = [
  [1, 'claude-2'], [1.1, 'claude-3-sonnet-20240229'], [1.2, 'claude-3-5-sonnet-20240620'],
  [1.3, { __rl: true, mode: 'list', value: 'claude-sonnet-4-5-20250929', cachedResultName: 'Claude Sonnet 4.5' }],
];

for (const [version, model] of versions) {
  describe(`Anthropic Chat Model ${version}`, () => {
    modelNodeTests(() => ({
      type: TYPE, version, parameters: { model, options: { maxTokensToSample: 300, temperature: 0.2 } },
      credentialType: 'anthropicApi',
      credentials: { good: { apiKey: 'sk-ant-good-0001', url: standIn.url }, badKey: { apiKey: 'sk-ant-wrong-9999', url: standIn.url } },
      script: (...answers) => standIn.script(...answers),
      attemptsOnRateLimit: 3,
      lastAskedTexts,
      badKeyWords: /^invalid x-api-key$/,
      rateLimitWords: /exceeded your per-minute rate limit/,
    }));
  });
}

describe('Anthropic Chat Model options and models', () => {
  it('sends the options as Anthropic names them, with the version header', async () => {
    const request = standIn.requests.at(0);
    expect(request?.headers['anthropic-version']).toBe('2023-06-01');
    expect(request?.body).toMatchObject({ model: 'claude-2', max_tokens: 300, temperature: 0.2 });
    expect(request?.body.top_k).toBeUndefined();
  });

  it('lists the models the key may use, with their names, for the model list', async () => {
    const nodeType = new LmChatAnthropic();
    const context = loadOptionsContext(nodeType, 'anthropicApi', { apiKey: 'sk-ant-good-0001', url: standIn.url });
    const found = await nodeType.methods.listSearch.searchModels.call(context, 'sonnet');
    expect(found.results).toEqual([
      { name: 'Claude Sonnet 3', value: 'claude-3-sonnet-20240229' },
      { name: 'Claude Sonnet 3.5', value: 'claude-3-5-sonnet-20240620' },
      { name: 'Claude Sonnet 4.5', value: 'claude-sonnet-4-5-20250929' },
    ]);
  });

  it('names an overloaded service (529) after retrying', async () => {
    const overloaded = await startOverloadedAnthropic();
    const { modelNodeError } = await import('../ai/model-error.js');
    const { ChatAnthropic } = await import('@langchain/anthropic');
    const node = { id: 'm', name: 'Model', type: TYPE, typeVersion: 1.3, position: [0, 0] as [number, number], parameters: {} };
    const failure = await new ChatAnthropic({ apiKey: 'k', model: 'claude-3-haiku-20240307', anthropicApiUrl: overloaded.url, maxRetries: 0 }).invoke('hi').catch((error: unknown) => modelNodeError(node, error));
    await overloaded.close();
    expect(failure).toMatchObject({ message: 'The model provider is overloaded - please try again later', description: 'Overloaded', httpCode: '529' });
  });
});
