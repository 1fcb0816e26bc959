import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode, INodeType } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { API_KEY, binaryOf, runOpenAi, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.standIn.close());

describe('OpenAI 1.x, the assistants\' file picker (getFiles)', () => {
  it('lists the files uploaded for assistants by name, as the editor loads them', async () => {
    const upload = (purpose: string, name: string) => runOpenAi(harness, {
      typeVersion: 1.8, parameters: { resource: 'file', operation: 'upload', options: { purpose } },
      input: [{ json: {}, binary: { data: binaryOf(Buffer.from('x'), 'text/plain', name) } as never }],
    });
    const kept = await upload('assistants', 'notes.txt');
    await upload('fine-tune', 'training.jsonl');
    const nodeType = builtinNodeTypes.getByNameAndVersion('@n8n/n8n-nodes-langchain.openAi', 1.8) as INodeType;
    const node: INode = {
      id: 'o', name: 'OpenAI', type: '@n8n/n8n-nodes-langchain.openAi', typeVersion: 1.8, position: [0, 0],
      parameters: { resource: 'assistant', operation: 'create' }, credentials: { openAiApi: { id: 'cred', name: 'OpenAI' } },
    };
    const credentialsHelper = new MemoryCredentialsHelper({ cred: { type: 'openAiApi', name: 'OpenAI', data: { apiKey: API_KEY, url: harness.standIn.baseUrl } } });
    const context = new LoadOptionsContext({ node, nodeType, services: { credentialsHelper, credentialTypes: builtinCredentialTypes }, logger: createConsoleLogger('silent'), timezone: 'UTC' });
    const options = await nodeType.methods?.loadOptions?.getFiles?.call(context);
    expect(options).toEqual([{ name: 'notes.txt', value: kept.items[0]?.json.id }]);
    expect(harness.standIn.calls.at(-1)?.query).toEqual({ purpose: 'assistants' });
  });
});
