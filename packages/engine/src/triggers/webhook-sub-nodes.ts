import type { IDataObject, INodeType, IRunData, NodeConnectionType } from '@weft/workflow';
import type { ContextServices } from '../context/engine-services.js';
import type { ExecuteContextOptions } from '../context/execute-context.js';
import { graphOf } from '../graph/graph-of.js';
import { supplyInputConnectionData } from '../context/supply-data.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';
import type { NodeContextEnvironment } from './trigger.types.js';

/**
 * `getInputConnectionData` of a webhook node (the MCP Server Trigger asks for its tools): the sub-nodes
 * are supplied as for a root node in a run, their calls recorded in `runData`, which the run the call
 * starts keeps (see `TriggerData.runData`). The root's one input item is the request's body, as in n8n,
 * so that a sub-node's `{{ $json.sessionId }}` reads the chat call's session. `fromFedNode`: when the
 * trigger has no such sub-node, those of the first node downstream that has one (the Chat Trigger
 * reads the memory of the agent it feeds).
 */
export function supplyWebhookSubNodes(
  env: NodeContextEnvironment, nodeType: INodeType, runData: IRunData, connectionType: NodeConnectionType, itemIndex: number,
  body: IDataObject, fromFedNode = false,
): Promise<unknown> {
  const { workflow, nodeTypes, logger, timezone } = env;
  if (!nodeTypes) return Promise.reject(new Error('Sub-nodes cannot be supplied here: the host gave no node types'));
  let node = env.node;
  const graph = graphOf(workflow);
  if (fromFedNode && graph.parentEdges(node.name, connectionType).length === 0) {
    const fed = graph.getChildNodes(node.name, { type: 'main' }).map((name) => graph.node(name))
      .find((child) => child !== undefined && child.disabled !== true && graph.parentEdges(child.name, connectionType).length > 0);
    const fedType = fed && nodeTypes.getByNameAndVersion(fed.type, fed.typeVersion);
    if (!fed || !fedType) return Promise.resolve(undefined);
    node = fed;
    nodeType = fedType;
  }
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
  const executeData = { node, data: { main: [[{ json: body }]] }, source: null };
  return supplyInputConnectionData({ options, run: { node, nodeType, executeData, runIndex: 0 } }, connectionType, itemIndex);
}
