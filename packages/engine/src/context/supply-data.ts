import type {
  IDataObject, INode, INodeExecutionData, INodeInputConfiguration, INodeType, ISupplyDataFunctions, ITaskData, NodeConnectionType, ToolCallFunctions,
} from '@weft/workflow';
import {
  FROM_AI_ARGUMENTS_KEY, getNodeInputs, NodeOperationError, subNodeConnectionProblem, takesSingleSubNode, toExecutionError,
} from '@weft/workflow';
import { graphOf } from '../graph/graph-of.js';
import { ExecuteContext } from './execute-context.js';
import type { ExecuteContextOptions, NodeRun, SupplyRequester } from './execute-context.js';

/**
 * `this` of a sub-node's `supplyData`: the sub-node's own parameters and credentials, the root node's
 * input items (what expressions in its parameters see), and the recording of the calls the root makes
 * on what it supplied: each call is a run entry of the sub-node, as n8n records them.
 */
export class SupplyDataContext extends ExecuteContext implements ISupplyDataFunctions {
  constructor(options: ExecuteContextOptions, run: NodeRun, private readonly root: { name: string; runIndex: number }) {
    super(options, run);
  }

  addInputData(connectionType: NodeConnectionType, data: INodeExecutionData[][]): { index: number } {
    const name = this.getNode().name;
    const runData = this.subNodeRunData();
    const runs = (runData[name] ??= []);
    const entry: ITaskData = {
      startTime: Date.now(),
      executionTime: 0,
      executionStatus: 'running',
      source: [{ previousNode: this.root.name, previousNodeRun: this.root.runIndex }],
      inputOverride: { [connectionType]: data },
    };
    runs.push(entry);
    this.options.subNodeRunHooks?.started(name);
    return { index: runs.length - 1 };
  }

  addOutputData(connectionType: NodeConnectionType, index: number, data: INodeExecutionData[][] | Error): void {
    const name = this.getNode().name;
    const entry = this.subNodeRunData()[name]?.[index];
    if (!entry) throw new NodeOperationError(this.getNode(), `The sub-node has no recorded call number ${index}`);
    entry.executionTime = Date.now() - entry.startTime;
    if (data instanceof Error) {
      entry.executionStatus = 'error';
      entry.error = toExecutionError(data instanceof NodeOperationError ? data : new NodeOperationError(this.getNode(), data));
    } else {
      entry.executionStatus = 'success';
      entry.data = { [connectionType]: data };
    }
    this.options.subNodeRunHooks?.finished(name, entry);
  }

  /**
   * The sub-node as one tool call sees it: the root's item `itemIndex` as its only input, and
   * `$fromAI()` in its parameters answering the model's `args`. Calls are recorded as this context's are.
   */
  forToolCall(args: IDataObject, itemIndex: number): ToolCallFunctions {
    const item = this.run.executeData.data.main?.[0]?.[itemIndex];
    return new SupplyDataContext(this.options, {
      ...this.run,
      executeData: { ...this.run.executeData, data: { main: [item ? [item] : []] } },
      expressionKeys: { [FROM_AI_ARGUMENTS_KEY]: args },
    }, this.root);
  }

  executionResource<T>(key: string, open: () => Promise<T>, close: (value: T) => Promise<void>): Promise<T> {
    const { resources } = this.options;
    if (!resources) return Promise.reject(new NodeOperationError(this.getNode(), 'Resources are kept only inside a workflow run'));
    return resources.use(`${this.getNode().name}\u0000${key}`, open, close);
  }

  private subNodeRunData(): Record<string, ITaskData[]> {
    // A context made without an execution (a node test) keeps its calls on itself.
    this.options.runExecutionData ??= { resultData: { runData: {} } };
    return this.options.runExecutionData.resultData.runData;
  }
}

function unusable(root: INode, subNode: INode, nodeType: INodeType | undefined): NodeOperationError | undefined {
  if (!nodeType) return new NodeOperationError(root, `Node "${subNode.name}" has an unknown type "${subNode.type}"`);
  if (!nodeType.supplyData) return new NodeOperationError(root, `Node "${subNode.name}" cannot be connected as a sub-node: it supplies nothing`);
  return undefined;
}

/**
 * n8n's `getInputConnectionData`: asks each enabled sub-node connected to the root's `connectionType`
 * input for its object. One object for an input taking one sub-node, else a list (tools). The root's
 * `inputs` (often an expression of its parameters) say which inputs are required and how many each takes.
 * A root with several inputs of the type (a chat model and a fallback model) gets one entry per input,
 * in input order, each from the sub-nodes joined to that input.
 */
export async function supplyInputConnectionData(
  requester: SupplyRequester, connectionType: NodeConnectionType, itemIndex: number,
): Promise<unknown> {
  const root = requester.run.node;
  const configurations = (getNodeInputs(requester.run.nodeType.description, root) ?? []).filter((input) => input.type === connectionType);
  const graph = graphOf(requester.options.workflow);
  const edges = graph.parentEdges(root.name, connectionType);
  const enabled = (list: typeof edges) => list
    .map((edge) => graph.node(edge.source))
    .filter((node): node is INode => node !== undefined && node.disabled !== true);
  if (configurations.length <= 1) return supplyInput(requester, configurations[0], connectionType, enabled(edges), itemIndex);
  const supplied: unknown[] = [];
  for (const [index, configuration] of configurations.entries()) {
    const joined = edges.filter((edge) => edge.targetIndex === index);
    supplied.push(await supplyInput(requester, configuration, connectionType, enabled(joined), itemIndex));
  }
  return supplied;
}

async function supplyInput(
  requester: SupplyRequester, configuration: INodeInputConfiguration | undefined, connectionType: NodeConnectionType,
  subNodes: INode[], itemIndex: number,
): Promise<unknown> {
  const { options, run } = requester;
  const root = run.node;
  const problem = subNodeConnectionProblem(configuration, connectionType, subNodes.length);
  if (problem) throw new NodeOperationError(root, problem, { itemIndex });
  if (!configuration || subNodes.length === 0) return takesSingleSubNode(configuration ?? { type: connectionType }) ? undefined : [];

  const types = options.nodeTypes;
  const supplied: unknown[] = [];
  for (const subNode of subNodes) {
    const nodeType = types?.getByNameAndVersion(subNode.type, subNode.typeVersion);
    const refusal = unusable(root, subNode, nodeType);
    if (refusal || !nodeType?.supplyData) throw refusal;
    const context = new SupplyDataContext(options, {
      node: subNode,
      nodeType,
      executeData: { node: subNode, data: run.executeData.data, source: { main: [{ previousNode: root.name }] } },
      runIndex: options.runExecutionData?.resultData.runData[subNode.name]?.length ?? 0,
    }, { name: root.name, runIndex: run.runIndex });
    try {
      const { response, closeFunction } = await nodeType.supplyData.call(context, itemIndex);
      if (closeFunction) options.resources?.onClose(closeFunction);
      supplied.push(response);
    } catch (error) {
      // The sub-node's own failure (a missing credential, a bad parameter) is shown on the sub-node.
      throw error instanceof NodeOperationError ? error : new NodeOperationError(subNode, error as Error, { itemIndex });
    }
  }
  return takesSingleSubNode(configuration) ? supplied[0] : supplied;
}
