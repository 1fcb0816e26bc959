import { evaluateExpression } from '../expressions/evaluate.js';
import { isExpression } from '../expressions/template.js';
import type { INode, INodeTypeDescription } from '../model/index.js';
import { resolveNodeParameters } from './resolve-parameters.js';

/** One output endpoint of a node: its connection type and, when it has one, its label. */
export interface NodeOutputEndpoint {
  type: string;
  displayName?: string;
}

/** One input endpoint: AI inputs also say whether a connection is required and how many they take. */
export interface NodeInputEndpoint extends NodeOutputEndpoint {
  required?: boolean;
  maxConnections?: number;
}

function toEndpoint(entry: unknown, name: string | undefined): NodeInputEndpoint | null {
  if (typeof entry === 'string') return name === undefined ? { type: entry } : { type: entry, displayName: name };
  if (typeof entry !== 'object' || entry === null || typeof (entry as { type?: unknown }).type !== 'string') return null;
  const { type, displayName, required, maxConnections } = entry as {
    type: string; displayName?: unknown; required?: unknown; maxConnections?: unknown;
  };
  const label = displayName === undefined || displayName === null || displayName === '' ? name : String(displayName);
  const endpoint: NodeInputEndpoint = label === undefined ? { type } : { type, displayName: label };
  if (required === true) endpoint.required = true;
  if (typeof maxConnections === 'number' && Number.isInteger(maxConnections) && maxConnections > 0) {
    endpoint.maxConnections = maxConnections;
  }
  return endpoint;
}

function toEndpoints(list: unknown, names: readonly string[] | undefined): NodeInputEndpoint[] | null {
  if (!Array.isArray(list)) return null;
  const endpoints: NodeInputEndpoint[] = [];
  for (const [index, entry] of list.entries()) {
    const endpoint = toEndpoint(entry, names?.[index]);
    if (!endpoint) return null;
    endpoints.push(endpoint);
  }
  return endpoints;
}

type EndpointNode = Pick<INode, 'name' | 'parameters' | 'typeVersion'>;

/**
 * Endpoints a description lists, or computes with an expression over `$parameter` (Switch 2 and 3's
 * outputs, the AI Agent's and chains' inputs), evaluated against the node's parameters with defaults
 * filled in and with no input data (endpoints must not depend on items). Null when the expression
 * cannot be evaluated or does not answer a list of endpoints.
 */
function evaluateEndpoints(
  endpoints: unknown,
  names: readonly string[] | undefined,
  properties: INodeTypeDescription['properties'] | undefined,
  node: EndpointNode,
): NodeInputEndpoint[] | null {
  if (typeof endpoints !== 'string') return toEndpoints(endpoints, names);
  if (!isExpression(endpoints)) return null;
  try {
    const nodeParameters = resolveNodeParameters(properties ?? [], node.parameters ?? {}, {
      returnDefaults: true, nodeTypeVersion: node.typeVersion,
    });
    const value = evaluateExpression(endpoints, {
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

/** The outputs a node has with its current parameters (see evaluateEndpoints); null when unreadable. */
export function getNodeOutputs(
  description: Pick<INodeTypeDescription, 'outputs' | 'outputNames' | 'properties'>,
  node: EndpointNode,
): NodeOutputEndpoint[] | null {
  return evaluateEndpoints(description.outputs, description.outputNames, description.properties, node);
}

/** The inputs a node has with its current parameters, AI inputs with their rules; null when unreadable. */
export function getNodeInputs(
  description: Pick<INodeTypeDescription, 'inputs' | 'properties'>,
  node: EndpointNode,
): NodeInputEndpoint[] | null {
  return evaluateEndpoints(description.inputs, undefined, description.properties, node);
}
