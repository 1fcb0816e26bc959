import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import type { PythonRunMode } from '@weft/engine';
import { codeGlobals, codeRunnerOf, settleCodeRun, sharedRunRequest } from './run-code.js';

/** `$workflow` becomes `_workflow`: the same values under n8n's Python names. */
export function pythonGlobals(context: IExecuteFunctions): Record<string, unknown> {
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
  // The context runs it with the limits of the execution's sandbox.
  const runner = codeRunnerOf(context);
  const continueOnFail = context.continueOnFail();
  return settleCodeRun(context, continueOnFail, () => runner.runPythonCode({
    mode,
    code,
    globals: pythonGlobals(context),
    signal: context.getExecutionCancelSignal(),
    ...sharedRunRequest(context, continueOnFail),
  }));
}
