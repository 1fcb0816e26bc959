import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { aiWorkflow } from '../../test-support/ai-harness.js';
import type { TestNode } from '../../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../../test-support/openai-stand-in.js';
import { TEST_PG, pgvectorUnavailable } from '../../test-support/pgvector.js';

/*
 * Retrieval-augmented generation end to end on the real PostgreSQL (pgvector): documents go through the
 * Default Data Loader, a recursive splitter and OpenAI embeddings (stand-in) into PGVector; then the
 * Question and Answer Chain asks the chat model (stand-in) with the chunks Postgres found nearest.
 */

const PG = TEST_PG;
const TABLE = `rag_vectors_${process.pid}`;
let standIn: OpenAiStandIn;
let runner: WorkflowRunner;
let pgvector: string | undefined;

beforeAll(async () => {
  pgvector = await pgvectorUnavailable();
  if (pgvector === undefined) {
    const client = new pg.Client(PG);
    await client.connect();
    await client.query(`DROP TABLE IF EXISTS ${TABLE}`).finally(() => client.end());
  }
  standIn = await startOpenAiStandIn({ apiKey: 'sk-rag-key-0001' });
  runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      openai: { type: 'openAiApi', name: 'OpenAI', data: { apiKey: 'sk-rag-key-0001', url: standIn.baseUrl, organizationId: '', header: false } },
      postgres: { type: 'postgres', name: 'Postgres', data: { ...PG, password: '', ssl: 'disable', allowUnauthorizedCerts: false, maxConnections: 10 } },
    }),
  });
});
afterAll(async () => {
  await standIn?.close();
  if (pgvector !== undefined) return;
  const client = new pg.Client(PG);
  await client.connect();
  await client.query(`DROP TABLE IF EXISTS ${TABLE}`);
  await client.end();
});

const DOCUMENTS = [
  { title: 'tides', text: 'Tides are caused by the gravitational pull of the moon on the oceans.\n\nSpring tides happen at full moon and new moon, when the oceans rise highest.' },
  { title: 'volcanoes', text: 'Volcanoes erupt when magma rises through the crust.\n\nLava cools into basalt rock on the slopes.' },
  { title: 'plants', text: 'Photosynthesis lets plants turn sunlight, water and carbon dioxide into sugar and oxygen.' },
  { title: 'bees', text: 'Honey bees tell each other where flowers are with a waggle dance inside the hive.' },
];

const embeddings = (to: string): TestNode => ({
  name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion: 1.2, parameters: { model: 'text-embedding-3-small', options: {} },
  credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: to, type: 'ai_embedding' },
});
const postgres = { postgres: { id: 'postgres', name: 'Postgres' } };

function insertWorkflow() {
  return aiWorkflow([
    { name: 'Postgres PGVector Store', type: 'vectorStorePGVector', typeVersion: 1.3, parameters: { mode: 'insert', tableName: TABLE, options: {} }, credentials: postgres },
    embeddings('Postgres PGVector Store'),
    {
      name: 'Default Data Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1,
      parameters: {
        jsonMode: 'expressionData', jsonData: '={{ $json.text }}', textSplittingMode: 'custom',
        options: { metadata: { metadataValues: [{ name: 'topic', value: '={{ $json.title }}' }] } },
      },
      to: { node: 'Postgres PGVector Store', type: 'ai_document' },
    },
    { name: 'Recursive Character Text Splitter', type: 'textSplitterRecursiveCharacterTextSplitter', typeVersion: 1, parameters: { chunkSize: 90, chunkOverlap: 0 }, to: { node: 'Default Data Loader', type: 'ai_textSplitter' } },
  ], DOCUMENTS);
}

function askWorkflow(question: string) {
  return aiWorkflow([
    { name: 'Question and Answer Chain', type: 'chainRetrievalQa', typeVersion: 1.6, parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: {} } },
    {
      name: 'OpenAI Chat Model', type: 'lmChatOpenAi', typeVersion: 1.2, parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } },
      credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: 'Question and Answer Chain', type: 'ai_languageModel' },
    },
    { name: 'Vector Store Retriever', type: 'retrieverVectorStore', typeVersion: 1, parameters: { topK: 2 }, to: { node: 'Question and Answer Chain', type: 'ai_retriever' } },
    { name: 'Postgres PGVector Store', type: 'vectorStorePGVector', typeVersion: 1.3, parameters: { mode: 'retrieve', tableName: TABLE, options: {} }, credentials: postgres, to: { node: 'Vector Store Retriever', type: 'ai_vectorStore' } },
    embeddings('Postgres PGVector Store'),
  ], [{ chatInput: question, sessionId: 's1' }]);
}

