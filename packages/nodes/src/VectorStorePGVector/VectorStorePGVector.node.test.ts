import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import type { TestNode } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { TEST_PG, pgvectorUnavailable } from '../test-support/pgvector.js';

/* The PGVector store's options on the real PostgreSQL (pgvector): collections, columns, distances, filters. */

const PG = TEST_PG;
const TABLE = `pgvector_node_${process.pid}`;
const COLLECTIONS = `pgvector_collections_${process.pid}`;
let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRunner>;
let unavailable: string | undefined;

async function sql(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client(PG);
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  unavailable = await pgvectorUnavailable();
  if (unavailable === undefined) await sql(`DROP TABLE IF EXISTS ${TABLE}, ${COLLECTIONS}`);
  standIn = await startOpenAiStandIn({ apiKey: 'sk-pgvector-0001' });
  run = aiRunner({
    openai: { type: 'openAiApi', data: { apiKey: 'sk-pgvector-0001', url: standIn.baseUrl, organizationId: '', header: false } },
    postgres: { type: 'postgres', data: { ...PG, password: '', ssl: 'disable', allowUnauthorizedCerts: false } },
    nowhere: { type: 'postgres', data: { ...PG, port: 9, password: '', ssl: 'disable', allowUnauthorizedCerts: false } },
  });
});
afterAll(async () => {
  await standIn?.close();
  if (unavailable === undefined) await sql(`DROP TABLE IF EXISTS ${TABLE}, ${COLLECTIONS}`);
});

const STORE = 'Postgres PGVector Store';
const embeddings: TestNode = {
  name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion: 1.2, parameters: { options: { dimensions: 256 } },
  credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: STORE, type: 'ai_embedding' },
};
const collection = (name: string) => ({ values: { useCollection: true, collectionName: name, collectionTableName: COLLECTIONS } });
const columns = { values: { idColumnName: 'doc_id', vectorColumnName: 'vec', contentColumnName: 'body', metadataColumnName: 'meta' } };
const store = (parameters: IDataObject, credential = 'postgres'): TestNode => ({
  name: STORE, type: 'vectorStorePGVector', typeVersion: 1.3, parameters: { tableName: TABLE, ...parameters }, credentials: { postgres: { id: credential, name: 'Postgres' } },
});
function insert(items: IDataObject[], options: IDataObject) {
  return run(aiWorkflow([
    store({ mode: 'insert', options }),
    embeddings,
    {
      name: 'Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1,
      parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: { metadata: { metadataValues: [{ name: 'shelf', value: '={{ $json.shelf }}' }] } } },
      to: { node: STORE, type: 'ai_document' },
    },
  ], items));
}
const load = (prompt: string, options: IDataObject, topK = 5) => run(aiWorkflow([store({ mode: 'load', prompt, topK, options }), embeddings], [{}]));

describe('Postgres PGVector Store', () => {
  it('keeps collections apart in their own columns, filters by metadata and ranks by the distance chosen', async (context) => {
    if (unavailable !== undefined) context.skip();
    const books = [{ text: 'A history of Roman roads and bridges.', shelf: 'history' }, { text: 'Bridges of steel: modern engineering.', shelf: 'engineering' }];
    expect((await insert(books, { collection: collection('books'), columnNames: columns })).error).toBeUndefined();
    expect((await insert([{ text: 'Roman cooking with garum.', shelf: 'history' }], { collection: collection('recipes'), columnNames: columns })).error).toBeUndefined();
    const rows = await sql(`SELECT body, meta->>'shelf' AS shelf, c.name FROM ${TABLE} t JOIN ${COLLECTIONS} c ON c.uuid = t.collection_id ORDER BY body`);
    expect(rows.rows.map((row) => [row.body, row.name])).toEqual([
      ['A history of Roman roads and bridges.', 'books'], ['Bridges of steel: modern engineering.', 'books'], ['Roman cooking with garum.', 'recipes'],
    ]);

    const cosine = await load('Roman bridges', { collection: collection('books'), columnNames: columns });
    expect(cosine.error).toBeUndefined();
    const found = cosine.json(STORE);
    expect(found.map((item) => (item.document as IDataObject).pageContent)).toEqual(['A history of Roman roads and bridges.', 'Bridges of steel: modern engineering.']);
    // The score is pgvector's distance: smaller is nearer.
    expect(found[0]?.score as number).toBeLessThan(found[1]?.score as number);

    const filtered = await load('Roman bridges', { collection: collection('books'), columnNames: columns, distanceStrategy: 'euclidean', metadata: { metadataValues: [{ name: 'shelf', value: 'engineering' }] } });
    expect(filtered.json(STORE).map((item) => (item.document as IDataObject).pageContent)).toEqual(['Bridges of steel: modern engineering.']);
    const inner = await load('Roman', { collection: collection('recipes'), columnNames: columns, distanceStrategy: 'innerProduct' }, 1);
    expect(inner.json(STORE).map((item) => (item.document as IDataObject).pageContent)).toEqual(['Roman cooking with garum.']);
  });

  it('answers an agent as a tool with the documents found', async (context) => {
    if (unavailable !== undefined) context.skip();
    standIn.script(
      { toolCalls: [{ name: 'Postgres_PGVector_Store', arguments: { input: 'steel bridges' } }] },
      (request) => ({ content: String(request.body.messages.at(-1)?.content) }),
    );
    const result = await run(aiWorkflow([
      { name: 'Agent', type: 'agent', typeVersion: 2.2, parameters: { promptType: 'define', text: 'Find books on steel bridges', options: {} } },
      {
        name: 'Model', type: 'lmChatOpenAi', typeVersion: 1.2, parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
        credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: 'Agent', type: 'ai_languageModel' },
      },
      { ...store({ mode: 'retrieve-as-tool', toolDescription: 'Books', topK: 1, includeDocumentMetadata: false, options: { collection: collection('books'), columnNames: columns } }), to: { node: 'Agent', type: 'ai_tool' } },
      embeddings,
    ], [{}]));
    expect(result.error).toBeUndefined();
    expect(JSON.parse(String(result.json('Agent')[0]?.output))).toEqual([{ pageContent: 'Bridges of steel: modern engineering.' }]);
  });

  it('says clearly when the server cannot be reached', async () => {
    const result = await run(aiWorkflow([store({ mode: 'load', prompt: 'x', options: {} }, 'nowhere'), embeddings], [{}]));
    expect(result.error?.message).toMatch(/ECONNREFUSED/);
  });
});
