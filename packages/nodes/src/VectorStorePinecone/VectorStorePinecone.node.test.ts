import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import type { TestNode } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { startPineconeStandIn } from '../test-support/pinecone-stand-in.js';
import type { PineconeStandIn } from '../test-support/pinecone-stand-in.js';

let openAi: OpenAiStandIn;
let pinecone: PineconeStandIn;
let run: ReturnType<typeof aiRunner>;
const controller = process.env.PINECONE_CONTROLLER_HOST;
beforeAll(async () => {
  openAi = await startOpenAiStandIn({ apiKey: 'sk-pinecone-0001' });
  pinecone = await startPineconeStandIn({ apiKey: 'pc-key-0001' });
  pinecone.createIndex('notes', 512);
  process.env.PINECONE_CONTROLLER_HOST = pinecone.controllerUrl;
  run = aiRunner({
    openai: { type: 'openAiApi', data: { apiKey: 'sk-pinecone-0001', url: openAi.baseUrl, organizationId: '', header: false } },
    pinecone: { type: 'pineconeApi', data: { apiKey: 'pc-key-0001' } },
    wrong: { type: 'pineconeApi', data: { apiKey: 'pc-wrong' } },
  });
});
afterAll(async () => {
  if (controller === undefined) delete process.env.PINECONE_CONTROLLER_HOST;
  else process.env.PINECONE_CONTROLLER_HOST = controller;
  await openAi.close();
  await pinecone.close();
});

const STORE = 'Pinecone Vector Store';
const embeddings: TestNode = {
  name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion: 1.2, parameters: { options: { dimensions: 512 } },
  credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: STORE, type: 'ai_embedding' },
};
const store = (parameters: IDataObject, credential = 'pinecone'): TestNode => ({
  name: STORE, type: 'vectorStorePinecone', typeVersion: 1.3, parameters: { pineconeIndex: { __rl: true, mode: 'list', value: 'notes' }, ...parameters },
  credentials: { pineconeApi: { id: credential, name: 'Pinecone' } },
});
const loader: TestNode = {
  name: 'Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1,
  parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: { metadata: { metadataValues: [{ name: 'team', value: '={{ $json.team }}' }] } } },
  to: { node: STORE, type: 'ai_document' },
};
const NOTES = [
  { text: 'The release train leaves every second Tuesday.', team: 'platform' },
  { text: 'Design reviews happen on Thursday afternoons.', team: 'design' },
  { text: 'Platform on-call rotates every Tuesday morning.', team: 'platform' },
];
const load = (prompt: string, options: IDataObject = {}) => run(aiWorkflow([store({ mode: 'load', prompt, topK: 3, options }), embeddings], [{}]));

describe('Pinecone Vector Store', () => {
  it('upserts into a namespace with flat metadata and the text, then queries it with a metadata filter', async () => {
    const inserted = await run(aiWorkflow([store({ mode: 'insert', options: { pineconeNamespace: 'handbook' } }), embeddings, loader], NOTES));
    expect(inserted.error).toBeUndefined();
    const records = [...pinecone.indexes.get('notes')?.namespaces.get('handbook')?.values() ?? []];
    expect(records.map((record) => record.metadata)).toEqual(NOTES.map(({ text, team }) => ({
      source: 'blob', blobType: 'text/plain', team, 'loc.lines.from': 1, 'loc.lines.to': 1, text,
    })));

    const found = await load('What happens every Tuesday?', { pineconeNamespace: 'handbook', metadata: { metadataValues: [{ name: 'team', value: 'platform' }] } });
    expect(found.error).toBeUndefined();
    const documents = found.json(STORE).map((item) => item.document as IDataObject);
    expect(documents.map((document) => document.pageContent).sort()).toEqual([NOTES[0]?.text, NOTES[2]?.text].sort());
    expect(documents[0]?.metadata).toMatchObject({ team: 'platform', 'loc.lines.from': 1 });
    expect(pinecone.requests.at(-1)).toMatchObject({ path: '/data/notes/query', body: { topK: 3, namespace: 'handbook', filter: { team: 'platform' }, includeMetadata: true } });
    expect((await load('Tuesday')).json(STORE)).toEqual([]);
  });

  it('clears the namespace before inserting when asked, and updates a document by ID', async () => {
    await run(aiWorkflow([store({ mode: 'insert', options: { pineconeNamespace: 'fresh', clearNamespace: true } }), embeddings, loader], NOTES));
    await run(aiWorkflow([store({ mode: 'insert', options: { pineconeNamespace: 'fresh', clearNamespace: true } }), embeddings, loader], NOTES.slice(0, 1)));
    expect(pinecone.indexes.get('notes')?.namespaces.get('fresh')?.size).toBe(1);

    const updated = await run(aiWorkflow([store({ mode: 'update', id: 'note-7' }), embeddings], [{ text: 'Lunch is at noon.' }]));
    expect(updated.error).toBeUndefined();
    expect(updated.json(STORE)).toEqual([{ pageContent: 'Lunch is at noon.', metadata: { source: 'blob', blobType: 'application/json', line: 1 } }]);
    expect(pinecone.indexes.get('notes')?.namespaces.get('')?.get('note-7')?.metadata.text).toBe('Lunch is at noon.');
  });

  it('says which index is missing and shows Pinecone\'s refusal of a wrong key', async () => {
    const missing = await run(aiWorkflow([store({ mode: 'load', prompt: 'x', pineconeIndex: { __rl: true, mode: 'id', value: 'nope' } }), embeddings], [{}]));
    expect(missing.error?.message).toBe('The Pinecone index "nope" does not exist');
    const wrong = await run(aiWorkflow([store({ mode: 'load', prompt: 'x' }, 'wrong'), embeddings], [{}]));
    expect(wrong.error?.message).toBe('Pinecone answered 401: Invalid API Key');
  });
});