describe('RAG: Default Data Loader + recursive splitter + OpenAI embeddings into PGVector, answered by the Question and Answer Chain', () => {
  it('inserts the chunks, then answers from the chunks Postgres finds nearest to the question', async (context) => {
    if (pgvector !== undefined) context.skip();
    const inserted = await runner.run({ workflow: insertWorkflow(), mode: 'manual', executionId: 'rag-insert' });
    expect(inserted.data.resultData.error).toBeUndefined();
    const insertRun = inserted.data.resultData.runData;
    const chunks = insertRun['Postgres PGVector Store']?.[0]?.data?.main?.[0] ?? [];
    // The two long texts split in two at their paragraph break; every chunk keeps its item's metadata.
    expect(chunks.map((chunk) => chunk.json.pageContent)).toEqual([
      'Tides are caused by the gravitational pull of the moon on the oceans.',
      'Spring tides happen at full moon and new moon, when the oceans rise highest.',
      'Volcanoes erupt when magma rises through the crust.',
      'Lava cools into basalt rock on the slopes.',
      DOCUMENTS[2]?.text, DOCUMENTS[3]?.text,
    ]);
    expect(chunks[1]).toMatchObject({ json: { metadata: { topic: 'tides', source: 'blob', blobType: 'text/plain', loc: { lines: { from: 3, to: 3 } } } }, pairedItem: { item: 0 } });
    expect(chunks[5]?.pairedItem).toEqual({ item: 3 });
    // Sub-node calls are recorded: four items loaded, their texts split, the chunks embedded in one batch.
    expect(insertRun['Default Data Loader']).toHaveLength(4);
    expect(insertRun['Recursive Character Text Splitter']).toHaveLength(4);
    expect(insertRun['Embeddings OpenAI']?.[0]?.inputOverride?.ai_embedding?.[0]?.[0]?.json).toEqual({ documents: chunks.map((chunk) => chunk.json.pageContent) });
    expect(standIn.embeddingRequests.at(-1)).toMatchObject({ model: 'text-embedding-3-small', input: chunks.map((chunk) => chunk.json.pageContent) });

    const client = new pg.Client(PG);
    await client.connect();
    const rows = await client.query(`SELECT text, metadata->>'topic' AS topic, vector_dims(embedding) AS dims FROM ${TABLE} ORDER BY text`);
    await client.end();
    expect(rows.rows).toHaveLength(6);
    expect(rows.rows.every((row) => row.dims === 1536)).toBe(true);

    standIn.script({ content: 'The moon\'s gravity pulls the oceans, which makes the tides.' });
    const asked = await runner.run({ workflow: askWorkflow('What causes the tides of the oceans?'), mode: 'manual', executionId: 'rag-ask' });
    expect(asked.data.resultData.error).toBeUndefined();
    const runData = asked.data.resultData.runData;
    expect(runData['Question and Answer Chain']?.[0]?.data?.main?.[0]).toEqual([
      { json: { response: 'The moon\'s gravity pulls the oceans, which makes the tides.' }, pairedItem: { item: 0 } },
    ]);
    const messages = standIn.requests.at(-1)?.body.messages ?? [];
    expect(messages[1]).toEqual({ role: 'user', content: 'What causes the tides of the oceans?' });
    const system = String(messages[0]?.content);
    expect(system).toBe(
      'You are an assistant for question-answering tasks. Use the following pieces of retrieved context to answer the question.\n'
      + 'If you don\'t know the answer, just say that you don\'t know, don\'t try to make up an answer.\n----------------\n'
      + 'Context: Tides are caused by the gravitational pull of the moon on the oceans.\n\nSpring tides happen at full moon and new moon, when the oceans rise highest.',
    );
    expect(standIn.embeddingRequests.at(-1)).toMatchObject({ input: 'What causes the tides of the oceans?' });
    // As in n8n, the search shows on the store node, not on the retriever.
    expect(runData['Vector Store Retriever']).toBeUndefined();
    expect(runData['Postgres PGVector Store']?.[0]?.data?.ai_vectorStore?.[0]).toHaveLength(2);
    expect(runData['OpenAI Chat Model']).toHaveLength(1);
  });
});
