import { getParentNodesByDepth } from '@weft/workflow';
import type { IConnections } from '@weft/workflow';

/** Longest node name the input dropdown shows in full (spec/editor.md §2 'Node details view'). */
export const INPUT_NAME_MAX_LENGTH = 30;

export interface InputNodeOption {
  name: string;
  /** Steps back from the open node: 1 for a direct parent. */
  depth: number;
  /** The name cut at 30 characters with '...' added when longer. */
  label: string;
  /** The ancestor's output that leads towards the open node (its first, when several do). */
  outputIndex: number;
}

export function truncateNodeName(name: string, max = INPUT_NAME_MAX_LENGTH): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

/** Every ancestor on main connections, nearest first: the input pane's choices. */
export function inputNodeOptions(connections: IConnections, nodeName: string): InputNodeOption[] {
  return getParentNodesByDepth(connections, nodeName, { type: 'main' })
    .map(({ name, depth, indices }) => ({ name, depth, label: truncateNodeName(name), outputIndex: indices[0] ?? 0 }));
}
