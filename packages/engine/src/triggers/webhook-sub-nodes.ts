import type { INodeType, IRunData, NodeConnectionType } from '@weft/workflow';
import type { ContextServices } from '../context/engine-services.js';
import type { ExecuteContextOptions } from '../context/execute-context.js';
import { supplyInputConnectionData } from '../context/supply-data.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import type { NodeContextEnvironment } from './trigger.types.js';

/**
 * `getInputConnectionData` of a webhook node (the MCP Server Trigger asks for its tools): the sub-nodes
 * are supplied as for a root node in a run, their calls recorded in `runData`, which the run the call
 * starts keeps (see `TriggerData.runData`). The root's one input item is empty: a trigger has no input.
 */
export function supplyWebhookSubNodes(
  env: NodeContextEnvironment, nodeType: INodeType, runData: IRunData, connectionType: NodeConnectionType, itemIndex: number,
): Promise<unknown> {
  const { workflow, node, nodeTypes, logger, timezone } = env;
  if (!nodeTypes) return Promise.reject(new Error('Sub-nodes cannot be supplied here: the host gave no node types'));
  let runner: WorkflowRunner | undefined;
  // A tool running a sub-workflow (Call n8n Workflow Tool) runs it nested, as in a run.
  const services: ContextServices = {
    ...env.services,
    runWorkflow: (options) => {
      runner ??= new WorkflowRunner(nodeTypes, { ...env.services, logger, timezone });
      return runner.run(options);
    },
  };
  const options: ExecuteContextOptions = {
    workflow, mode: env.mode, executionId: env.executionId ?? '', contextData: {}, logger, timezone, services,
    runExecutionData: { resultData: { runData } }, nodeTypes, supplyInputConnectionData,
    ...(env.webhookBaseUrl !== undefined ? { resumeUrl: `${env.webhookBaseUrl}webhook-waiting/${env.executionId ?? ''}` } : {}),
  };
  const executeData = { node, data: { main: [[{ json: {} }]] }, source: null };
  return supplyInputConnectionData({ options, run: { node, nodeType, executeData, runIndex: 0 } }, connectionType, itemIndex);
}
