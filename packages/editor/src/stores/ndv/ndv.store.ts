import { create } from 'zustand';

/** Which pane a run choice was made in; linked runs follow each other (spec/editor.md §4 'Stale data'). */
export type NdvPane = 'input' | 'output';

/**
 * The node details view's own state: which node is open and what each pane shows. Kept apart from the
 * workflow store (it is not part of the document, undo does not touch it) and reset on every open.
 */
export interface NdvState {
  openNodeName: string | null;
  /** The parent node the input pane shows; null means the nearest parent. */
  inputNodeName: string | null;
  inputRunIndex: number;
  outputRunIndex: number;
  /** Input and output choose the same run while both have the same number of runs (more than one). */
  runsLinked: boolean;
}

const CLOSED: NdvState = { openNodeName: null, inputNodeName: null, inputRunIndex: 0, outputRunIndex: 0, runsLinked: true };

export const useNdvStore = create<NdvState>(() => ({ ...CLOSED }));

export function openNodeDetails(name: string): void {
  useNdvStore.setState({ ...CLOSED, openNodeName: name });
}

export function closeNodeDetails(): void {
  useNdvStore.setState({ ...CLOSED });
}

export function chooseInputNode(name: string): void {
  useNdvStore.setState({ inputNodeName: name, inputRunIndex: 0 });
}

/** Chooses a run in one pane; when the runs are linked (and linkable) the other pane follows. */
export function chooseRun(pane: NdvPane, runIndex: number, linkable: boolean): void {
  const { runsLinked } = useNdvStore.getState();
  const follow = runsLinked && linkable;
  if (pane === 'input') useNdvStore.setState(follow ? { inputRunIndex: runIndex, outputRunIndex: runIndex } : { inputRunIndex: runIndex });
  else useNdvStore.setState(follow ? { inputRunIndex: runIndex, outputRunIndex: runIndex } : { outputRunIndex: runIndex });
}

/** Linking makes the input follow the output's run at once, as choosing it again would. */
export function toggleRunsLinked(): void {
  const { runsLinked, outputRunIndex } = useNdvStore.getState();
  useNdvStore.setState(runsLinked ? { runsLinked: false } : { runsLinked: true, inputRunIndex: outputRunIndex });
}
