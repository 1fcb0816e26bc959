import type { StateCreator } from 'zustand';
import type { WorkflowStoreState } from './workflow-store';

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
  /** Where a connection dragged from the output was let go (flow coordinates): the new node goes there. */
  position?: [number, number];
}

/**
 * The input the new node is connected into (a connection dragged from an input and let go on empty
 * canvas, or the '+' under a root node's AI input).
 */
export interface NodeCreatorTarget {
  nodeName: string;
  inputIndex: number;
  /** An AI input's type: the creator lists only the sub-nodes whose output is of this type. Main when absent. */
  connectionType?: string;
  /** Where the connection was let go (flow coordinates): the new node's output goes there. */
  position: [number, number];
}

export interface NodeCreatorOpenOptions {
  insertOn?: NodeCreatorInsertOn;
  source?: NodeCreatorSource;
  target?: NodeCreatorTarget;
}

/** The node creator panel of this workflow; its connection targets are this workflow's nodes. */
export interface NodeCreator {
  open: boolean;
  insertOn?: NodeCreatorInsertOn;
  source?: NodeCreatorSource;
  target?: NodeCreatorTarget;
  /** Changes on every open, so the panel starts afresh (search cleared, default tab) each time. */
  session: number;
}

export interface NodeCreatorSlice {
  nodeCreator: NodeCreator;
  openNodeCreator: (options?: NodeCreatorOpenOptions) => void;
  closeNodeCreator: () => void;
  /** Tab: opens the panel for a plain add, or closes it when it is open. */
  toggleNodeCreator: () => void;
}

export const createNodeCreatorSlice: StateCreator<WorkflowStoreState, [], [], NodeCreatorSlice> = (set, get) => ({
  nodeCreator: { open: false, session: 0 },
  openNodeCreator: (options = {}) => set({
    nodeCreator: { open: true, insertOn: options.insertOn, source: options.source, target: options.target, session: get().nodeCreator.session + 1 },
  }),
  closeNodeCreator: () => {
    const { nodeCreator } = get();
    if (nodeCreator.open) set({ nodeCreator: { open: false, session: nodeCreator.session } });
  },
  toggleNodeCreator: () => {
    if (get().nodeCreator.open) get().closeNodeCreator();
    else get().openNodeCreator();
  },
});
