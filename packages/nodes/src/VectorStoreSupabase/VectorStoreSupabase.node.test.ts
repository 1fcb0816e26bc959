import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import type { TestNode } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { startSupabaseStandIn } from '../test-support/supabase-stand-in.js';
import type { SupabaseStandIn } from '../test-support/supabase-stand-in.js';

let openAi: OpenAiStandIn;
let supabase: SupabaseStandIn;
let run: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  openAi = await startOpenAiStandIn({ apiKey: 'sk-supabase-0001' });
  supabase = await startSupabaseStandIn({ serviceRole: 'service-role-secret' });
  supabase.createTable('documents', 1536);
  run = aiRunner({
    openai: { type: 'openAiApi', data: { apiKey: 'sk-supabase-0001', url: openAi.baseUrl, organizationId: '', header: false } },
    supabase: { type: 'supabaseApi', data: { host: supabase.url, serviceRole: 'service-role-secret' } },
    anon: { type: 'supabaseApi', data: { host: supabase.url, serviceRole: 'anon-key' } },
  });
});
afterAll(async () => {
  await openAi.close();
  await supabase.close();
});

const STORE = 'Supabase Vector Store';
const embeddings: TestNode = {
  name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion: 1.2, parameters: { options: {} },
  credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: STORE, type: 'ai_embedding' },
};
const store = (parameters: IDataObject, credential = 'supabase'): TestNode => ({
  name: STORE, type: 'vectorStoreSupabase', typeVersion: 1.3, parameters: { tableName: { __rl: true, mode: 'list', value: 'documents' }, ...parameters },
  credentials: { supabaseApi: { id: credential, name: 'Supabase' } },
});
const SONGS = [
  { text: 'A song about the sea and sailing ships.', mood: 'calm' },
  { text: 'A loud song about racing cars.', mood: 'loud' },
  { text: 'A quiet lullaby about the sea at night.', mood: 'calm' },
];

describe('Supabase Vector Store', () => {
  it('inserts rows through PostgREST and searches with match_documents and a metadata filter', async () => {
    const inserted = await run(aiWorkflow([
      store({ mode: 'insert', options: {} }),
      embeddings,
      {
        name: 'Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1,
        parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: { metadata: { metadataValues: [{ name: 'mood', value: '={{ $json.mood }}' }] } } },
        to: { node: STORE, type: 'ai_document' },
      },
    ], SONGS));
    expect(inserted.error).toBeUndefined();
    expect(supabase.tables.get('documents')?.rows.map((row) => [row.content, row.metadata.mood])).toEqual(SONGS.map(({ text, mood }) => [text, mood]));
    expect(supabase.requests[0]).toMatchObject({ path: '/rest/v1/documents', headers: { prefer: 'return=representation', authorization: 'Bearer service-role-secret' } });

    const found = await run(aiWorkflow([
      store({ mode: 'load', prompt: 'songs about the sea', topK: 5, options: { metadata: { metadataValues: [{ name: 'mood', value: 'calm' }] } } }),
      embeddings,
    ], [{}]));
    expect(found.error).toBeUndefined();
    expect(found.json(STORE).map((item) => (item.document as IDataObject).pageContent)).toEqual([SONGS[0]?.text, SONGS[2]?.text]);
    expect(supabase.requests.at(-1)).toMatchObject({ path: '/rest/v1/rpc/match_documents', body: { match_count: 5, filter: { mood: 'calm' } } });
  });

  it('updates a row by ID (upsert) and fails clearly on a wrong query name, a missing table and a wrong key', async () => {
    const updated = await run(aiWorkflow([store({ mode: 'update', id: '1' }), embeddings], [{ text: 'A new song about the sea.' }]));
    expect(updated.error).toBeUndefined();
    expect(supabase.tables.get('documents')?.rows.find((row) => row.id === 1)?.content).toBe('A new song about the sea.');
    expect(supabase.requests.at(-1)?.headers.prefer).toBe('return=representation,resolution=merge-duplicates');

    const query = await run(aiWorkflow([store({ mode: 'load', prompt: 'x', options: { queryName: 'find_docs' } }), embeddings], [{}]));
    expect(query.error?.message).toMatch(/^Supabase answered 404: Could not find the function public\.find_docs/);
    const table = await run(aiWorkflow([
      store({ mode: 'insert', tableName: { __rl: true, mode: 'id', value: 'songs' } }), embeddings,
      { name: 'Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1, parameters: {}, to: { node: STORE, type: 'ai_document' } },
    ], [{ text: 'x' }]));
    expect(table.error?.message).toBe("Supabase answered 404: Could not find the table 'public.songs' in the schema cache");
    const key = await run(aiWorkflow([store({ mode: 'load', prompt: 'x' }, 'anon'), embeddings], [{}]));
    expect(key.error?.message).toBe('Supabase answered 401: Invalid API key (Double check your Supabase `anon` or `service_role` API key.)');
  });
});
