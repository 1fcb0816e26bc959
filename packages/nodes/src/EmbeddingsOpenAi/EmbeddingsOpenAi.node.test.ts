import { OpenAIEmbeddings } from '@langchain/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { clearInMemoryVectorStores } from '../VectorStoreInMemory/VectorStoreInMemory.node.js';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import { standInEmbedding } from '../test-support/openai-embeddings-endpoint.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  clearInMemoryVectorStores();
  standIn = await startOpenAiStandIn({ apiKey: 'sk-embed-0001' });
  const openAi = (apiKey: string, url = standIn.baseUrl) => ({ type: 'openAiApi', data: { apiKey, url, organizationId: '', header: false } });
  run = aiRunner({ ok: openAi('sk-embed-0001'), bad: openAi('sk-wrong-key-9999'), elsewhere: openAi('sk-embed-0001', 'http://127.0.0.1:9/v1') });
});
afterAll(() => standIn.close());

const post = async (body: unknown) => {
  const response = await fetch(`${standIn.baseUrl}/embeddings`, { method: 'POST', headers: { authorization: 'Bearer sk-embed-0001', 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() as { error?: { message: string; param: string | null }; data?: Array<{ embedding: number[] }> } };
};

describe('the OpenAI stand-in\'s embeddings', () => {
  it('checks requests as OpenAI does', async () => {
    expect((await post({ model: 'text-embedding-3-small' })).body.error?.message).toBe("'input' is a required property");
    expect((await post({ model: 'text-embedding-ada-002', input: 'x', dimensions: 256 })).body.error?.message).toBe('This model does not support specifying dimensions.');
    expect((await post({ model: 'text-embedding-3-small', input: 'x', dimensions: 4000 })).status).toBe(400);
    expect((await post({ model: 'text-embedding-9', input: 'x' })).status).toBe(404);
    expect((await post({ model: 'text-embedding-3-small', input: [] })).body.error?.param).toBe('input');
    const ok = await post({ model: 'text-embedding-3-large', input: ['a b', 'c'], dimensions: 256 });
    expect(ok.body.data?.map((entry) => entry.embedding.length)).toEqual([256, 256]);
  });

  it('answers vectors of length 1 that put texts sharing words near each other, in float or base64', async () => {
    const embeddings = new OpenAIEmbeddings({ apiKey: 'sk-embed-0001', model: 'text-embedding-3-small', configuration: { baseURL: standIn.baseUrl } });
    const [moon, tides, bees] = await embeddings.embedDocuments(['The moon pulls the tides', 'Tides follow the moon', 'Bees dance in the hive']);
    const dot = (a: number[] = [], b: number[] = []) => a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);
    expect(dot(moon, moon)).toBeCloseTo(1, 5);
    expect(dot(moon, tides)).toBeGreaterThan(0.5);
    expect(Math.abs(dot(moon, bees))).toBeLessThan(0.3);
    // LangChain asks for base64 unless told otherwise; the decoded vector is the float one.
    expect(moon?.[0]).toBeCloseTo(standInEmbedding('The moon pulls the tides', 1536)[0] ?? NaN, 6);
  });
});

function workflow(embeddings: { typeVersion: number; parameters: IDataObject; credential?: string }) {
  return aiWorkflow([
    { name: 'Store', type: 'vectorStoreInMemory', typeVersion: 1.3, parameters: { mode: 'insert', memoryKey: { __rl: true, mode: 'id', value: 'embeddings-test' } } },
    {
      name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', ...embeddings, credentials: { openAiApi: { id: embeddings.credential ?? 'ok', name: 'OpenAI' } },
      to: { node: 'Store', type: 'ai_embedding' },
    },
    { name: 'Loader', type: 'documentDefaultDataLoader', typeVersion: 1.1, parameters: {}, to: { node: 'Store', type: 'ai_document' } },
  ], [{ text: 'hello world' }]);
}

describe('Embeddings OpenAI', () => {
  it('sends the model and dimensions chosen, and records the call on the node', async () => {
    const result = await run(workflow({ typeVersion: 1.2, parameters: { model: 'text-embedding-3-large', options: { dimensions: 512, encodingFormat: 'float' } } }));
    expect(result.error).toBeUndefined();
    expect(standIn.embeddingRequests.at(-1)).toMatchObject({ model: 'text-embedding-3-large', dimensions: 512, encoding_format: 'float', input: ['hello world'] });
    const call = result.runData['Embeddings OpenAI']?.[0];
    expect(call?.inputOverride?.ai_embedding?.[0]?.[0]?.json).toEqual({ documents: ['hello world'] });
    expect((call?.data?.ai_embedding?.[0]?.[0]?.json.response as number[][])[0]).toHaveLength(512);
  });

  it('uses text-embedding-ada-002 by default in version 1, and the base URL option before 1.2', async () => {
    const result = await run(workflow({ typeVersion: 1, parameters: { options: { baseURL: standIn.baseUrl } }, credential: 'elsewhere' }));
    expect(result.error).toBeUndefined();
    expect(standIn.embeddingRequests.at(-1)).toMatchObject({ model: 'text-embedding-ada-002' });
  });

  it('shows OpenAI\'s refusal on the embeddings node', async () => {
    const result = await run(workflow({ typeVersion: 1.2, parameters: { options: {} }, credential: 'bad' }));
    expect(result.error?.message).toBe('Authorization failed - please check your credentials');
    expect(result.runData['Embeddings OpenAI']?.[0]?.executionStatus).toBe('error');
  });
});
