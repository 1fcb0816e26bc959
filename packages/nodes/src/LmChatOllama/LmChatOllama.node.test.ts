import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaStandIn } from '../test-support/ollama-stand-in.js';
import type { OllamaStandIn } from '../test-support/ollama-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { LmChatOllama } from './LmChatOllama.node.js';

let standIn: OllamaStandIn;
beforeAll(async () => {
  // An Ollama server behind a proxy that asks for a key (a plain server asks for none).
  standIn = await startOllamaStandIn({ apiKey: 'ollama-good-0001' });
});
afterAll(() => standIn.close());

describe('Ollama Chat Model 1', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmChatOllama', version: 1,
    parameters: { model: 'llama3.2', options: { temperature: 0.1, numCtx: 4096, keepAlive: '10m', useMMap: false, format: 'default' } },
    credentialType: 'ollamaApi',
    credentials: { good: { baseUrl: standIn.baseUrl, apiKey: 'ollama-good-0001' }, badKey: { baseUrl: standIn.baseUrl, apiKey: 'ollama-wrong-9999' } },
    script: (...answers) => standIn.script(...answers),
    attemptsOnRateLimit: 3,
    lastAskedTexts: () => (standIn.requests.at(-1)?.body.messages ?? []).map((message) => message.content),
    badKeyWords: /^unauthorized$/,
    rateLimitWords: /too many requests/,
  }));

  it('sends the options as Ollama names them', () => {
    const body = standIn.requests.at(0)?.body;
    expect(body?.options).toMatchObject({ temperature: 0.1, num_ctx: 4096, use_mmap: false });
    expect(body?.keep_alive).toBe('10m');
    expect(body?.format).toBeUndefined();
  });

  it('lists the models pulled on the server', async () => {
    const nodeType = new LmChatOllama();
    const context = loadOptionsContext(nodeType, 'ollamaApi', { baseUrl: standIn.baseUrl, apiKey: 'ollama-good-0001' });
    expect((await nodeType.methods.loadOptions.getModels.call(context)).map((option) => option.value)).toEqual(['llama3.2:latest', 'nomic-embed-text:latest', 'qwen2.5:7b']);
  });
});
