import { create } from 'zustand';
import type { WorkflowStore } from '../workflow/workflow-store';
import { useNdvStore } from './ndv.store';
import { savePinDataText } from './save-pin-data';
import type { PinDataProblem } from './save-pin-data';

export interface PinDataEditorState {
  /** The node whose output is being edited as JSON; null when the editor is closed. */
  editingNode: string | null;
  initialText: string;
  text: string;
  /** Why the last Save was refused; cleared by typing. */
  problem: PinDataProblem | null;
  /** Set while closing the node details view waits for the user to keep or discard the text. */
  pendingClose: ((close: boolean) => void) | null;
  start: (nodeName: string, initialText: string) => void;
  setText: (text: string) => void;
  cancel: () => void;
  /** Pins the text on the node in `workflow` (undoable); true when saved and the editor closed. */
  save: (workflow: WorkflowStore) => boolean;
  hasUnsavedText: () => boolean;
  answerClose: (close: boolean) => void;
}

const closed = { editingNode: null, initialText: '', text: '', problem: null } as const;

/** The pin data editor is one at a time: the node details view shows one node. */
export const usePinDataEditor = create<PinDataEditorState>()((set, get) => ({
  ...closed,
  pendingClose: null,
  start: (nodeName, initialText) => set({ editingNode: nodeName, initialText, text: initialText, problem: null }),
  setText: (text) => set({ text, problem: null }),
  cancel: () => {
    const pending = get().pendingClose;
    set({ ...closed, pendingClose: null });
    // A close waiting on the question goes ahead: there is nothing left to keep.
    pending?.(true);
  },
  save: (workflow) => {
    const { editingNode, text } = get();
    if (editingNode === null) return false;
    const problem = savePinDataText(workflow, editingNode, text);
    if (problem) {
      set({ problem });
      return false;
    }
    set(closed);
    return true;
  },
  hasUnsavedText: () => {
    const { editingNode, text, initialText } = get();
    return editingNode !== null && text !== initialText;
  },
  answerClose: (close) => {
    const resolve = get().pendingClose;
    set(close ? { ...closed, pendingClose: null } : { pendingClose: null });
    resolve?.(close);
  },
}));

// The editor belongs to the open node details view: when it closes or shows another node by any
// other way than its close button (a route change, opening another node), the unsaved text goes.
useNdvStore.subscribe((ndv) => {
  const { editingNode, cancel } = usePinDataEditor.getState();
  if (editingNode !== null && ndv.openNodeName !== editingNode) cancel();
});
