import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, applyCredentialAuth, createConsoleLogger, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import type { IRun } from '@weft/engine';
import { afterAll, beforeAll } from 'vitest';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { builtinNodeTypes } from '../../builtin-node-types.js';

/*
 * What the messaging nodes' tests (Discord, Mattermost, Twilio, WhatsApp) share: one service node run
 * after a manual trigger pinned to the input items, with credentials kept in memory; the service's
 * origins pointed at a stand-in for the file's tests; the credential dialog's Test request.
 */

export interface NodeRun {
  items: IDataObject[];
  output: INodeExecutionData[];
  /** The run's error message, when the node failed. */
  error?: string;
  errorDescription?: string | null;
  run: IRun;
}

export interface NodeUnderTest {
  type: string;
  typeVersion: number;
  parameters: IDataObject;
  /** Credential type -> id of one of `credentials`. */
  credentials: Record<string, string>;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

export function nodeRunner(credentials: Record<string, { type: string; data: ICredentialDataDecryptedObject }>) {
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper(Object.fromEntries(Object.entries(credentials).map(([id, { type, data }]) => [id, { type, name: id, data }]))),
  });
  let runs = 0;
  return async (node: NodeUnderTest): Promise<NodeRun> => {
    const workflow: IWorkflowBase = {
      id: 'wf-service', name: 'Service', active: false,
      nodes: [
        { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: 's', name: 'Service', type: node.type, typeVersion: node.typeVersion, position: [200, 0], parameters: node.parameters as never,
          credentials: Object.fromEntries(Object.entries(node.credentials).map(([type, id]) => [type, { id, name: id }])),
          ...(node.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
        },
      ],
      connections: { Trigger: { main: [[{ node: 'Service', type: 'main', index: 0 }]] } },
      pinData: { Trigger: node.input ?? [{ json: {} }] },
      settings: { executionOrder: 'v1' },
    };
    const run = await runner.run({ workflow, mode: 'manual', executionId: `service-${++runs}`, webhookBaseUrl: 'http://localhost:5678/' });
    const output = run.data.resultData.runData.Service?.[0]?.data?.main?.[0] ?? [];
    const error = run.data.resultData.error as { message?: string; description?: string | null } | undefined;
    return {
      items: output.map((item) => item.json), output, run,
      ...(error ? { error: error.message, errorDescription: error.description ?? null } : {}),
    };
  };
}

/** Points the services' origins at stand-ins for the file's tests (`origins` read when the tests start). */
export function useServiceHosts(origins: () => Record<string, string>): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.WEFT_TEST_SERVICE_HOSTS;
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify(origins());
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
    else process.env.WEFT_TEST_SERVICE_HOSTS = previous;
  });
}

/** What the credential dialog's Test does: the type's test request, resolved with the data and authenticated. */
export async function credentialTest(typeName: string, data: ICredentialDataDecryptedObject): Promise<{ status: number; body: unknown }> {
  const lineage = credentialLineage(builtinCredentialTypes, typeName);
  const test = lineage.find((type) => type.test)?.test;
  if (!test) throw new Error(`${typeName} has no test`);
  const request = resolveCredentialTemplate(test.request, data) as IDataObject;
  const options: IHttpRequestOptions = {
    ...request, url: String(request.url ?? ''), method: (request.method as IHttpRequestOptions['method']) ?? 'GET',
    json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
  };
  // A type without an authenticate rule (a webhook URL) is tested by its request alone.
  const authenticated = lineage.some((type) => type.authenticate) ? await applyCredentialAuth(lineage, typeName, data, options) : options;
  const response = await performHttpRequest(authenticated) as IN8nHttpFullResponse;
  return { status: response.statusCode, body: response.body };
}
