import { expect, it } from 'vitest';
import type { Embeddings } from '@langchain/core/embeddings';
import type { ICredentialDataDecryptedObject, IDataObject, IExecuteFunctions, INodeType, IWorkflowBase } from '@weft/workflow';
import { NodeTypeRegistry } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';

/*
 * The tests every embeddings node passes against its provider's stand-in. The root is a test node that
 * does what a vector store does with its embeddings: it embeds the items' texts as documents, then a query.
 */

class EmbedTexts implements INodeType {
  description = {
    displayName: 'Embed Texts', name: 'test.embedTexts', group: ['transform'], version: 1, description: 'Embeds texts', defaults: { name: 'Embed Texts' },
    inputs: ['main', { type: 'ai_embedding', required: true, maxConnections: 1 }], outputs: ['main'], properties: [],
  } as INodeType['description'];

  async execute(this: IExecuteFunctions) {
    const embeddings = await this.getInputConnectionData('ai_embedding', 0) as Embeddings;
    const texts = this.getInputData().map((item) => String(item.json.text));
    const vectors = await embeddings.embedDocuments(texts);
    const query = await embeddings.embedQuery(texts[0] ?? '');
    return [[{ json: { vectors, query } }]];
  }
}

export interface EmbeddingsNodeCase {
  type: string;
  parameters: IDataObject;
  credentialType: string;
  credentials: { good: ICredentialDataDecryptedObject; badKey: ICredentialDataDecryptedObject };
  /** The texts each request to the stand-in carried, in order. */
  embedded(): string[][];
  badKeyWords: RegExp;
}

export function embeddingsNodeTests(testCase: () => EmbeddingsNodeCase): void {
  const runWith = async (credential: string) => {
    const c = testCase();
    const nodeTypes = new NodeTypeRegistry([...builtinNodes.map(({ nodeType }) => nodeType), new EmbedTexts()]);
    const runner = new WorkflowRunner(nodeTypes, {
      logger: createConsoleLogger('silent'),
      credentialTypes: builtinCredentialTypes,
      credentialsHelper: new MemoryCredentialsHelper({
        good: { type: c.credentialType, name: 'Provider', data: c.credentials.good },
        bad: { type: c.credentialType, name: 'Provider', data: c.credentials.badKey },
      }),
    });
    const workflow: IWorkflowBase = {
      id: 'w', name: 'Embeddings', active: false,
      nodes: [
        { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'r', name: 'Embed Texts', type: 'test.embedTexts', typeVersion: 1, position: [200, 0], parameters: {} },
        {
          id: 'e', name: 'Embeddings', type: c.type, typeVersion: 1, position: [200, 200], parameters: c.parameters as never,
          credentials: { [c.credentialType]: { id: credential, name: 'Provider' } },
        },
      ],
      connections: {
        Trigger: { main: [[{ node: 'Embed Texts', type: 'main', index: 0 }]] },
        Embeddings: { ai_embedding: [[{ node: 'Embed Texts', type: 'ai_embedding', index: 0 }]] },
      },
      pinData: { Trigger: [{ json: { text: 'Red apples are sweet' } }, { json: { text: 'Green pears are crisp' } }] },
    };
    const result = await runner.run({ workflow, mode: 'manual', executionId: 'embeddings' });
    return { runData: result.data.resultData.runData, error: result.data.resultData.error };
  };

  it('embeds documents and a query, and records each call on the node', async () => {
    const before = testCase().embedded().length;
    const { runData, error } = await runWith('good');
    expect(error).toBeUndefined();
    const { vectors, query } = runData['Embed Texts']?.[0]?.data?.main?.[0]?.[0]?.json as { vectors: number[][]; query: number[] };
    expect(vectors).toHaveLength(2);
    expect(vectors[0]).not.toEqual(vectors[1]);
    // The same text gives the same vector, as a document and as a query.
    expect(query).toEqual(vectors[0]);
    expect(testCase().embedded().slice(before).flat()).toEqual(['Red apples are sweet', 'Green pears are crisp', 'Red apples are sweet']);
    expect(runData.Embeddings?.map((call) => call.inputOverride?.ai_embedding?.[0]?.[0]?.json)).toEqual([
      { documents: ['Red apples are sweet', 'Green pears are crisp'] }, { query: 'Red apples are sweet' },
    ]);
    expect(runData.Embeddings?.[1]?.data?.ai_embedding?.[0]?.[0]?.json).toEqual({ response: query });
  });

  it('stops on a wrong key with the provider\'s words on the node', async () => {
    const { runData, error } = await runWith('bad');
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect((error as { description?: string } | undefined)?.description).toMatch(testCase().badKeyWords);
    expect(runData.Embeddings?.[0]?.executionStatus).toBe('error');
  });
}
