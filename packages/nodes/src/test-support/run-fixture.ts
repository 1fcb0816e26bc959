import { readFileSync } from 'node:fs';
import type { IDataObject, INodeExecutionData, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import { readModuleAllowList } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { IRun } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';

const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent') });

/** Reads a workflow fixture (n8n export JSON), relative to the calling test's URL. */
export function loadFixture(relativePath: string, base: string): IWorkflowBase {
  return JSON.parse(readFileSync(new URL(relativePath, base), 'utf8')) as IWorkflowBase;
}

/**
 * `env`: the environment the server would read (n8n's NODE_FUNCTION_ALLOW_BUILTIN / _EXTERNAL for the Code node's require).
 * `credentials`: the credentials the workflow's nodes name, as n8n exports them decrypted.
 */
export async function runFixture(
  workflow: IWorkflowBase,
  mode: WorkflowExecuteMode = 'manual',
  env?: Record<string, string>,
  credentials?: Array<{ id: string; name: string; type: string; data: IDataObject }>,
): Promise<IRun> {
  const using = env || credentials
    ? new WorkflowRunner(builtinNodeTypes, {
      logger: createConsoleLogger('silent'),
      ...(env ? { codeModules: { allow: readModuleAllowList(env) } } : {}),
      ...(credentials ? {
        credentialTypes: builtinCredentialTypes,
        credentialsHelper: new MemoryCredentialsHelper(Object.fromEntries(credentials.map(({ id, name, type, data }) => [id, { type, name, data }]))),
      } : {}),
    })
    : runner;
  return using.run({ workflow, mode, executionId: 'fixture' });
}

/** The items of output 0 of the first run of `nodeName`. */
export function outputOf(run: IRun, nodeName: string): INodeExecutionData[] {
  return run.data.resultData.runData[nodeName]?.[0]?.data?.main?.[0] ?? [];
}

export function jsonOf(run: IRun, nodeName: string): IDataObject[] {
  return outputOf(run, nodeName).map((item) => item.json);
}

/** A Manual Trigger -> node workflow; the trigger's output is pinned to `input`. */
export function singleNodeWorkflow(
  node: { type: string; typeVersion: number; parameters: IDataObject; name?: string },
  input: Array<{ json: IDataObject; binary?: IDataObject }> = [{ json: {} }],
): IWorkflowBase {
  const name = node.name ?? 'Node';
  return {
    name: 'Fixture',
    active: false,
    nodes: [
      { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      { id: 'n', name, type: node.type, typeVersion: node.typeVersion, position: [200, 0], parameters: node.parameters as never },
    ],
    connections: { Trigger: { main: [[{ node: name, type: 'main', index: 0 }]] } },
    pinData: { Trigger: input },
    settings: { executionOrder: 'v1' },
  };
}
