import { OllamaEmbeddings } from '@langchain/ollama';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode, INodeExecutionData, ISupplyDataFunctions } from '@weft/workflow';
import { EmbeddingsCallLog } from '../embeddings-call-log.js';
import { modelNodeError } from '../model-error.js';
import { startOllamaStandIn } from '../../test-support/ollama-stand-in.js';
import type { OllamaStandIn } from '../../test-support/ollama-stand-in.js';

let standIn: OllamaStandIn;
beforeAll(async () => {
  standIn = await startOllamaStandIn();
});
afterAll(() => standIn.close());

const node: INode = { id: 'e', name: 'Embeddings', type: '@n8n/n8n-nodes-langchain.embeddingsOllama', typeVersion: 1, position: [0, 0], parameters: {} };

/** The two recording methods of a sub-node's context, keeping what they were given. */
function recordingContext() {
  const calls: Array<{ type: string; input: INodeExecutionData[][]; output?: INodeExecutionData[][] | Error }> = [];
  const context = {
    addInputData: (type: string, input: INodeExecutionData[][]) => ({ index: calls.push({ type, input }) - 1 }),
    addOutputData: (_type: string, index: number, output: INodeExecutionData[][] | Error) => {
      const call = calls[index];
      if (call) call.output = output;
    },
  } as unknown as ISupplyDataFunctions;
  return { context, calls };
}

describe('EmbeddingsCallLog', () => {
  it('records each embedDocuments and embedQuery call with what was asked and the vectors answered', async () => {
    const { context, calls } = recordingContext();
    const embeddings = new EmbeddingsCallLog(new OllamaEmbeddings({ model: 'llama3.2', baseUrl: standIn.baseUrl }), context, (error) => modelNodeError(node, error));
    const vectors = await embeddings.embedDocuments(['red apples', 'green pears']);
    const query = await embeddings.embedQuery('apples');
    expect(vectors).toHaveLength(2);
    expect(standIn.embedded).toEqual([['red apples', 'green pears'], ['apples']]);
    expect(calls).toEqual([
      { type: 'ai_embedding', input: [[{ json: { documents: ['red apples', 'green pears'] } }]], output: [[{ json: { response: vectors } }]] },
      { type: 'ai_embedding', input: [[{ json: { query: 'apples' } }]], output: [[{ json: { response: query } }]] },
    ]);
  });

  it('records a failed call as the node\'s error and throws that error', async () => {
    const { context, calls } = recordingContext();
    const embeddings = new EmbeddingsCallLog(new OllamaEmbeddings({ model: 'mxbai-embed-large', baseUrl: standIn.baseUrl, maxRetries: 0 }), context, (error) => modelNodeError(node, error));
    await expect(embeddings.embedQuery('x')).rejects.toThrow('The model was not found');
    expect(calls[0]?.output).toBeInstanceOf(Error);
    expect((calls[0]?.output as Error & { description?: string }).description).toBe('model "mxbai-embed-large" not found, try pulling it first');
  });
});
