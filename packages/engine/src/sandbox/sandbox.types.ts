import type { IDataObject, INodeExecutionData } from '@weft/workflow';

/** How much a Code node run may use. One isolate per execution shares the memory limit. */
export interface SandboxLimits {
  /** Heap of the execution's isolate, in MB (isolated-vm's minimum is 8). */
  memoryLimitMb: number;
  /** Time one Code node run may take, in ms. */
  timeoutMs: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = { memoryLimitMb: 128, timeoutMs: 60_000 };

/**
 * How the code is called: the Code node's two modes, and the legacy Function (`items` in and out)
 * and Function Item (`item` in and out) nodes.
 */
export type CodeRunMode = 'runOnceForAllItems' | 'runOnceForEachItem' | 'function' | 'functionItem';

export const CODE_RUN_MODES: readonly CodeRunMode[] = ['runOnceForAllItems', 'runOnceForEachItem', 'function', 'functionItem'];

/** What `$('Node')` offers; `item` and `itemMatching` depend on the current item. */
export type NodeAccessMember = 'all' | 'first' | 'last' | 'item' | 'itemMatching' | 'params' | 'isExecuted';

/** What `$input` asks the host for (its own items are copied in). */
export type InputAccessMember = 'all' | 'first' | 'last' | 'params';

/**
 * Answers the code's questions about the rest of the execution (other nodes' data), on the host.
 * Every answer is copied into the sandbox as JSON; a thrown error reaches the code as an Error
 * with the same message (and `description`).
 */
export interface SandboxDataBridge {
  /** `$('Node').all(branch?, run?)`, `.first()`, `.last()`, `.item`, `.itemMatching(i)`, `.params`, ... */
  node(nodeName: string, member: NodeAccessMember, args: unknown[], itemIndex: number): unknown;
  /** `$input.all(branch, run)` and friends, when asked for something else than the node's own items. */
  input(member: InputAccessMember, args: unknown[], itemIndex: number): unknown;
  /** `$node["Node"]`: `{ json, binary, parameter, runIndex, ... }` of the item at `itemIndex`. */
  legacyNode(nodeName: string, itemIndex: number): unknown;
  /** `$items(nodeName?, outputIndex?, runIndex?)`. */
  items(args: unknown[]): unknown;
  /** `$jmespath(data, expression)`. */
  jmespath(data: unknown, expression: string): unknown;
  /**
   * `$getWorkflowStaticData(type)`, asked for on first use; the code's changes come back in
   * `CodeRunResult.staticData` for the host to keep.
   */
  staticData(type: 'global' | 'node'): IDataObject;
  /**
   * `this.helpers.prepareBinaryData(bytes, fileName?, mimeType?)`: the binary entry for the bytes
   * (base64), stored as the node's own binary data is.
   */
  prepareBinaryData(base64: string, fileName?: string, mimeType?: string): Promise<IDataObject>;
  /** `this.helpers.getBinaryDataBuffer(itemIndex, propertyName)`: the bytes of an input item's binary entry, as base64. */
  binaryDataBase64(itemIndex: number, propertyName: string): Promise<string>;
}

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export interface CodeRunRequest {
  mode: CodeRunMode;
  code: string;
  /** The node's input items; copied into the sandbox once per run. */
  items: INodeExecutionData[];
  /** The workflow's timezone: `$now`, `$today` and Luxon's default zone. */
  timezone: string;
  /**
   * Read-only globals the code sees, copied in as JSON (`$workflow`, `$execution`, `$prevNode`,
   * `$runIndex`, `$parameter`, `$env`, `$vars`, `$mode`, ...). Names must start with `$`.
   */
  globals?: Record<string, unknown>;
  bridge?: Partial<SandboxDataBridge>;
  /**
   * Per-item modes: an item whose code throws outputs `{ json: { error } }` and the next item runs
   * (n8n's "continue on fail" for the Code node). Limits (time, memory) still fail the whole run.
   */
  continueOnFail?: boolean;
  /** Each `console.*` call of the code, as it happens (arguments made JSON-safe). */
  onConsole?(level: ConsoleLevel, args: unknown[]): void;
}

export interface CodeRunResult {
  /** Output items, checked and shaped as items; per-item modes pair each with its input item. */
  items: INodeExecutionData[];
  /** The static data the code asked for (`$getWorkflowStaticData`), as the code left it. */
  staticData?: Partial<Record<'global' | 'node', IDataObject>>;
}
