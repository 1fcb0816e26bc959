import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeminiStandIn } from '../test-support/gemini-stand-in.js';
import type { GeminiStandIn } from '../test-support/gemini-stand-in.js';
import { embeddingsNodeTests } from '../test-support/embeddings-harness.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { EmbeddingsGoogleGemini } from './EmbeddingsGoogleGemini.node.js';

let standIn: GeminiStandIn;
beforeAll(async () => {
  standIn = await startGeminiStandIn({ apiKey: 'AIza-good-0001' });
});
afterAll(() => standIn.close());

describe('Embeddings Google Gemini 1', () => {
  embeddingsNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.embeddingsGoogleGemini', parameters: { modelName: 'models/text-embedding-004' },
    credentialType: 'googlePalmApi',
    credentials: { good: { apiKey: 'AIza-good-0001', host: standIn.host }, badKey: { apiKey: 'AIza-wrong-9999', host: standIn.host } },
    embedded: () => standIn.embedded,
    badKeyWords: /^API key not valid/,
  }));

  it('lists the embedding models', async () => {
    const nodeType = new EmbeddingsGoogleGemini();
    const context = loadOptionsContext(nodeType, 'googlePalmApi', { apiKey: 'AIza-good-0001', host: standIn.host });
    expect((await nodeType.methods.loadOptions.getModels.call(context)).map((option) => option.value)).toEqual(['models/gemini-embedding-001', 'models/text-embedding-004']);
  });
});
