import type { StateCreator } from 'zustand';
import { savePinDataText } from '../ndv/save-pin-data';
import type { PinDataProblem } from '../ndv/save-pin-data';
import type { WorkflowStoreState } from './workflow-store';

/** Which pane a run choice was made in; linked runs follow each other (spec/editor.md §4 'Stale data'). */
export type NdvPane = 'input' | 'output';

/** The node details view: which node is open and what each pane shows. Not part of the document: undo does not touch it. */
export interface NdvView {
  openNodeName: string | null;
  /** The parent node the input pane shows; null means the nearest parent. */
  inputNodeName: string | null;
  inputRunIndex: number;
  outputRunIndex: number;
  /** Input and output choose the same run while both have the same number of runs (more than one). */
  runsLinked: boolean;
}

/** The pin data editor of the open node: one at a time, as the view shows one node. */
export interface PinEditor {
  /** The node whose output is being edited as JSON; null when the editor is closed. */
  editingNode: string | null;
  initialText: string;
  text: string;
  /** Why the last Save was refused; cleared by typing. */
  problem: PinDataProblem | null;
  /** Closing the view waits for the user to keep or discard the changed text (spec/editor.md §4 'Pinned data'). */
  closeRequested: boolean;
}

export interface NdvSlice {
  ndv: NdvView;
  pinEditor: PinEditor;
  /** Opens the view on a node, every choice reset; an edit of another node's pin data goes. */
  openNodeDetails: (name: string) => void;
  /** Closes at once (a route change, a deleted node); an open pin data edit goes. */
  closeNodeDetails: () => void;
  /** Back to the canvas, unless changed pin data text is open: then the user is asked first. */
  requestCloseNodeDetails: () => void;
  chooseInputNode: (name: string) => void;
  /** Chooses a run in one pane; when the runs are linked (and linkable) the other pane follows. */
  chooseRun: (pane: NdvPane, runIndex: number, linkable: boolean) => void;
  /** Linking makes the input follow the output's run at once, as choosing it again would. */
  toggleRunsLinked: () => void;
  startPinEdit: (nodeName: string, initialText: string) => void;
  setPinText: (text: string) => void;
  /** Closes the editor without pinning; a close waiting on the question goes ahead. */
  cancelPinEdit: () => void;
  /** Pins the text on the node (undoable); true when saved and the editor closed. */
  savePinEdit: () => boolean;
  hasUnsavedPinText: () => boolean;
  /** The answer to 'discard changes?': true closes the view and drops the text, false keeps editing. */
  answerClose: (close: boolean) => void;
}

const CLOSED_VIEW: NdvView = { openNodeName: null, inputNodeName: null, inputRunIndex: 0, outputRunIndex: 0, runsLinked: true };
const NO_PIN_EDIT: PinEditor = { editingNode: null, initialText: '', text: '', problem: null, closeRequested: false };

export const createNdvSlice: StateCreator<WorkflowStoreState, [], [], NdvSlice> = (set, get, store) => {
  const closeAll = () => set({ ndv: CLOSED_VIEW, pinEditor: NO_PIN_EDIT });
  const setView = (view: Partial<NdvView>) => set({ ndv: { ...get().ndv, ...view } });
  const setPin = (pin: Partial<PinEditor>) => set({ pinEditor: { ...get().pinEditor, ...pin } });
  return {
    ndv: CLOSED_VIEW,
    pinEditor: NO_PIN_EDIT,
    openNodeDetails: (name) => {
      const { editingNode } = get().pinEditor;
      set({ ndv: { ...CLOSED_VIEW, openNodeName: name }, ...(editingNode !== null && editingNode !== name ? { pinEditor: NO_PIN_EDIT } : {}) });
    },
    closeNodeDetails: closeAll,
    requestCloseNodeDetails: () => {
      if (get().hasUnsavedPinText()) setPin({ closeRequested: true });
      else closeAll();
    },
    chooseInputNode: (name) => setView({ inputNodeName: name, inputRunIndex: 0 }),
    chooseRun: (pane, runIndex, linkable) => {
      if (get().ndv.runsLinked && linkable) setView({ inputRunIndex: runIndex, outputRunIndex: runIndex });
      else setView(pane === 'input' ? { inputRunIndex: runIndex } : { outputRunIndex: runIndex });
    },
    toggleRunsLinked: () => {
      const { runsLinked, outputRunIndex } = get().ndv;
      setView(runsLinked ? { runsLinked: false } : { runsLinked: true, inputRunIndex: outputRunIndex });
    },
    startPinEdit: (nodeName, initialText) => set({ pinEditor: { ...NO_PIN_EDIT, editingNode: nodeName, initialText, text: initialText } }),
    setPinText: (text) => setPin({ text, problem: null }),
    cancelPinEdit: () => {
      if (get().pinEditor.closeRequested) closeAll();
      else set({ pinEditor: NO_PIN_EDIT });
    },
    savePinEdit: () => {
      const { editingNode, text } = get().pinEditor;
      if (editingNode === null) return false;
      const problem = savePinDataText(store, editingNode, text);
      if (problem) {
        setPin({ problem });
        return false;
      }
      set({ pinEditor: NO_PIN_EDIT });
      return true;
    },
    hasUnsavedPinText: () => {
      const { editingNode, text, initialText } = get().pinEditor;
      return editingNode !== null && text !== initialText;
    },
    answerClose: (close) => {
      if (close) closeAll();
      else setPin({ closeRequested: false });
    },
  };
};
