import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { CodeRunError, NodeOperationError } from '@weft/workflow';
import type { CodeRunMode, CodeRunRequest, CodeRunResult, PythonRunRequest } from '@weft/engine';
import { createCodeDataBridge } from './code-data-bridge.js';

/**
 * The engine's execute context runs user code in its sandboxes (Weft's own methods, not n8n's): nodes
 * reach the sandbox through their context and never import the engine at run time.
 */
interface CodeRunner {
  runCode(request: CodeRunRequest): Promise<CodeRunResult>;
  runPythonCode(request: Omit<PythonRunRequest, 'limits'>): Promise<CodeRunResult>;
}

export function codeRunnerOf(context: IExecuteFunctions): CodeRunner {
  const runner = context as IExecuteFunctions & Partial<CodeRunner>;
  if (typeof runner.runCode !== 'function' || typeof runner.runPythonCode !== 'function') {
    throw new NodeOperationError(context.getNode(), 'This node can only run code inside a workflow execution');
  }
  return runner as CodeRunner;
}

/** The read-only variables every item sees, copied into the sandbox once per run. */
export function codeGlobals(context: IExecuteFunctions): Record<string, unknown> {
  const node = context.getNode();
  const proxy = context.getWorkflowDataProxy(0);
  return {
    $workflow: proxy.$workflow,
    $execution: proxy.$execution,
    $prevNode: proxy.$prevNode,
    $runIndex: proxy.$runIndex,
    $env: { ...proxy.$env },
    $vars: { ...proxy.$vars },
    $parameter: node.parameters,
    $mode: context.getMode(),
    $nodeId: node.id ?? null,
    $nodeVersion: node.typeVersion,
    $webhookId: node.webhookId ?? null,
  };
}

/** Defines rather than assigns: a "__proto__" key in the code's data stays a plain key. */
function replaceContents(target: IDataObject, source: IDataObject): void {
  for (const key of Object.keys(target)) delete target[key];
  for (const [key, value] of Object.entries(source)) {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  }
}

/** Keeps the static data the code changed (`$getWorkflowStaticData`). */
export function replaceStaticData(context: IExecuteFunctions, staticData: CodeRunResult['staticData']): void {
  for (const [type, data] of Object.entries(staticData ?? {})) {
    replaceContents(context.getWorkflowStaticData(type as 'global' | 'node'), data);
  }
}

export function toNodeError(context: IExecuteFunctions, error: CodeRunError): NodeOperationError {
  const nodeError = new NodeOperationError(context.getNode(), error.message, {
    description: error.description ?? null,
    itemIndex: error.itemIndex,
    level: error.kind === 'validation' ? 'warning' : 'error',
  });
  if (error.userStack) nodeError.stack = error.userStack;
  return nodeError;
}

/** What a JavaScript and a Python run are given alike: the input, the timezone, the data bridge, the console. */
export function sharedRunRequest(
  context: IExecuteFunctions, continueOnFail: boolean,
): Pick<CodeRunRequest, 'items' | 'timezone' | 'bridge' | 'continueOnFail' | 'onConsole'> {
  return {
    items: context.getInputData(),
    timezone: context.getTimezone(),
    bridge: createCodeDataBridge(context),
    continueOnFail,
    onConsole: (_level, args) => context.sendMessageToUI(...args),
  };
}

/**
 * Answers the items of a run and keeps its static data; with continue-on-fail a failure of the
 * code becomes an item `{ json: { error } }`, while time and memory limits still fail the node.
 */
export async function settleCodeRun(
  context: IExecuteFunctions, continueOnFail: boolean, run: () => Promise<CodeRunResult>,
): Promise<INodeExecutionData[]> {
  try {
    const result = await run();
    replaceStaticData(context, result.staticData);
    return result.items;
  } catch (error) {
    if (!(error instanceof CodeRunError)) throw error;
    if (continueOnFail && (error.kind === 'code' || error.kind === 'validation')) return [{ json: { error: error.message } }];
    throw toNodeError(context, error);
  }
}

/**
 * Runs `code` over the node's input in the execution's sandbox (a throw-away one when the context
 * has none) and answers the output items. `$getWorkflowStaticData` changes are written back; with
 * continue-on-fail a failure of the code becomes an item `{ json: { error } }` (per item in the
 * per-item modes), while time and memory limits still fail the node.
 */
export async function runCode(context: IExecuteFunctions, mode: CodeRunMode, code: string): Promise<INodeExecutionData[]> {
  const runner = codeRunnerOf(context);
  const continueOnFail = context.continueOnFail();
  return settleCodeRun(context, continueOnFail, () => runner.runCode({
    mode, code, globals: codeGlobals(context), ...sharedRunRequest(context, continueOnFail),
  }));
}
