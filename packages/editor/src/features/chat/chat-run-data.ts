import { fileTypeFromMimeType, formatFileSize } from '@weft/workflow';
import type { IBinaryData, IBinaryKeyData, IDataObject, INode, IRunData, ITaskData } from '@weft/workflow';

export const CHAT_TRIGGER_TYPES = new Set(['@n8n/n8n-nodes-langchain.chatTrigger', '@n8n/n8n-nodes-langchain.manualChatTrigger']);

/** The workflow's chat trigger (enabled), which the chat panel runs the workflow from. */
export function chatTriggerOf(nodes: readonly INode[]): INode | undefined {
  return nodes.find((node) => CHAT_TRIGGER_TYPES.has(node.type) && node.disabled !== true);
}

/** A file attached to a chat message, read in the browser. */
export interface ChatFile {
  fileName: string;
  mimeType: string;
  size: number;
  /** The bytes, base64-encoded (kept inline in the item, as the engine reads binary data without an id). */
  base64: string;
}

/** The trigger's description of a file: what `prepareBinaryData` gives for it, without the bytes. */
function describe(file: ChatFile): Omit<IBinaryData, 'data'> {
  const mimeType = file.mimeType || 'application/octet-stream';
  const dot = file.fileName.lastIndexOf('.');
  const fileType = fileTypeFromMimeType(mimeType);
  return {
    mimeType, fileName: file.fileName, fileSize: formatFileSize(file.size),
    ...(dot > 0 ? { fileExtension: file.fileName.slice(dot + 1).toLowerCase() } : {}),
    ...(fileType ? { fileType } : {}),
  };
}

/**
 * The item the trigger starts the run with, as its webhook gives it: files become binary `data0`,
 * `data1` ... with their descriptions in `files`. A message may be files alone (an empty text).
 */
export function chatItem(sessionId: string, chatInput: string, files: readonly ChatFile[] = []): { [key: string]: unknown; json: IDataObject; binary?: IBinaryKeyData } {
  const json: IDataObject = { sessionId, action: 'sendMessage', chatInput };
  if (files.length === 0) return { json };
  const binary: IBinaryKeyData = {};
  files.forEach((file, index) => {
    binary[`data${index}`] = { ...describe(file), data: file.base64 };
  });
  return { json: { ...json, files: files.map((file) => describe(file) as IDataObject) }, binary };
}

/** What the chat shows of an item: `output`, `text`, `response.text` (chains), else the JSON. */
export function answerOf(json: Record<string, unknown> | undefined): string {
  if (!json) return '';
  for (const key of ['output', 'text', 'message', 'answer']) {
    const value = json[key];
    if (typeof value === 'string') return value;
  }
  const response = json.response as { text?: unknown } | undefined;
  if (typeof response?.text === 'string') return response.text;
  return JSON.stringify(json, null, 2);
}

function lastMainTask(runData: IRunData, name: string): ITaskData | undefined {
  const runs = runData[name] ?? [];
  for (let index = runs.length - 1; index >= 0; index--) {
    if (runs[index]?.data?.main) return runs[index];
  }
  return undefined;
}

/**
 * The run's answer to a chat message: the first item of the last node that ran on the main path
 * (sub-nodes' calls are not answers), or its error.
 */
export function chatAnswer(runData: IRunData, lastNodeExecuted: string | undefined): { text: string; error?: boolean } | undefined {
  const candidates = Object.keys(runData)
    .map((name) => ({ name, task: lastMainTask(runData, name) }))
    .filter((entry): entry is { name: string; task: ITaskData } => entry.task !== undefined)
    .sort((a, b) => (a.task.startTime - b.task.startTime) || (a.name === lastNodeExecuted ? 1 : b.name === lastNodeExecuted ? -1 : 0));
  const failed = Object.values(runData).flat().find((task) => task.error);
  if (failed?.error) return { text: failed.error.message, error: true };
  const last = candidates[candidates.length - 1];
  const item = last?.task.data?.main?.[0]?.[0];
  return item ? { text: answerOf(item.json as Record<string, unknown>) } : undefined;
}

/** One step of the run as the chat shows it live: a node (or a sub-node's call) and how it went. */
export interface ChatStep {
  key: string;
  nodeName: string;
  status: 'running' | 'success' | 'error';
  /** The connection a sub-node was called on (ai_languageModel, ai_tool, ...), or main. */
  kind: string;
  /** A short note on the call: a tool's input, a memory's action. */
  detail?: string;
  executionTime?: number;
}

function detailOf(task: ITaskData): string | undefined {
  const asked = Object.values(task.inputOverride ?? {})[0]?.[0]?.[0]?.json;
  if (!asked) return undefined;
  const value = asked.input ?? asked.query ?? asked.action;
  if (typeof value === 'string') return value;
  return value === undefined ? undefined : JSON.stringify(value);
}

/**
 * The steps of the run after the trigger, in order: each recorded run of a node or call of a sub-node,
 * then the nodes that are running now.
 */
export function chatSteps(runData: IRunData, executingNodes: readonly string[], triggerName: string): ChatStep[] {
  const done = Object.entries(runData)
    .filter(([name]) => name !== triggerName)
    .flatMap(([name, tasks]) => tasks.map((task, index) => ({ name, task, index })))
    .sort((a, b) => a.task.startTime - b.task.startTime);
  const steps: ChatStep[] = done.map(({ name, task, index }) => ({
    key: `${name}#${index}`, nodeName: name, status: task.error ? 'error' : 'success',
    kind: Object.keys(task.inputOverride ?? task.data ?? {})[0] ?? 'main',
    detail: detailOf(task),
    executionTime: task.executionTime,
  }));
  for (const name of executingNodes) {
    if (name !== triggerName) steps.push({ key: `${name}#running`, nodeName: name, status: 'running', kind: 'running' });
  }
  return steps;
}
