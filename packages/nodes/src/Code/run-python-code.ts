import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { sharedPythonSandbox } from '@weft/engine';
import type { PythonRunMode } from '@weft/engine';
import { codeGlobals, executionSandboxOf, settleCodeRun, sharedRunRequest } from './run-code.js';

/** `$workflow` becomes `_workflow`: the same values under n8n's Python names. */
function pythonGlobals(context: IExecuteFunctions): Record<string, unknown> {
  const globals: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(codeGlobals(context))) globals[name.replace(/^\$/, '')] = value;
  return globals;
}

/**
 * Runs Python `code` over the node's input on the process's warm Pyodide worker, with the
 * execution's limits (WEFT_CODE_MEMORY_LIMIT_MB, WEFT_CODE_TIMEOUT_MS). Failures and
 * continue-on-fail behave as for JavaScript.
 */
export async function runPythonCode(context: IExecuteFunctions, mode: PythonRunMode, code: string): Promise<INodeExecutionData[]> {
  // Python runs with the limits of the execution's sandbox.
  const limits = executionSandboxOf(context)?.limits;
  const continueOnFail = context.continueOnFail();
  return settleCodeRun(context, continueOnFail, () => sharedPythonSandbox().run({
    mode,
    code,
    globals: pythonGlobals(context),
    limits,
    signal: context.getExecutionCancelSignal(),
    ...sharedRunRequest(context, continueOnFail),
  }));
}
