import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IDataObject, IExecuteFunctions, INode, INodeExecutionData, INodeType, IWorkflowBase,
} from '@weft/workflow';
import { MemoryBinaryDataStore } from '../binary/memory-binary-data-store.js';
import { CredentialTypeRegistry, NodeTypeRegistry } from '@weft/workflow';
import { MemoryCredentialsHelper } from '../credentials/credentials-helper.js';
import { startTestHttpServer } from '../http/test-http-server.js';
import { createConsoleLogger } from './console-logger.js';
import type { EngineServices } from './engine-services.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';

/** A node whose `execute` is the test's function, so each test exercises one context helper. */
function probe(run: (this: IExecuteFunctions) => Promise<INodeExecutionData[][]>): INodeType {
  return {
    description: {
      name: 'weft-test.probe', displayName: 'Probe', description: 'Test probe', group: ['transform'], version: 1,
      defaults: { name: 'Probe' }, inputs: ['main'], outputs: ['main'], properties: [],
      credentials: [{ name: 'httpHeaderAuth' }],
    },
    execute: run,
  };
}

const trigger: INodeType = {
  description: {
    name: 'n8n-nodes-base.executeWorkflowTrigger', displayName: 'Trigger', description: 'Start', group: ['trigger'], version: 1,
    defaults: { name: 'Trigger' }, inputs: [], outputs: ['main'], properties: [],
  },
  async execute(this: IExecuteFunctions) {
    return [this.getInputData()];
  },
};

const double: INodeType = {
  description: { ...probe(async () => []).description, name: 'weft-test.double', credentials: [] },
  async execute(this: IExecuteFunctions) {
    return [this.getInputData().map((item) => ({ json: { n: (item.json.n as number) * 2 } }))];
  },
};

function workflowWith(credentials?: INode['credentials']): IWorkflowBase {
  return {
    name: 'Services', active: false, connections: { Trigger: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] } },
    nodes: [
      { id: '1', name: 'Trigger', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: '2', name: 'Probe', type: 'weft-test.probe', typeVersion: 1, position: [200, 0], parameters: {}, credentials },
    ],
  };
}

async function runProbe(body: (this: IExecuteFunctions) => Promise<INodeExecutionData[][]>, services: EngineServices = {}, credentials?: INode['credentials']) {
  const runner = new WorkflowRunner(new NodeTypeRegistry([trigger, probe(body), double]), { logger: createConsoleLogger('silent'), ...services });
  const run = await runner.run({ workflow: workflowWith(credentials), mode: 'manual', executionId: 'e1' });
  return { run, probe: run.data.resultData.runData.Probe?.[0] };
}

const credentialTypes = new CredentialTypeRegistry([{
  name: 'httpHeaderAuth', displayName: 'Header Auth', properties: [],
  authenticate: { type: 'generic', properties: { headers: { '={{$credentials.name}}': '={{$credentials.value}}' } } },
}]);
const credentialsHelper = new MemoryCredentialsHelper({ c1: { type: 'httpHeaderAuth', name: 'Key', data: { name: 'X-Key', value: 'k' } } });

let server: Awaited<ReturnType<typeof startTestHttpServer>>;
beforeAll(async () => {
  server = await startTestHttpServer();
});
afterAll(() => server.close());

