import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';

/** A runner for AI node tests, with the credentials given by id (`{ id: { type, data } }`). */
export function aiRunner(credentials: Record<string, { type: string; data: IDataObject }>) {
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper(Object.fromEntries(Object.entries(credentials).map(([id, { type, data }]) => [id, { type, name: id, data }]))),
  });
  return async (workflow: IWorkflowBase) => {
    const result = await runner.run({ workflow, mode: 'manual', executionId: 'ai-test' });
    const runData = result.data.resultData.runData;
    return {
      result,
      runData,
      error: result.data.resultData.error,
      /** The items of output 0 of the node's first run. */
      json: (node: string) => (runData[node]?.[0]?.data?.main?.[0] ?? []).map((item) => item.json),
    };
  };
}
