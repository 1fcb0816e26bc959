import type { IDataObject, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { ICredentialDataDecryptedObject } from '@weft/workflow';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';

/*
 * Runs one service node after a Manual Trigger whose output is pinned, with the credentials the test
 * gives (id -> type and data): what the OpenWeatherMap, WordPress, X and LinkedIn tests share.
 */

export interface ServiceCredential { type: string; data: ICredentialDataDecryptedObject }

export interface ServiceNodeSpec {
  type: string;
  typeVersion: number;
  parameters: IDataObject;
  /** The node's credentials: credential type -> id in `credentials`. */
  uses: Record<string, string>;
  input?: INodeExecutionData[];
  continueOnFail?: boolean;
}

/** `executeCommandEnabled`: the instance's WEFT_EXECUTE_COMMAND_ENABLED, off unless the test turns it on. */
export function serviceRunner(credentials: Record<string, ServiceCredential>, { executeCommandEnabled = false } = {}) {
  const helper = new MemoryCredentialsHelper(Object.fromEntries(Object.entries(credentials).map(([id, { type, data }]) => [id, { type, name: id, data }])));
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: helper, timezone: 'UTC', executeCommandEnabled,
  });
  return {
    helper,
    async run(spec: ServiceNodeSpec) {
      const workflow: IWorkflowBase = {
        id: 'w', name: 'Service', active: false, settings: { executionOrder: 'v1' },
        nodes: [
          { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
          {
            id: 'n', name: 'Node', type: spec.type, typeVersion: spec.typeVersion, position: [200, 0], parameters: spec.parameters as never,
            credentials: Object.fromEntries(Object.entries(spec.uses).map(([type, id]) => [type, { id, name: id }])),
            ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
          },
        ],
        connections: { Trigger: { main: [[{ node: 'Node', type: 'main', index: 0 }]] } },
        pinData: { Trigger: spec.input ?? [{ json: {} }] },
      };
      const result = await runner.run({ workflow, mode: 'manual', executionId: 'service' });
      const items = result.data.resultData.runData.Node?.[0]?.data?.main?.[0] ?? [];
      const error = result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined;
      return { items, json: items.map((item) => item.json), error };
    },
  };
}

