import type { INodeParameters, IWorkflowBase } from '@weft/workflow';
import { MemoryBinaryDataStore, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { loadFixture } from '../../test-support/run-fixture.js';

/** A runner with the credentials the HTTP test server accepts, and a binary store to read files back. */
export function httpTestRunner() {
  const credentialsHelper = new MemoryCredentialsHelper({
    'cred-basic': { type: 'httpBasicAuth', name: "Ada's login", data: { user: 'ada', password: 'secret' } },
    'cred-digest': { type: 'httpDigestAuth', name: 'Digest', data: { user: 'ada', password: 'secret' } },
    'cred-header': { type: 'httpHeaderAuth', name: 'Key', data: { name: 'X-API-Key', value: 'k-123' } },
    'cred-query': { type: 'httpQueryAuth', name: 'Query key', data: { name: 'api_key', value: 'q-456' } },
    'cred-bearer': { type: 'httpBearerAuth', name: 'Token', data: { token: 'b-789' } },
  });
  const binaryDataStore = new MemoryBinaryDataStore();
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'), credentialsHelper, credentialTypes: builtinCredentialTypes, binaryDataStore,
  });
  return { runner, binaryDataStore };
}

/** The test runner, with fixtures of this folder whose "HTTP Request" node is the one run and changed. */
export function legacyHarness() {
  const { runner, binaryDataStore } = httpTestRunner();

  /** A fixture of this folder with the server's address, and its "HTTP Request" node changed as given. */
  function fixture(file: string, baseUrl: string, change: (parameters: INodeParameters, node: IWorkflowBase['nodes'][number]) => void = () => undefined): IWorkflowBase {
    const text = JSON.stringify(loadFixture(`./${file}`, import.meta.url)).replaceAll('BASE_URL', baseUrl);
    const workflow = JSON.parse(text) as IWorkflowBase;
    const target = workflow.nodes.find((n) => n.name === 'HTTP Request');
    if (target) change(target.parameters, target);
    return workflow;
  }

  async function run(workflow: IWorkflowBase) {
    const result = await runner.run({ workflow, mode: 'manual', executionId: 'http-legacy-test' });
    const task = result.data.resultData.runData['HTTP Request']?.[0];
    // A run refused before it starts (a required parameter left empty) has the error on the run, not on a node.
    return { status: result.status, items: task?.data?.main?.[0] ?? [], error: task?.error, runError: result.data.resultData.error };
  }

  return { fixture, run, binaryDataStore };
}
