import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import type { TestNode } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { clearInMemoryVectorStores } from './VectorStoreInMemory.node.js';

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-memory-0001' });
  run = aiRunner({ openai: { type: 'openAiApi', data: { apiKey: 'sk-memory-0001', url: standIn.baseUrl, organizationId: '', header: false } } });
});
afterAll(() => standIn.close());
beforeEach(() => clearInMemoryVectorStores());

const openAi = { openAiApi: { id: 'openai', name: 'OpenAI' } };
const STORE = 'Simple Vector Store';
const embeddings = (to: string, typeVersion = 1.2, parameters: IDataObject = { model: 'text-embedding-3-small', options: {} }): TestNode =>
  ({ name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion, parameters, credentials: openAi, to: { node: to, type: 'ai_embedding' } });
const chatModel = (to: string): TestNode => ({
  name: 'OpenAI Chat Model', type: 'lmChatOpenAi', typeVersion: 1.2, parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } },
  credentials: openAi, to: { node: to, type: 'ai_languageModel' },
});
const FACTS = [
  { text: 'The Eiffel Tower stands in Paris and is made of iron.' },
  { text: 'Mount Fuji is a volcano in Japan, snow covers its peak.' },
  { text: 'The Nile river flows north through Egypt into the sea.' },
];

/** Inserts FACTS under `key` (version 1.3 store, simple splitting). */
function insert(key: string, extra: IDataObject = {}, typeVersion = 1.3) {
  return aiWorkflow([
    { name: STORE, type: 'vectorStoreInMemory', typeVersion, parameters: { mode: 'insert', memoryKey: typeVersion >= 1.2 ? { __rl: true, mode: 'id', value: key } : key, ...extra } },
    embeddings(STORE),
    { name: 'Default Data Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1, parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}' }, to: { node: STORE, type: 'ai_document' } },
  ], FACTS);
}

describe('Simple Vector Store', () => {
  it('inserts documents, then Get Many answers the nearest first with scores (and metadata unless turned off)', async () => {
    const inserted = await run(insert('facts'));
    expect(inserted.error).toBeUndefined();
    expect(inserted.json(STORE)).toEqual(FACTS.map(({ text }) => ({ pageContent: text, metadata: { source: 'blob', blobType: 'text/plain', loc: { lines: { from: 1, to: 1 } } } })));

    const loaded = await run(aiWorkflow([
      { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.3, parameters: { mode: 'load', memoryKey: { __rl: true, mode: 'list', value: 'facts' }, prompt: '={{ $json.q }}', topK: 2, includeDocumentMetadata: false } },
      embeddings(STORE),
    ], [{ q: 'Which volcano is in Japan?' }]));
    expect(loaded.error).toBeUndefined();
    const found = loaded.json(STORE);
    expect(found).toHaveLength(2);
    expect(found[0]?.document).toEqual({ pageContent: FACTS[1]?.text });
    expect(found[0]?.score as number).toBeGreaterThan(found[1]?.score as number);
    expect(loaded.runData['Embeddings OpenAI']?.[0]?.inputOverride?.ai_embedding?.[0]?.[0]?.json).toEqual({ query: 'Which volcano is in Japan?' });
  });

  it('keeps stores apart by memory key (version 1 names the key as text) and empties one with Clear Store', async () => {
    await run(insert('first', {}, 1));
    await run(insert('first', {}, 1));
    await run(insert('second'));
    const count = async (key: string) => (await run(aiWorkflow([
      { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1, parameters: { mode: 'load', memoryKey: key, prompt: 'anything', topK: 10 } },
      embeddings(STORE, 1, { model: 'text-embedding-ada-002' }),
    ], [{}]))).json(STORE).length;
    expect(await count('first')).toBe(6);
    expect(await count('second')).toBe(3);
    await run(insert('first', { clearStore: true }, 1.1));
    expect(await count('first')).toBe(3);
  });

  it('answers an agent as a tool (Retrieve Documents as Tool), the tool named after the node from version 1.3', async () => {
    await run(insert('facts'));
    standIn.script(
      (request) => {
        expect(request.body.tools?.map((tool) => tool.function.name)).toEqual(['Simple_Vector_Store']);
        expect(request.body.tools?.[0]?.function.description).toBe('Facts about world landmarks');
        return { toolCalls: [{ name: 'Simple_Vector_Store', arguments: { input: 'Which river flows through Egypt?' } }] };
      },
      { content: 'The Nile.' },
    );
    const asked = await run(aiWorkflow([
      { name: 'AI Agent', type: 'agent', typeVersion: 2.2, parameters: { promptType: 'define', text: 'Which river flows through Egypt?', options: {} } },
      chatModel('AI Agent'),
      { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.3, parameters: { mode: 'retrieve-as-tool', memoryKey: { __rl: true, mode: 'list', value: 'facts' }, toolDescription: 'Facts about world landmarks', topK: 1 }, to: { node: 'AI Agent', type: 'ai_tool' } },
      embeddings(STORE),
    ], [{}]));
    expect(asked.error).toBeUndefined();
    expect(asked.json('AI Agent')).toEqual([{ output: 'The Nile.' }]);
    const toolAnswer = standIn.requests.at(-1)?.body.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(String(toolAnswer?.content))).toEqual([{ pageContent: FACTS[2]?.text, metadata: { source: 'blob', blobType: 'text/plain', loc: { lines: { from: 1, to: 1 } } } }]);
    expect(asked.runData[STORE]?.[0]?.inputOverride?.ai_tool?.[0]?.[0]?.json).toEqual({ input: 'Which river flows through Egypt?' });
  });

  it('names the tool with the Name parameter up to version 1.2', async () => {
    await run(insert('facts'));
    standIn.script((request) => ({ content: request.body.tools?.map((tool) => tool.function.name).join(',') ?? '' }));
    const asked = await run(aiWorkflow([
      { name: 'AI Agent', type: 'agent', typeVersion: 2.2, parameters: { promptType: 'define', text: 'Hi', options: {} } },
      chatModel('AI Agent'),
      { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.2, parameters: { mode: 'retrieve-as-tool', toolName: 'landmarks', toolDescription: 'Landmarks', memoryKey: { __rl: true, mode: 'list', value: 'facts' } }, to: { node: 'AI Agent', type: 'ai_tool' } },
      embeddings(STORE),
    ], [{}]));
    expect(asked.json('AI Agent')).toEqual([{ output: 'landmarks' }]);
  });

  it('refuses a missing embeddings model and the reranker, with clear messages', async () => {
    const noEmbeddings = await run(aiWorkflow([
      { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.3, parameters: { mode: 'load', prompt: 'x' } },
    ], [{}]));
    expect(noEmbeddings.error?.message).toMatch(/Embedding/);
    const reranked = await run(aiWorkflow([
      { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.3, parameters: { mode: 'load', prompt: 'x', useReranker: true } },
      embeddings(STORE),
      { name: 'Reranker', type: 'n8n-nodes-base.noOp', typeVersion: 1, to: { node: STORE, type: 'ai_reranker' } },
    ], [{}]));
    expect(reranked.error?.message).toMatch(/Rerankers are not supported yet/);
  });
});
