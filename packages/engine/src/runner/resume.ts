import type { INodeExecutionData, StartPlan, WorkflowGraph } from '@weft/workflow';
import { WorkflowOperationError } from '@weft/workflow';
import type { EngineRunExecutionData, TriggerData } from './run.types.js';

/** A run started by a trigger's emission: the trigger outputs the emitted data, then its children run. */
export function planTriggerStart(graph: WorkflowGraph, trigger: TriggerData): StartPlan {
  const node = graph.node(trigger.nodeName);
  if (!node) {
    throw new WorkflowOperationError(
      `The trigger "${trigger.nodeName}" is not in the workflow`,
      'The workflow changed since the trigger was registered; activate it again.',
    );
  }
  return {
    executions: [{ node, data: { main: trigger.data }, source: null }],
    reachable: graph.reachableFrom(node.name),
    runData: { ...trigger.runData },
    startNodeNames: [node.name],
  };
}

function isExecutionState(value: unknown): value is EngineRunExecutionData['executionData'] {
  const state = value as EngineRunExecutionData['executionData'] | undefined;
  return Array.isArray(state?.nodeExecutionStack) && typeof state?.waitingExecution === 'object';
}

/**
 * Prepares a waiting execution's saved data to continue after its Wait node, as n8n does: the Wait
 * node's run recorded when it started waiting is dropped, and it runs again as a pass-through (its
 * input, or on a webhook resume the webhook's data, becomes its output).
 */
export function prepareResume(
  graph: WorkflowGraph, data: EngineRunExecutionData, resumeData?: INodeExecutionData[][],
): { reachable: Set<string>; runNodeFilter?: Set<string> } {
  if (!isExecutionState(data.executionData) || data.executionData.nodeExecutionStack.length === 0) {
    throw new WorkflowOperationError(
      'This execution has nothing left to resume',
      'Only a waiting execution (status "waiting") saved with its run data can be resumed.',
    );
  }
  data.executionData.contextData ??= {};
  data.executionData.waitingExecutionSource ??= {};
  const stack = data.executionData.nodeExecutionStack;
  const top = stack[0] as (typeof stack)[number];
  const waitingNode = data.resultData.lastNodeExecuted ?? top.node.name;
  const current = graph.node(top.node.name);
  if (!current) {
    throw new WorkflowOperationError(
      `The node "${top.node.name}" the execution waits in is no longer in the workflow`,
      'The workflow was changed while the execution waited; run it again.',
    );
  }
  const runs = data.resultData.runData[waitingNode];
  if (waitingNode === top.node.name && runs && runs.length > 0) runs.pop();
  if (runs && runs.length === 0) delete data.resultData.runData[waitingNode];
  stack[0] = {
    ...top,
    node: { ...current, disabled: true },
    data: resumeData ? { main: resumeData } : top.data,
  };
  delete data.waitTill;
  const runNodeFilter = data.startData?.runNodeFilter ? new Set(data.startData.runNodeFilter) : undefined;
  const pending = [...stack.map((execution) => execution.node.name), ...Object.keys(data.executionData.waitingExecution)];
  return { reachable: graph.reachableFromAll(pending, runNodeFilter), runNodeFilter };
}
