/**
 * n8n's AI connection types (sub-node to root node, `@n8n/n8n-nodes-langchain`) and the rules for
 * joining two endpoints: which types meet, and how many connections an input takes.
 */
import type { IConnections } from '../model/index.js';

/** The AI connection types, with the sub-node group the node creator shows for each (n8n's names). */
export const AI_CONNECTION_GROUPS: Readonly<Record<string, string>> = {
  ai_languageModel: 'Language Models',
  ai_memory: 'Memory',
  ai_tool: 'Tools',
  ai_outputParser: 'Output Parsers',
  ai_document: 'Document Loaders',
  ai_textSplitter: 'Text Splitters',
  ai_embedding: 'Embeddings',
  ai_vectorStore: 'Vector Stores',
  ai_retriever: 'Retrievers',
  ai_chain: 'Chains',
  ai_agent: 'Agents',
  ai_reranker: 'Rerankers',
};

/** Every connection type but main links a sub-node to its root, whether or not this list names it. */
export function isAiConnectionType(type: string): boolean {
  return type.startsWith('ai_');
}

/** The connections of this type arriving at one input of a node. */
export function countInputConnections(connections: IConnections, target: string, type: string, index: number): number {
  let count = 0;
  for (const byType of Object.values(connections)) {
    for (const list of byType[type] ?? []) {
      for (const connection of list ?? []) {
        if (connection?.node === target && connection.type === type && (connection.index ?? 0) === index) count++;
      }
    }
  }
  return count;
}

export interface ConnectionAttempt {
  /** The source output's type. */
  outputType: string;
  /** The target input's type, label and limit. */
  input: { type: string; displayName?: string; maxConnections?: number };
  /** Connections the input already has. */
  existing: number;
}

/**
 * Why two endpoints cannot be joined, in words for the user; null when they can. Only endpoints
 * of the same type meet (a model output only a model input, main never an AI input), and an input
 * with a limit refuses connections past it.
 */
export function connectionRefusal({ outputType, input, existing }: ConnectionAttempt): string | null {
  const label = input.displayName || AI_CONNECTION_GROUPS[input.type] || input.type;
  if (outputType !== input.type) {
    const from = AI_CONNECTION_GROUPS[outputType] ?? (outputType === 'main' ? 'a regular node' : outputType);
    return `${label} does not accept ${outputType === 'main' ? from : `a node from ${from}`}`;
  }
  if (input.maxConnections !== undefined && existing >= input.maxConnections) {
    return input.maxConnections === 1
      ? `${label} already has a node connected; it takes only one`
      : `${label} already has ${existing} nodes connected; it takes at most ${input.maxConnections}`;
  }
  return null;
}

/**
 * n8n's container class for a sub-node's "must be connected" notice: the editor shows that notice only
 * while the node is connected to nothing.
 */
export const CONNECTION_HINT_CLASS = 'ndv-connection-hint-notice';

/** Whether `nodeName` has at least one outgoing connection, of any type. */
export function hasOutgoingConnection(connections: IConnections, nodeName: string): boolean {
  return Object.values(connections[nodeName] ?? {}).some((outputs) => (outputs ?? []).some((targets) => (targets ?? []).length > 0));
}
