import { randomUUID } from 'node:crypto';
import type { CancelSignal, ExecuteWorkflowData, INode } from '@weft/workflow';
import { WorkflowOperationError, NodeOperationError } from '@weft/workflow';
import type {
  ContextServices, ExecuteSubWorkflowHook, SubWorkflowRequest, SubWorkflowRuntime,
} from './engine-services.js';

/** Node types a called workflow starts from: the Execute Workflow Trigger, or the legacy Start node. */
export const SUB_WORKFLOW_START_TYPES = ['n8n-nodes-base.executeWorkflowTrigger', 'n8n-nodes-base.start'];

/** The engine's side of sub-workflows: runs one nested, and turns its run into `executeWorkflow`'s answer. */
export function createSubWorkflowRuntime(services: ContextServices, parent: { node: INode; executionId: string; signal?: CancelSignal }): SubWorkflowRuntime {
  return {
    async runWorkflow(workflow, items, options = {}) {
      const start = SUB_WORKFLOW_START_TYPES
        .map((type) => (workflow.nodes ?? []).find((node) => node.type === type && node.disabled !== true))
        .find((node): node is INode => node !== undefined);
      if (!start) {
        throw new WorkflowOperationError(
          `The workflow "${workflow.name}" has no "Execute Workflow Trigger" node to start from`,
          'Add an Execute Workflow Trigger node to the called workflow; it receives the items of the calling node.',
        );
      }
      return services.runWorkflow({
        workflow,
        mode: options.mode ?? 'integrated',
        executionId: options.executionId ?? `${parent.executionId}-sub-${randomUUID().slice(0, 8)}`,
        // The start node outputs the given items (without their pairing into the calling workflow).
        trigger: { nodeName: start.name, data: [items.map((item) => ({ json: item.json, ...(item.binary ? { binary: item.binary } : {}) }))] },
        hooks: options.hooks,
        signal: options.signal ?? parent.signal,
      });
    },
    resultOf(run, executionId) {
      const { resultData } = run.data;
      if (run.status === 'error' || run.status === 'canceled' || run.status === 'crashed') {
        const failure = resultData.error;
        const where = failure?.node?.name ? ` (node "${failure.node.name}")` : '';
        throw new NodeOperationError(parent.node, failure?.message ?? 'The called workflow failed', {
          description: `The called workflow failed${where}.${failure?.description ? ` ${failure.description}` : ''}`,
        });
      }
      const last = resultData.lastNodeExecuted;
      const runs = last ? resultData.runData[last] : undefined;
      const data = runs?.[runs.length - 1]?.data?.main ?? [];
      const result: ExecuteWorkflowData = { data, waitTill: run.waitTill ?? null };
      if (executionId !== undefined) result.executionId = executionId;
      return result;
    },
  };
}

/** Without a host, only workflows given as JSON can be called: ids need the server's database. */
export const runInlineSubWorkflow: ExecuteSubWorkflowHook = async (request: SubWorkflowRequest, runtime) => {
  const { workflowInfo, parent } = request;
  if (!workflowInfo.code) {
    throw new NodeOperationError(parent.node, `The workflow with ID "${workflowInfo.id ?? ''}" cannot be loaded here`, {
      description: 'Calling a saved workflow by ID needs a Weft server; give the workflow as JSON instead.',
    });
  }
  const executionId = `${parent.executionId}-sub-${randomUUID().slice(0, 8)}`;
  const run = await runtime.runWorkflow(workflowInfo.code, request.items, { executionId });
  return runtime.resultOf(run, executionId);
};
