import type { INodeExecutionData, INodeParameters, IRunData } from '../model/index.js';
import type { ExpressionContext } from './expression-context.js';
import { ExpressionError } from './expression-error.js';
import { evaluateExpression } from './evaluate.js';

/** One node of a test chain: what it output (on output 0) in its only run. */
export interface TestStep {
  name: string;
  items: INodeExecutionData[];
  parameters?: INodeParameters;
}

/**
 * A context for the node `active` at the end of a straight chain of nodes that already ran
 * (each fed by the one before), as the engine would build it.
 */
export function chainContext(
  steps: TestStep[], active: { name: string; parameters?: INodeParameters }, overrides: Partial<ExpressionContext> = {},
): ExpressionContext {
  const names = [...steps.map((step) => step.name), active.name];
  const nodes = names.map((name, index) => ({
    id: `id-${name}`, name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [index * 200, 0] as [number, number],
    parameters: (index < steps.length ? steps[index]?.parameters : active.parameters) ?? {},
  }));
  const connections = Object.fromEntries(names.slice(0, -1).map((name, index) =>
    [name, { main: [[{ node: names[index + 1] as string, type: 'main', index: 0 }]] }]));
  const runData: IRunData = {};
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    runData[step.name] = [{
      startTime: 0, executionTime: 0,
      source: previous ? [{ previousNode: previous.name, previousNodeOutput: 0, previousNodeRun: 0 }] : [],
      data: { main: [step.items] },
    }];
  });
  const last = steps.at(-1);
  return {
    workflow: { id: 'wf-1', name: 'Test workflow', active: false, nodes, connections },
    runExecutionData: { resultData: { runData } },
    runIndex: 0,
    itemIndex: 0,
    activeNodeName: active.name,
    connectionInputData: last?.items ?? [],
    executeData: { source: last ? { main: [{ previousNode: last.name, previousNodeOutput: 0, previousNodeRun: 0 }] } : null },
    mode: 'manual',
    executionId: 'exec-1',
    timezone: 'UTC',
    ...overrides,
  };
}

export function jsonItems(...values: Array<Record<string, unknown>>): INodeExecutionData[] {
  return values.map((json, index) => ({ json: json as INodeExecutionData['json'], pairedItem: { item: index } }));
}

/** The error of an expression (the code inside `{{ }}`) that must fail in `ctx`. */
export function expressionFailure(code: string, ctx: ExpressionContext): ExpressionError {
  try {
    evaluateExpression(`={{ ${code} }}`, ctx, 0);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`expected ${code} to fail`);
}
