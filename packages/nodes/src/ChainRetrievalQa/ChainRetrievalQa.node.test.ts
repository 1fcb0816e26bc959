import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { clearInMemoryVectorStores } from '../VectorStoreInMemory/VectorStoreInMemory.node.js';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import type { TestNode } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRunner>;
const openAi = { openAiApi: { id: 'openai', name: 'OpenAI' } };
const STORE = 'Simple Vector Store';
const CHAIN = 'Question and Answer Chain';
const embeddings: TestNode = { name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion: 1.1, parameters: { options: {} }, credentials: openAi, to: { node: STORE, type: 'ai_embedding' } };
const model = (to: string): TestNode => ({
  name: 'OpenAI Chat Model', type: 'lmChatOpenAi', typeVersion: 1.2, parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } },
  credentials: openAi, to: { node: to, type: 'ai_languageModel' },
});
const NOTES = ['The office opens at nine in the morning.', 'Parking is free behind the office building.', 'Lunch is served in the canteen at noon.'];

beforeAll(async () => {
  clearInMemoryVectorStores();
  standIn = await startOpenAiStandIn({ apiKey: 'sk-qa-0001' });
  run = aiRunner({ openai: { type: 'openAiApi', data: { apiKey: 'sk-qa-0001', url: standIn.baseUrl, organizationId: '', header: false } } });
  const inserted = await run(aiWorkflow([
    { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.1, parameters: { mode: 'insert', memoryKey: 'office' } },
    embeddings,
    { name: 'Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1, parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.note }}' }, to: { node: STORE, type: 'ai_document' } },
  ], NOTES.map((note) => ({ note }))));
  expect(inserted.error).toBeUndefined();
});
afterAll(() => standIn.close());

function qa(chain: { typeVersion: number; parameters: IDataObject }, input: IDataObject[], topK = 1) {
  return aiWorkflow([
    { name: CHAIN, type: 'chainRetrievalQa', ...chain },
    model(CHAIN),
    { name: 'Vector Store Retriever', type: 'retrieverVectorStore', typeVersion: 1, parameters: { topK }, to: { node: CHAIN, type: 'ai_retriever' } },
    { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.1, parameters: { mode: 'retrieve', memoryKey: 'office' }, to: { node: 'Vector Store Retriever', type: 'ai_vectorStore' } },
    embeddings,
  ], input);
}

describe('Question and Answer Chain', () => {
  it('answers `{ response: { text } }` before version 1.5, reading the query parameter (version 1: $json.input)', async () => {
    standIn.script({ content: 'At nine.' });
    const result = await run(qa({ typeVersion: 1, parameters: {} }, [{ input: 'When does the office open in the morning?' }]));
    expect(result.error).toBeUndefined();
    expect(result.json(CHAIN)).toEqual([{ response: { text: 'At nine.' } }]);
    expect(String(standIn.requests.at(-1)?.body.messages[0]?.content)).toMatch(/Context: The office opens at nine in the morning\.$/);
  });

  it('uses a custom system prompt template and the chat trigger\'s input in 1.3', async () => {
    standIn.script({ content: 'Free, behind the building.' });
    const result = await run(qa({ typeVersion: 1.3, parameters: { promptType: 'auto', options: { systemPromptTemplate: 'Answer from these notes only:\n{context}' } } }, [{ chatInput: 'Is parking free here?' }]));
    expect(result.json(CHAIN)).toEqual([{ response: { text: 'Free, behind the building.' } }]);
    expect(standIn.requests.at(-1)?.body.messages).toEqual([
      { role: 'system', content: 'Answer from these notes only:\nParking is free behind the office building.' },
      { role: 'user', content: 'Is parking free here?' },
    ]);
  });

  it('answers `{ response }` from 1.5 with the defined prompt, item by item', async () => {
    standIn.script({ content: 'Noon.' }, { content: 'Nine.' });
    const result = await run(qa({ typeVersion: 1.5, parameters: { promptType: 'define', text: '={{ $json.q }}' } }, [{ q: 'When is lunch served?' }, { q: 'When does it open?' }]));
    expect(result.json(CHAIN)).toEqual([{ response: 'Noon.' }, { response: 'Nine.' }]);
    expect(String(standIn.requests.at(-2)?.body.messages[0]?.content)).toContain('Lunch is served in the canteen at noon.');
    // One search per item, shown on the store node (n8n shows no run of the retriever).
    expect(result.runData['Vector Store Retriever']).toBeUndefined();
    expect(result.runData[STORE]?.length).toBeGreaterThanOrEqual(2);
  });

  it('says "No prompt specified" for an empty question, and continues on fail when asked', async () => {
    const failed = await run(qa({ typeVersion: 1.6, parameters: { promptType: 'auto' } }, [{ other: 1 }]));
    expect(failed.error?.message).toBe('No prompt specified');
    const workflow = qa({ typeVersion: 1.6, parameters: { promptType: 'auto' } }, [{ other: 1 }]);
    const chain = workflow.nodes.find((node) => node.name === CHAIN);
    if (chain) chain.onError = 'continueRegularOutput';
    expect((await run(workflow)).json(CHAIN)).toEqual([{ error: 'No prompt specified' }]);
  });

  it('requires a retriever', async () => {
    const result = await run(aiWorkflow([{ name: CHAIN, type: 'chainRetrievalQa', typeVersion: 1.6, parameters: { promptType: 'define', text: 'Hi' } }, model(CHAIN)], [{}]));
    expect(result.error?.message).toMatch(/Retriever/);
  });
});

describe('Answer questions with a vector store (tool)', () => {
  it('answers the agent\'s question with its own model from the nearest documents', async () => {
    standIn.script(
      (request) => {
        expect(request.body.tools?.[0]?.function.name).toBe('office_notes');
        return { toolCalls: [{ name: 'office_notes', arguments: { input: 'When is lunch?' } }] };
      },
      (request) => {
        expect(request.body.messages[0]?.content).toContain('Lunch is served in the canteen at noon.');
        expect(request.body.messages[1]).toEqual({ role: 'user', content: 'When is lunch?' });
        return { content: 'Lunch is at noon.' };
      },
      (request) => ({ content: `Agent says: ${String(request.body.messages.at(-1)?.content)}` }),
    );
    const tool = 'Vector Store Tool';
    const result = await run(aiWorkflow([
      { name: 'AI Agent', type: 'agent', typeVersion: 2.2, parameters: { promptType: 'define', text: 'When is lunch?', options: {} } },
      { ...model('AI Agent'), name: 'Agent Model' },
      { name: tool, type: 'toolVectorStore', typeVersion: 1, parameters: { name: 'office_notes', description: 'notes about the office', topK: 1 }, to: { node: 'AI Agent', type: 'ai_tool' } },
      model(tool),
      { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.1, parameters: { mode: 'retrieve', memoryKey: 'office' }, to: { node: tool, type: 'ai_vectorStore' } },
      embeddings,
    ], [{}]));
    expect(result.error).toBeUndefined();
    expect(result.json('AI Agent')).toEqual([{ output: 'Agent says: Lunch is at noon.' }]);
    expect(result.runData[tool]?.[0]?.data?.ai_tool?.[0]?.[0]?.json).toEqual({ response: 'Lunch is at noon.' });
  });
});
