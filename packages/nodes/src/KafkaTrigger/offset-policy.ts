import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

export type ResolveOffset = 'immediately' | 'onCompletion' | 'onSuccess' | 'onStatus';

export interface OffsetPolicy {
  mode: ResolveOffset;
  /** The run statuses after which a message counts as read (onSuccess, onStatus). */
  statuses: string[];
}

/**
 * When a message counts as read, by version: 1 never waits for its run; 1.1 and 1.2 wait for the run to end
 * when Parallel Processing is off; 1.3 has Resolve Offset. A test run from the editor never waits.
 */
export function offsetPolicy(node: INode, options: IDataObject, parameter: (name: string, fallback: unknown) => unknown, manual: boolean): OffsetPolicy {
  if (manual || node.typeVersion === 1) return { mode: 'immediately', statuses: [] };
  if (node.typeVersion < 1.3) return { mode: options.parallelProcessing === false ? 'onCompletion' : 'immediately', statuses: [] };
  const mode = parameter('resolveOffset', 'onCompletion') as ResolveOffset;
  if (mode === 'onSuccess') return { mode, statuses: ['success'] };
  if (mode !== 'onStatus') return { mode, statuses: [] };
  const statuses = parameter('allowedStatuses', []) as string[];
  if (!Array.isArray(statuses) || statuses.length === 0) {
    throw new NodeOperationError(node, 'Allowed Statuses: pick at least one run status after which a message counts as read');
  }
  return { mode, statuses };
}

/** Calls `beat` every `intervalMs` while `work` runs, so the group does not drop a consumer waiting for a long run. */
export async function whileBeating<T>(work: Promise<T>, beat: () => Promise<void>, intervalMs: number): Promise<T> {
  const timer = setInterval(() => { void beat().catch(() => undefined); }, Math.max(100, intervalMs));
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}
