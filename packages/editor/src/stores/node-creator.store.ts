import { create } from 'zustand';

/** A connection the new node goes in the middle of (the edge's "add node in between" action). */
export interface NodeCreatorInsertOn {
  source: string;
  sourceOutput: number;
  target: string;
  targetInput: number;
}

/** The output the new node is connected from (the "+" at the end of a node's output). */
export interface NodeCreatorSource {
  nodeName: string;
  outputIndex: number;
}

export interface NodeCreatorOpenOptions {
  insertOn?: NodeCreatorInsertOn;
  source?: NodeCreatorSource;
}

export interface NodeCreatorState {
  open: boolean;
  insertOn?: NodeCreatorInsertOn;
  source?: NodeCreatorSource;
  /** Changes on every open, so the panel starts afresh (search cleared, default tab) each time. */
  session: number;
}

/** UI state of the node creator panel; kept apart from the workflow store (it is not part of the document). */
export const useNodeCreatorStore = create<NodeCreatorState>(() => ({ open: false, session: 0 }));

export function openNodeCreator(options: NodeCreatorOpenOptions = {}): void {
  useNodeCreatorStore.setState((state) => ({
    open: true, insertOn: options.insertOn, source: options.source, session: state.session + 1,
  }));
}

export function closeNodeCreator(): void {
  if (!useNodeCreatorStore.getState().open) return;
  useNodeCreatorStore.setState({ open: false, insertOn: undefined, source: undefined });
}

/** Tab: opens the panel for a plain add, or closes it when it is open. */
export function toggleNodeCreator(): void {
  if (useNodeCreatorStore.getState().open) closeNodeCreator();
  else openNodeCreator();
}
