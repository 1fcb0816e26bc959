import { afterAll, beforeAll, describe } from 'vitest';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { embeddingsNodeTests } from '../test-support/embeddings-harness.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  // Mistral's embeddings API has OpenAI's shape (/v1/embeddings).
  standIn = await startOpenAiStandIn({ apiKey: 'mistral-good-0001', models: ['mistral-embed'] });
});
afterAll(() => standIn.close());

describe('Embeddings Mistral Cloud 1', () => {
  embeddingsNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.embeddingsMistralCloud', parameters: { model: 'mistral-embed', options: { batchSize: 16 } },
    credentialType: 'mistralCloudApi',
    credentials: { good: { apiKey: 'mistral-good-0001', url: standIn.baseUrl }, badKey: { apiKey: 'mistral-wrong-9999', url: standIn.baseUrl } },
    embedded: () => standIn.embedded,
    badKeyWords: /^Incorrect API key provided/,
  }));
});
