import type { StateCreator } from 'zustand';
import { applyOperation, OperationError } from '@weft/workflow';
import type { WorkflowOperation } from '@weft/workflow';
import type { WorkflowDocument } from './document-slice';
import { deepEqual } from './document-equality';
import { mergeInverses } from './merge-inverses';
import type { WorkflowStoreState } from './workflow-store';

/** Older steps are dropped beyond this many, so a long session does not keep every edit. */
export const HISTORY_LIMIT = 100;

export interface HistoryEntry {
  /** Applied to the document, gives back the document before this step. */
  inverse: WorkflowOperation;
  mergeKey?: string;
}

export interface ApplyOptions {
  /** Consecutive applies with the same key become one undo step (a drag, typing in one field). */
  mergeKey?: string;
}

export interface AppliedOperation {
  document: WorkflowDocument;
  inverse: WorkflowOperation;
}

export interface HistorySlice {
  /** Undo steps, oldest first. */
  past: HistoryEntry[];
  /** Redo steps, the next one last. */
  future: WorkflowOperation[];
  canUndo: boolean;
  canRedo: boolean;
  /** The document as last loaded or saved; `isDirty` compares against it. */
  savedDocument: WorkflowDocument;
  isDirty: boolean;
  /** True on every route but the new and the existing workflow: every edit is refused. */
  readOnly: boolean;
  /** One undoable step. Throws `OperationError` (message for a toast) and changes nothing when refused. */
  apply: (op: WorkflowOperation, options?: ApplyOptions) => AppliedOperation;
  undo: () => void;
  redo: () => void;
  /** After a save or activation: takes the server's fields and marks the document clean. */
  markSaved: (fields?: Partial<WorkflowDocument>, sentDocument?: WorkflowDocument) => void;
  /** Changes workflow fields that are not operations (name, tags, settings) without an undo step. */
  updateDocument: (fields: Partial<WorkflowDocument>) => void;
  /** Loads another revision: clears history, clean. */
  replaceDocument: (document: WorkflowDocument) => void;
  setReadOnly: (readOnly: boolean) => void;
}

/** Operations drop an emptied pin data map or tag list; the document always has both. */
function normalized(document: WorkflowDocument): WorkflowDocument {
  const partial = document as Partial<Pick<WorkflowDocument, 'pinData' | 'tags'>> & WorkflowDocument;
  if (partial.pinData !== undefined && partial.tags !== undefined) return document;
  return { ...document, pinData: partial.pinData ?? {}, tags: partial.tags ?? [] };
}

function historyFlags(past: readonly HistoryEntry[], future: readonly WorkflowOperation[]) {
  return { canUndo: past.length > 0, canRedo: future.length > 0 };
}

export function createHistorySlice(
  initial: WorkflowDocument, readOnly: boolean,
): StateCreator<WorkflowStoreState, [], [], HistorySlice> {
  return (set, get) => {
    const withDocument = (edited: WorkflowDocument) => {
      const document = normalized(edited);
      return { document, isDirty: !deepEqual(document, get().savedDocument) };
    };

    return {
      past: [],
      future: [],
      canUndo: false,
      canRedo: false,
      savedDocument: initial,
      isDirty: false,
      readOnly,

      apply: (op, options = {}) => {
        const state = get();
        if (state.readOnly) throw new OperationError('This workflow is read-only and cannot be changed here');
        const { workflow, inverse } = applyOperation(state.document, op);
        const last = state.past.at(-1);
        let past: HistoryEntry[];
        if (options.mergeKey !== undefined && last?.mergeKey === options.mergeKey && state.future.length === 0) {
          past = [...state.past.slice(0, -1), { inverse: mergeInverses(inverse, last.inverse), mergeKey: options.mergeKey }];
        } else {
          past = [...state.past, { inverse, mergeKey: options.mergeKey }].slice(-HISTORY_LIMIT);
        }
        const next = withDocument(workflow);
        set({ ...next, past, future: [], ...historyFlags(past, []) });
        return { document: next.document, inverse };
      },

      undo: () => {
        const state = get();
        const entry = state.past.at(-1);
        if (!entry || state.readOnly) return;
        const { workflow, inverse } = applyOperation(state.document, entry.inverse);
        const past = state.past.slice(0, -1);
        const future = [...state.future, inverse];
        set({ ...withDocument(workflow), past, future, ...historyFlags(past, future) });
      },

      redo: () => {
        const state = get();
        const op = state.future.at(-1);
        if (!op || state.readOnly) return;
        const { workflow, inverse } = applyOperation(state.document, op);
        const future = state.future.slice(0, -1);
        const past = [...state.past, { inverse }].slice(-HISTORY_LIMIT);
        set({ ...withDocument(workflow), past, future, ...historyFlags(past, future) });
      },

      markSaved: (fields = {}, sentDocument) => {
        const document = { ...get().document, ...fields };
        // Edits made while the save was on its way are not saved: the baseline is what was sent.
        const savedDocument = sentDocument ? { ...sentDocument, ...fields } : document;
        set({ document, savedDocument, isDirty: !deepEqual(document, savedDocument) });
      },

      updateDocument: (fields) => {
        set(withDocument({ ...get().document, ...fields }));
      },

      replaceDocument: (document) => {
        set({ document, savedDocument: document, isDirty: false, past: [], future: [], ...historyFlags([], []) });
      },

      setReadOnly: (value) => {
        if (get().readOnly !== value) set({ readOnly: value });
      },
    };
  };
}
