import { afterAll, beforeAll, describe } from 'vitest';
import { startOllamaStandIn } from '../test-support/ollama-stand-in.js';
import type { OllamaStandIn } from '../test-support/ollama-stand-in.js';
import { embeddingsNodeTests } from '../test-support/embeddings-harness.js';

let standIn: OllamaStandIn;
beforeAll(async () => {
  standIn = await startOllamaStandIn({ apiKey: 'ollama-good-0001' });
});
afterAll(() => standIn.close());

describe('Embeddings Ollama 1', () => {
  embeddingsNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.embeddingsOllama', parameters: { model: 'nomic-embed-text:latest' },
    credentialType: 'ollamaApi',
    credentials: { good: { baseUrl: standIn.baseUrl, apiKey: 'ollama-good-0001' }, badKey: { baseUrl: standIn.baseUrl, apiKey: 'ollama-wrong-9999' } },
    embedded: () => standIn.embedded,
    badKeyWords: /^unauthorized$/,
  }));
});