describe('execute context services', () => {
  it('getCredentials says which credential is not set, with its display name', async () => {
    const { probe: task } = await runProbe(async function () {
      await this.getCredentials('httpHeaderAuth');
      return [[]];
    }, { credentialsHelper, credentialTypes });
    expect(task?.error?.message).toBe('Credentials for "Header Auth" are not set.');
  });

  it('getCredentials decrypts through the host and shows its refusal', async () => {
    const { probe: task } = await runProbe(async function () {
      return [[{ json: await this.getCredentials('httpHeaderAuth') }]];
    }, { credentialsHelper, credentialTypes }, { httpHeaderAuth: { id: 'c1', name: 'Key' } });
    expect(task?.data?.main?.[0]?.[0]?.json).toEqual({ name: 'X-Key', value: 'k' });
    const missing = await runProbe(async function () {
      return [[{ json: await this.getCredentials('httpHeaderAuth') }]];
    }, { credentialsHelper, credentialTypes }, { httpHeaderAuth: { id: 'zz', name: 'Gone' } });
    expect(missing.probe?.error?.message).toBe('Credential with ID "zz" does not exist for type "httpHeaderAuth".');
  });

  it('httpRequestWithAuthentication applies the credential, and HTTP errors become NodeApiError', async () => {
    const { probe: task } = await runProbe(async function () {
      const echo = await this.helpers.httpRequestWithAuthentication('httpHeaderAuth', { url: `${server.url}/echo` }) as IDataObject;
      return [[{ json: { key: (echo.headers as IDataObject)['x-key'] as string } }]];
    }, { credentialsHelper, credentialTypes }, { httpHeaderAuth: { id: 'c1', name: 'Key' } });
    expect(task?.data?.main?.[0]?.[0]?.json).toEqual({ key: 'k' });
    const failed = await runProbe(async function () {
      await this.helpers.httpRequest({ url: `${server.url}/status/404` });
      return [[]];
    });
    expect(failed.probe?.error).toMatchObject({
      name: 'NodeApiError', httpCode: '404', description: '404 - {"message":"Status 404 as asked"}',
    });
  });

  it('prepareBinaryData stores in the binary data store, and reads back', async () => {
    const store = new MemoryBinaryDataStore();
    const { probe: task } = await runProbe(async function () {
      const binary = await this.helpers.prepareBinaryData(Buffer.from('col\n1\n'), '/tmp/data/report.csv');
      const item = { json: {}, binary: { data: binary } };
      return [[item]];
    }, { binaryDataStore: store });
    const binary = task?.data?.main?.[0]?.[0]?.binary?.data;
    expect(binary).toMatchObject({
      mimeType: 'text/csv', fileName: 'report.csv', fileExtension: 'csv', fileType: 'text', fileSize: '6 B', directory: '/tmp/data', data: 'memory',
    });
    expect((await store.getBuffer(binary?.id as string)).toString()).toBe('col\n1\n');
  });

  it('prepareBinaryData keeps bytes inline without a store, sniffing the type', async () => {
    const { probe: task } = await runProbe(async function () {
      return [[{ json: {}, binary: { file: await this.helpers.prepareBinaryData(Buffer.from('%PDF-1.4 ...')) } }]];
    });
    expect(task?.data?.main?.[0]?.[0]?.binary?.file).toMatchObject({
      mimeType: 'application/pdf', fileExtension: 'pdf', fileType: 'pdf', data: Buffer.from('%PDF-1.4 ...').toString('base64'),
    });
  });

  it('prepareOutputData puts the items on the output asked for (community packages still return it)', async () => {
    const { probe: task } = await runProbe(async function () {
      const context = this as IExecuteFunctions & { prepareOutputData(items: INodeExecutionData[], outputIndex?: number): Promise<INodeExecutionData[][]> };
      return context.prepareOutputData([{ json: { kept: true } }]);
    });
    expect(task?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ kept: true }]);
  });

  it('assertBinaryData names the missing binary field', async () => {
    const { probe: task } = await runProbe(async function () {
      this.helpers.assertBinaryData(0, 'data');
      return [[]];
    });
    expect(task?.error?.message).toBe('The input item has no binary data');
  });

  it('executeWorkflow runs inline workflow JSON and answers its last node output', async () => {
    const called: IWorkflowBase = {
      name: 'Doubler', active: false,
      nodes: [
        { id: 'a', name: 'Trigger', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'b', name: 'Double', type: 'weft-test.double', typeVersion: 1, position: [200, 0], parameters: {} },
      ],
      connections: { Trigger: { main: [[{ node: 'Double', type: 'main', index: 0 }]] } },
    };
    const { probe: task } = await runProbe(async function () {
      const result = await this.executeWorkflow({ code: called }, [{ json: { n: 2 } }, { json: { n: 5 } }]);
      return [result.data[0] ?? []];
    });
    expect(task?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ n: 4 }, { n: 10 }]);
  });

  it('executeWorkflow by id needs a host, and uses the host hook when given', async () => {
    const body = async function (this: IExecuteFunctions) {
      const result = await this.executeWorkflow({ id: '42' }, [{ json: { n: 1 } }]);
      return [result.data[0] ?? []];
    };
    const { probe: refused } = await runProbe(body);
    expect(refused?.error?.message).toBe('The workflow with ID "42" cannot be loaded here');
    const { probe: hosted } = await runProbe(body, {
      executeSubWorkflow: async (request) => ({ executionId: 'sub-1', data: [[{ json: { loaded: request.workflowInfo.id ?? null } }]] }),
    });
    expect(hosted?.data?.main?.[0]?.[0]?.json).toEqual({ loaded: '42' });
  });
});

describe('binary data by id', () => {
  it('reads metadata and a stream of stored bytes', async () => {
    const store = new MemoryBinaryDataStore();
    const { probe: task } = await runProbe(async function () {
      const binary = await this.helpers.prepareBinaryData(Buffer.from('a,b\n'), 'rows.csv');
      const stream = await this.helpers.getBinaryStream(binary.id as string);
      const text = Buffer.from(await this.helpers.binaryToBuffer(stream)).toString();
      return [[{ json: { text, metadata: await this.helpers.getBinaryMetadata(binary.id as string) } }]];
    }, { binaryDataStore: store });
    expect(task?.data?.main?.[0]?.[0]?.json).toEqual({ text: 'a,b\n', metadata: { fileName: 'rows.csv', mimeType: 'text/csv', fileSize: 4 } });
  });
});
