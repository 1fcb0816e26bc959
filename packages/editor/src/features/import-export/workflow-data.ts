import type { IConnections, INode, IPinData } from '@weft/workflow';
import { isNestedDeeperThan, MAX_JSON_DEPTH, normalizeImportedWorkflow } from '@weft/workflow/validation';

/** The nodes, connections and pin data carried by a paste, an imported file or a parent window's message. */
export interface WorkflowData {
  name?: string;
  nodes: INode[];
  connections: IConnections;
  pinData?: IPinData;
}

/** Thrown with the message a user reads when text is not a workflow. */
export class WorkflowDataError extends Error {
  constructor(readonly reason: 'invalidJson' | 'notAWorkflow' | 'tooDeep' | 'invalidUrl') {
    super(reason);
    this.name = 'WorkflowDataError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) address ending in `.json`, any case (spec §5). */
export function isWorkflowUrl(text: string): boolean {
  return /^https?:\/\/\S+\.json$/i.test(text.trim());
}

/**
 * Workflow data from a parsed value: needs a nodes array (of objects) and a connections object. Older
 * n8n forms are read as n8n reads them (credentials named by a string, plain pinned objects, `null`).
 */
export function toWorkflowData(parsed: unknown): WorkflowData {
  // The canvas and its operations walk the data recursively: too deep, they would run out of stack.
  if (isNestedDeeperThan(parsed, MAX_JSON_DEPTH)) throw new WorkflowDataError('tooDeep');
  const value = normalizeImportedWorkflow(parsed, { newId: () => crypto.randomUUID(), name: null, emptyNameIsMissing: true });
  if (!isObject(value) || !Array.isArray(value.nodes) || !value.nodes.every(isObject)) {
    throw new WorkflowDataError('notAWorkflow');
  }
  const connections = value.connections === undefined ? {} : value.connections;
  if (!isObject(connections)) throw new WorkflowDataError('notAWorkflow');
  return {
    name: typeof value.name === 'string' ? value.name : undefined,
    nodes: value.nodes as unknown as INode[],
    connections: connections as IConnections,
    pinData: isObject(value.pinData) ? value.pinData as IPinData : undefined,
  };
}

export function parseWorkflowJson(text: string): WorkflowData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WorkflowDataError('invalidJson');
  }
  return toWorkflowData(value);
}

export type PastedContent =
  | { kind: 'workflow'; data: WorkflowData }
  | { kind: 'url'; url: string }
  | { kind: 'other' };

/**
 * What pasted text is: workflow JSON with nodes and connections, a workflow URL (asked about first),
 * or anything else, which the canvas leaves alone.
 */
export function classifyPastedText(text: string): PastedContent {
  const trimmed = text.trim();
  if (isWorkflowUrl(trimmed)) return { kind: 'url', url: trimmed };
  if (!trimmed.startsWith('{')) return { kind: 'other' };
  try {
    const value: unknown = JSON.parse(trimmed);
    if (!isObject(value) || !Array.isArray(value.nodes) || !isObject(value.connections)) return { kind: 'other' };
    return { kind: 'workflow', data: toWorkflowData(value) };
  } catch {
    return { kind: 'other' };
  }
}
