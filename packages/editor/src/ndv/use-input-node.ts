import type { IRunData } from '@weft/workflow';
import { selectConnections } from '../stores/workflow/selectors';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import { inputNodeOptions } from './data/parent-nodes';

/** The input pane's node: the one chosen in its dropdown, else the nearest parent; undefined for none. */
export function useInputNode(nodeName: string): ReturnType<typeof inputNodeOptions>[number] | undefined {
  const connections = useWorkflowStore(selectConnections);
  const chosen = useWorkflowStore((state) => state.ndv.inputNodeName);
  const options = inputNodeOptions(connections, nodeName);
  return options.find((option) => option.name === chosen) ?? options[0];
}

/** Runs of the input pane's node, for linking the panes' run choices. */
export function useInputRunCount(nodeName: string, runData: IRunData | undefined): number {
  const input = useInputNode(nodeName);
  return input ? (runData?.[input.name]?.length ?? 0) : 0;
}
