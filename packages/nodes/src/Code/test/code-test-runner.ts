import type { IWorkflowBase } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { IRun, SandboxLimits } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';

export interface Ran {
  run: IRun;
  messages: Array<[string, unknown[]]>;
}

/** Runs a workflow with the built-in nodes as execution `executionId`, keeping what the code sent to the UI. */
export function codeRunner(executionId: string): (workflow: IWorkflowBase, sandbox?: Partial<SandboxLimits>) => Promise<Ran> {
  return async (workflow, sandbox = {}) => {
    const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), sandbox });
    const messages: Array<[string, unknown[]]> = [];
    const run = await runner.run({
      workflow, mode: 'manual', executionId,
      hooks: { sendMessageToUI: (nodeName, args) => messages.push([nodeName, args]) },
    });
    return { run, messages };
  };
}

export function errorOf(run: IRun): { message?: string; description?: string | null } | undefined {
  return run.data.resultData.error as { message?: string; description?: string | null } | undefined;
}
