import { evaluateExpression } from '../expressions/evaluate.js';
import { isExpression } from '../expressions/template.js';
import type { INode, INodeTypeDescription } from '../model/index.js';
import { resolveNodeParameters } from './resolve-parameters.js';

/** One output endpoint of a node: its connection type and, when it has one, its label. */
export interface NodeOutputEndpoint {
  type: string;
  displayName?: string;
}

function toEndpoint(entry: unknown, name: string | undefined): NodeOutputEndpoint | null {
  if (typeof entry === 'string') return name === undefined ? { type: entry } : { type: entry, displayName: name };
  if (typeof entry !== 'object' || entry === null || typeof (entry as { type?: unknown }).type !== 'string') return null;
  const { type, displayName } = entry as { type: string; displayName?: unknown };
  const label = displayName === undefined || displayName === null || displayName === '' ? name : String(displayName);
  return label === undefined ? { type } : { type, displayName: label };
}

function toEndpoints(list: unknown, names: readonly string[] | undefined): NodeOutputEndpoint[] | null {
  if (!Array.isArray(list)) return null;
  const endpoints: NodeOutputEndpoint[] = [];
  for (const [index, entry] of list.entries()) {
    const endpoint = toEndpoint(entry, names?.[index]);
    if (!endpoint) return null;
    endpoints.push(endpoint);
  }
  return endpoints;
}

/**
 * The outputs a node has with its current parameters. Most types list them; some (Switch 2 and 3)
 * describe them with an expression over `$parameter`, evaluated here against the node's parameters
 * with defaults filled in, and with no input data (the outputs must not depend on items).
 * Null when the expression cannot be evaluated or does not answer a list of outputs.
 */
export function getNodeOutputs(
  description: Pick<INodeTypeDescription, 'outputs' | 'outputNames' | 'properties'>,
  node: Pick<INode, 'name' | 'parameters' | 'typeVersion'>,
): NodeOutputEndpoint[] | null {
  const { outputs } = description;
  if (typeof outputs !== 'string') return toEndpoints(outputs, description.outputNames);
  if (!isExpression(outputs)) return null;
  try {
    const nodeParameters = resolveNodeParameters(description.properties ?? [], node.parameters ?? {}, {
      returnDefaults: true, nodeTypeVersion: node.typeVersion,
    });
    const value = evaluateExpression(outputs, {
      workflow: { nodes: [], connections: {} },
      runIndex: 0,
      itemIndex: 0,
      activeNodeName: node.name,
      connectionInputData: [],
      mode: 'internal',
      timezone: 'UTC',
      env: {},
      nodeParameters,
    });
    return toEndpoints(value, undefined);
  } catch {
    return null;
  }
}
