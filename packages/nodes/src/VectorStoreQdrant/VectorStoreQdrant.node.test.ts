import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import type { TestNode } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { startQdrantStandIn } from '../test-support/qdrant-stand-in.js';
import type { QdrantStandIn } from '../test-support/qdrant-stand-in.js';

let openAi: OpenAiStandIn;
let qdrant: QdrantStandIn;
let run: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  openAi = await startOpenAiStandIn({ apiKey: 'sk-qdrant-0001' });
  qdrant = await startQdrantStandIn({ apiKey: 'qdrant-secret' });
  run = aiRunner({
    openai: { type: 'openAiApi', data: { apiKey: 'sk-qdrant-0001', url: openAi.baseUrl, organizationId: '', header: false } },
    qdrant: { type: 'qdrantApi', data: { qdrantUrl: qdrant.url, apiKey: 'qdrant-secret' } },
    wrongKey: { type: 'qdrantApi', data: { qdrantUrl: qdrant.url, apiKey: 'guess' } },
  });
});
afterAll(async () => {
  await openAi.close();
  await qdrant.close();
});

const STORE = 'Qdrant Vector Store';
const embeddings: TestNode = {
  name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion: 1.2, parameters: { options: { dimensions: 256 } },
  credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: STORE, type: 'ai_embedding' },
};
const store = (parameters: IDataObject, credential = 'qdrant', to?: TestNode['to']): TestNode => ({
  name: STORE, type: 'vectorStoreQdrant', typeVersion: 1.3, parameters: { qdrantCollection: { __rl: true, mode: 'id', value: 'recipes' }, ...parameters },
  credentials: { qdrantApi: { id: credential, name: 'Qdrant' } }, ...(to ? { to } : {}),
});
const RECIPES = [
  { text: 'Pancakes need flour, eggs and milk, fried in butter.', batch: 'breakfast' },
  { text: 'Omelette: whisk eggs, fry in butter, fold with cheese.', batch: 'breakfast' },
  { text: 'Tomato soup simmers tomatoes, onion and garlic.', batch: 'dinner' },
];

describe('Qdrant Vector Store', () => {
  it('creates the collection on insert, upserts points with content and metadata payloads, then searches with a filter', async () => {
    const inserted = await run(aiWorkflow([
      store({ mode: 'insert', options: {} }),
      embeddings,
      {
        name: 'Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1,
        parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: { metadata: { metadataValues: [{ name: 'batch', value: '={{ $json.batch }}' }] } } },
        to: { node: STORE, type: 'ai_document' },
      },
    ], RECIPES));
    expect(inserted.error).toBeUndefined();
    const collection = qdrant.collections.get('recipes');
    expect(collection).toMatchObject({ size: 256, distance: 'Cosine' });
    expect([...collection?.points.values() ?? []].map((point) => point.payload)).toEqual(RECIPES.map(({ text, batch }) => ({
      content: text, metadata: { source: 'blob', blobType: 'text/plain', batch, loc: { lines: { from: 1, to: 1 } } },
    })));

    const loaded = await run(aiWorkflow([
      store({ mode: 'load', prompt: 'whisk eggs with cheese', topK: 5, options: { searchFilterJson: '{ "must": [{ "key": "metadata.batch", "match": { "value": "breakfast" } }] }' } }),
      embeddings,
    ], [{}]));
    expect(loaded.error).toBeUndefined();
    const found = loaded.json(STORE);
    expect(found.map((item) => (item.document as IDataObject).pageContent)).toEqual([RECIPES[1]?.text, RECIPES[0]?.text]);
    expect(found[0]?.score as number).toBeGreaterThan(found[1]?.score as number);
    expect(qdrant.requests.at(-1)).toMatchObject({ method: 'POST', path: '/collections/recipes/points/query', body: { limit: 5, with_payload: ['metadata', 'content'] } });
  });

  it('supplies the collection to a retriever (retrieve mode)', async () => {
    openAi.script({ content: 'Simmer tomatoes.' });
    const asked = await run(aiWorkflow([
      { name: 'QA', type: 'chainRetrievalQa', typeVersion: 1.6, parameters: { promptType: 'define', text: 'How is tomato soup made?' } },
      {
        name: 'Model', type: 'lmChatOpenAi', typeVersion: 1.2, parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
        credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: 'QA', type: 'ai_languageModel' },
      },
      { name: 'Retriever', type: 'retrieverVectorStore', typeVersion: 1, parameters: { topK: 1 }, to: { node: 'QA', type: 'ai_retriever' } },
      store({ mode: 'retrieve' }, 'qdrant', { node: 'Retriever', type: 'ai_vectorStore' }),
      embeddings,
    ], [{}]));
    expect(asked.error).toBeUndefined();
    expect(asked.json('QA')).toEqual([{ response: 'Simmer tomatoes.' }]);
    expect(String(openAi.requests.at(-1)?.body.messages[0]?.content)).toContain('Context: Tomato soup simmers tomatoes, onion and garlic.');
  });

  it('fails clearly on a wrong API key and a bad filter', async () => {
    const wrongKey = await run(aiWorkflow([store({ mode: 'load', prompt: 'x' }, 'wrongKey'), embeddings], [{}]));
    expect(wrongKey.error?.message).toBe('Qdrant answered 401: Must provide an API key or an Authorization bearer token');
    // As LangChain's Qdrant store does for n8n, a search of a missing collection makes it, and finds nothing.
    const missing = await run(aiWorkflow([store({ mode: 'load', prompt: 'x', qdrantCollection: { __rl: true, mode: 'id', value: 'nothing' } }), embeddings], [{}]));
    expect(missing.json(STORE)).toEqual([]);
    const badFilter = await run(aiWorkflow([store({ mode: 'load', prompt: 'x', options: { searchFilterJson: '{ nope' } }), embeddings], [{}]));
    expect(badFilter.error?.message).toBe('The search filter is not valid JSON');
  });
});
