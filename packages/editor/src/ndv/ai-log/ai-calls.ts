import type { ExecutionError, IConnections, IDataObject, IRunData, ITaskData, ITaskDataConnections } from '@weft/workflow';
import { isAiConnectionType } from '@weft/workflow';

/** Token counts of a model call, as the model node records them. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/**
 * One call a root node made on a sub-node: a run entry of the sub-node, with what the root asked
 * (`inputOverride`) and what the sub-node answered (`data`) or its error.
 */
export interface AiCall {
  nodeName: string;
  runIndex: number;
  connectionType: string;
  status: 'running' | 'success' | 'error';
  startTime: number;
  executionTime: number;
  input: IDataObject[];
  output: IDataObject[];
  error?: ExecutionError;
  tokenUsage?: TokenUsage;
  /** The root node's run that made the call. */
  root?: { node: string; runIndex: number };
}

function aiEntry(connections: ITaskDataConnections | undefined): [string, IDataObject[]] | undefined {
  const entry = Object.entries(connections ?? {}).find(([type]) => isAiConnectionType(type));
  if (!entry) return undefined;
  const [type, branches] = entry;
  return [type, (branches ?? []).flatMap((branch) => branch ?? []).map((item) => item.json)];
}

/** Whether a run entry is a sub-node's call (what it was asked is recorded on an AI connection). */
export function isAiCall(run: ITaskData): boolean {
  return aiEntry(run.inputOverride) !== undefined;
}

function asCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The token usage in a model call's answer (n8n records it as `tokenUsage` beside the response). */
export function tokenUsageOf(output: readonly IDataObject[]): TokenUsage | undefined {
  const usage = output.find((json) => typeof json.tokenUsage === 'object' && json.tokenUsage !== null)?.tokenUsage as IDataObject | undefined;
  if (!usage) return undefined;
  return { promptTokens: asCount(usage.promptTokens), completionTokens: asCount(usage.completionTokens), totalTokens: asCount(usage.totalTokens) };
}

function toCall(nodeName: string, run: ITaskData, runIndex: number): AiCall | undefined {
  const asked = aiEntry(run.inputOverride);
  if (!asked) return undefined;
  const [connectionType, input] = asked;
  const output = aiEntry(run.data)?.[1] ?? [];
  const source = run.source[0];
  const status = run.error || run.executionStatus === 'error' ? 'error' : run.executionStatus === 'running' ? 'running' : 'success';
  return {
    nodeName, runIndex, connectionType, status, startTime: run.startTime, executionTime: run.executionTime, input, output,
    ...(run.error ? { error: run.error } : {}),
    ...(tokenUsageOf(output) ? { tokenUsage: tokenUsageOf(output) } : {}),
    ...(source ? { root: { node: source.previousNode, runIndex: source.previousNodeRun ?? 0 } } : {}),
  };
}

/** A sub-node's calls in the order they were made; empty when its runs are not sub-node calls. */
export function subNodeCalls(runData: IRunData | undefined, nodeName: string): AiCall[] {
  return (runData?.[nodeName] ?? []).flatMap((run, index) => toCall(nodeName, run, index) ?? []);
}

/** Every call one run of a root node made on its sub-nodes (any of them), in the order they started. */
export function rootNodeCalls(runData: IRunData | undefined, rootName: string, rootRunIndex: number): AiCall[] {
  const calls = Object.keys(runData ?? {}).flatMap((name) => subNodeCalls(runData, name))
    .filter((call) => call.root?.node === rootName && call.root.runIndex === rootRunIndex);
  return calls.sort((a, b) => a.startTime - b.startTime || a.runIndex - b.runIndex);
}

/** Totals over calls that report token usage; undefined when none does. */
export function totalTokenUsage(calls: readonly AiCall[]): TokenUsage | undefined {
  const counted = calls.flatMap((call) => call.tokenUsage ?? []);
  if (counted.length === 0) return undefined;
  return counted.reduce((sum, usage) => ({
    promptTokens: sum.promptTokens + usage.promptTokens,
    completionTokens: sum.completionTokens + usage.completionTokens,
    totalTokens: sum.totalTokens + usage.totalTokens,
  }), { promptTokens: 0, completionTokens: 0, totalTokens: 0 });
}

/** One chat message as the model was asked or memory keeps it. */
export interface ChatLine {
  role: 'system' | 'user' | 'ai' | 'tool' | 'other';
  /** The role as written when it is none of the known ones. */
  label?: string;
  text: string;
}

const ROLES: Record<string, ChatLine['role']> = { System: 'system', Human: 'user', AI: 'ai', Tool: 'tool', Function: 'tool' };

/**
 * Messages recorded as LangChain writes them one per string ("Human: Say hi", "AI: Hello"): a role,
 * a colon and the text, which may run over several lines.
 */
export function chatLines(messages: unknown): ChatLine[] | undefined {
  if (!Array.isArray(messages) || !messages.every((message) => typeof message === 'string')) return undefined;
  return (messages as string[]).map((message) => {
    const match = /^([A-Za-z][\w-]*): ([\s\S]*)$/.exec(message);
    if (!match) return { role: 'other', text: message };
    const [, label = '', text = ''] = match;
    const role = ROLES[label];
    return role ? { role, text } : { role: 'other', label, text };
  });
}

/** One answer of a model: its text, and why it stopped (`tool_calls` when it asks for tools instead). */
export interface Generation {
  text: string;
  finishReason?: string;
}

/** The answers of a model call: one per generation (n8n's `response.generations`, a list per prompt). */
export function generationsOf(output: readonly IDataObject[]): Generation[] | undefined {
  const lists = output.flatMap((json) => {
    const generations = (json.response as IDataObject | undefined)?.generations;
    return Array.isArray(generations) ? generations : [];
  });
  if (lists.length === 0) return undefined;
  return lists.flat().flatMap((generation) => {
    const { text, generationInfo } = (generation ?? {}) as IDataObject;
    if (typeof text !== 'string') return [];
    const reason = (generationInfo as IDataObject | undefined)?.finish_reason;
    return [typeof reason === 'string' ? { text, finishReason: reason } : { text }];
  });
}

/** The root nodes a sub-node is connected to (through its AI outputs), in connection order. */
export function rootsOf(connections: IConnections, nodeName: string): string[] {
  const byType = connections[nodeName] ?? {};
  const names = Object.entries(byType)
    .filter(([type]) => isAiConnectionType(type))
    .flatMap(([, outputs]) => (outputs ?? []).flatMap((targets) => (targets ?? []).map((target) => target.node)));
  return [...new Set(names)];
}
