import { DynamicStructuredTool, DynamicTool } from '@langchain/core/tools';
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { IDataObject, INode, INodeProperties, INodeTypeDescription, ISupplyDataFunctions, ToolCallFunctions } from '@weft/workflow';
import { findFromAICalls, fromAIJsonSchema, NodeOperationError } from '@weft/workflow';
import { subNodeDescription } from './sub-node-description.js';
import { connectionHintNotice } from './sub-node-description.js';

/** A tool's arguments as a JSON schema (what LangChain gives the model). */
export interface ToolArgumentsSchema {
  type: 'object';
  properties: Record<string, object>;
  required?: string[];
}

/** n8n names a tool after its node: characters a model's tool name cannot hold become underscores. */
export function toolNameOf(nodeName: string): string {
  return nodeName.replace(/[^a-zA-Z0-9_-]+/g, '_').replace(/_+/g, '_');
}

/** What the agent gets back: text as it is, anything else as JSON. */
export function toolAnswerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value, null, 2);
}

/**
 * One call of a tool, recorded on its node: what the model asked (`inputOverride.ai_tool`) and what
 * the tool answered (`data.ai_tool`, as `{ response }`), or the error. A failure is answered to the
 * model as text (it may try again), as n8n's tools do.
 */
export async function recordToolCall(
  context: Pick<ISupplyDataFunctions, 'addInputData' | 'addOutputData'>, input: IDataObject, call: () => Promise<unknown>,
): Promise<string> {
  const { index } = context.addInputData('ai_tool', [[{ json: input }]]);
  try {
    const response = toolAnswerText(await call());
    context.addOutputData('ai_tool', index, [[{ json: { response } }]]);
    return response;
  } catch (error) {
    context.addOutputData('ai_tool', index, error as Error);
    return `There was an error: "${(error as Error).message}"`;
  }
}

export interface NodeToolOptions {
  name: string;
  description: string;
  /** Without a schema the tool takes one text input (`{ input }` to the model, `query` to the node). */
  schema?: ToolArgumentsSchema;
  run(args: IDataObject): Promise<unknown>;
  context: Pick<ISupplyDataFunctions, 'addInputData' | 'addOutputData'>;
}

/** A LangChain tool whose every call is recorded on the node that supplied it. */
export function nodeTool(options: NodeToolOptions): StructuredToolInterface {
  const { name, description, schema, run, context } = options;
  if (!schema) {
    return new DynamicTool({
      name, description,
      func: async (query: string) => recordToolCall(context, { query }, () => run({ query })),
    });
  }
  return new DynamicStructuredTool({
    name, description, schema,
    // The schema error says which arguments are wrong: the model (or the user) can put them right.
    verboseParsingErrors: true,
    func: async (args: Record<string, unknown>) => recordToolCall(context, args as IDataObject, () => run(args as IDataObject)),
  });
}

/** The schema of a tool whose parameters use `$fromAI()`; undefined when none do. */
export function fromAISchemaOf(node: INode): ToolArgumentsSchema | undefined {
  try {
    const calls = findFromAICalls(node.parameters);
    return calls.length > 0 ? fromAIJsonSchema(calls) : undefined;
  } catch (error) {
    throw new NodeOperationError(node, (error as Error).message, { description: (error as { description?: string }).description ?? null });
  }
}

/** A tool's description parameter, refused when empty (the model needs it to pick the tool). */
export function requireToolDescription(context: ISupplyDataFunctions, parameter: string, itemIndex: number): string {
  const description = String(context.getNodeParameter(parameter, itemIndex, '') ?? '').trim();
  if (description === '') {
    throw new NodeOperationError(context.getNode(), 'The tool has no description', {
      itemIndex, description: 'Describe what the tool does and when to use it: the model reads it to choose the tool.',
    });
  }
  return description;
}

/** The node as one call of its tool sees it (`$fromAI()` answering `args`); only inside a workflow run. */
export function callContextOf(context: ISupplyDataFunctions, args: IDataObject, itemIndex: number): ToolCallFunctions {
  const call = context.forToolCall?.(args, itemIndex);
  if (!call) throw new NodeOperationError(context.getNode(), 'This tool can only be called inside a workflow run');
  return call;
}

/** The notice every tool node shows first: it does nothing on its own. */
export const CONNECT_TO_AGENT_NOTICE: INodeProperties = connectionHintNotice('This node must be connected to an AI agent. Insert one');

/** A tool sub-node's description (an AI sub-node with a `Tool` output, listed under the AI tools); the notice comes first. */
export function toolNodeDescription(
  own: Pick<INodeTypeDescription, 'displayName' | 'name' | 'icon' | 'version' | 'description' | 'defaults' | 'properties'> & Partial<Pick<INodeTypeDescription, 'credentials'>>,
  toolsGroup: 'Recommended Tools' | 'Other Tools' = 'Other Tools',
): INodeTypeDescription {
  const { defaults, ...fields } = own;
  return {
    ...subNodeDescription('ai_tool', 'Tool', {
      codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: [toolsGroup] } },
      ...fields,
      properties: [CONNECT_TO_AGENT_NOTICE, ...own.properties],
    }),
    defaults,
  };
}
