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

describe('OpenAI, the "From List" searches (modelSearch, assistantSearch, fileSearch)', () => {
  const context = (version: number) => {
    const nodeType = builtinNodeTypes.getByNameAndVersion('@n8n/n8n-nodes-langchain.openAi', version) as INodeType;
    const credentialsHelper = new MemoryCredentialsHelper({ cred: { type: 'openAiApi', name: 'OpenAI', data: { apiKey: API_KEY, url: harness.standIn.baseUrl } } });
    const node: INode = {
      id: 'o', name: 'OpenAI', type: '@n8n/n8n-nodes-langchain.openAi', typeVersion: version, position: [0, 0],
      parameters: {}, credentials: { openAiApi: { id: 'cred', name: 'OpenAI' } },
    };
    const search = nodeType.methods?.listSearch ?? {};
    return { search, context: new LoadOptionsContext({ node, nodeType, services: { credentialsHelper, credentialTypes: builtinCredentialTypes }, logger: createConsoleLogger('silent'), timezone: 'UTC' }) };
  };
  const post = (path: string, body: object) => fetch(`${harness.standIn.baseUrl}${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json', 'OpenAI-Beta': 'assistants=v2' }, body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ id: string }>);

  it("lists the server's models by name, narrowed by the filter", async () => {
    const { search, context: ctx } = context(2.1);
    const served = await fetch(`${harness.standIn.baseUrl}/models`, { headers: { authorization: `Bearer ${API_KEY}` } })
      .then((response) => response.json() as Promise<{ data: Array<{ id: string }> }>);
    const all = await search.modelSearch?.call(ctx);
    expect(all?.results.map((result) => result.value)).toEqual(served.data.map((model) => model.id).sort((a, b) => a.localeCompare(b)));
    const some = await search.modelSearch?.call(ctx, 'MINI');
    expect(some?.results.every((result) => String(result.value).includes('mini'))).toBe(true);
    expect(some?.results.length).toBeGreaterThan(0);
  });

  it('pages the assistants after the last one, and filters them by name', async () => {
    const created = [];
    for (let index = 0; index < 101; index++) created.push(await post('/assistants', { model: 'gpt-4o-mini', name: `Helper ${index}` }));
    const { search, context: ctx } = context(1.8);
    const first = await search.assistantSearch?.call(ctx);
    expect(first?.results).toHaveLength(100);
    expect(first?.paginationToken).toBe(first?.results.at(-1)?.value);
    const second = await search.assistantSearch?.call(ctx, undefined, first?.paginationToken as string);
    expect(second?.results).toHaveLength(1);
    expect(second?.paginationToken).toBeUndefined();
    const everyId = [...(first?.results ?? []), ...(second?.results ?? [])].map((result) => result.value).sort();
    expect(everyId).toEqual(created.map((assistant) => assistant.id).sort());
    const filtered = await search.assistantSearch?.call(ctx, 'helper 10');
    expect(filtered?.results.map((result) => result.name).sort()).toEqual(['Helper 10', 'Helper 100']);
  });

  it('lists the files by name', async () => {
    await runOpenAi(harness, {
      typeVersion: 2.1, parameters: { resource: 'file', operation: 'upload', options: { purpose: 'user_data' } },
      input: [{ json: {}, binary: { data: binaryOf(Buffer.from('x'), 'text/plain', 'quarterly-report.txt') } as never }],
    });
    const { search, context: ctx } = context(2.1);
    const found = await search.fileSearch?.call(ctx, 'QUARTERLY');
    expect(found?.results.map((result) => result.name)).toEqual(['quarterly-report.txt']);
  });
});
