import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionEndpoints, INode, WorkflowOperation } from '@weft/workflow';
import { showErrorToast } from '../components/notify';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import type { WorkflowStore } from '../stores/workflow/workflow-store';
import { RECONNECT_DELAY_MS } from '../domain/canvas-constants';
import { bridgeAfterRemoval, duplicateOperation, toggleDisabledOperation } from './canvas-operations';

export interface CanvasActions {
  /** Applies one undoable edit; a refused edit (or any edit when read-only) shows a toast. */
  apply: (op: WorkflowOperation, mergeKey?: string) => boolean;
  remove: (names: readonly string[]) => void;
  toggleDisabled: (names: readonly string[]) => void;
  duplicate: (names: readonly string[]) => void;
  /** Joins two endpoints (main, or an AI type when `type` says so). */
  connect: (connection: ConnectionEndpoints) => void;
  disconnect: (connection: ConnectionEndpoints) => void;
  /** The read-only toast, for edit attempts the canvas catches before any operation. */
  refuseReadOnly: () => void;
  /** Opens the node creator for a node connected from this output ('+' on a handle, a connection let go). */
  addAfterOutput: (nodeName: string, outputIndex: number, position?: [number, number]) => void;
  /** Opens the node creator for a node connected into this input, its output at the position. */
  addBeforeInput: (nodeName: string, inputIndex: number, position: [number, number]) => void;
  /** Opens the node creator on the sub-nodes fitting this AI input ('+' under a root node). */
  addSubNode: (nodeName: string, connectionType: string, inputIndex: number, position: [number, number]) => void;
  /** Says why a connection was refused (other type, full input). */
  refuseConnection: (reason: string) => void;
}

let removalCount = 0;

export function createCanvasActions(store: WorkflowStore, t: (key: string) => string): CanvasActions {
  const refuseReadOnly = () => showErrorToast({
    id: 'canvas-read-only', title: t('canvas.readOnlyTitle'), hint: t('canvas.readOnlyMessage'), persistent: true,
  });
  const apply = (op: WorkflowOperation, mergeKey?: string): boolean => {
    if (store.getState().readOnly) {
      refuseReadOnly();
      return false;
    }
    try {
      store.getState().apply(op, mergeKey === undefined ? undefined : { mergeKey });
      return true;
    } catch (error) {
      showErrorToast({ title: t('canvas.editFailedTitle'), error });
      return false;
    }
  };
  const names = (list: readonly string[]) => list.filter((name) => store.getState().document.nodes.some((n: INode) => n.name === name));

  return {
    apply,
    refuseReadOnly,
    remove: (list) => {
      const targets = names(list);
      if (targets.length === 0) return;
      const { connections } = store.getState().document;
      // A single removed node in the middle of a chain: its neighbours are joined a beat later, as the
      // spec asks, within the same undo step (same merge key).
      const bridge = targets.length === 1 && targets[0] !== undefined ? bridgeAfterRemoval(connections, targets[0]) : null;
      const mergeKey = `remove-${++removalCount}`;
      if (!apply({ type: 'removeNodes', names: targets, reconnect: false }, mergeKey) || !bridge) return;
      setTimeout(() => {
        const state = store.getState();
        if (state.past.at(-1)?.mergeKey !== mergeKey) return;
        const present = (name: string) => state.document.nodes.some((n) => n.name === name);
        if (!present(bridge.source) || !present(bridge.target)) return;
        apply({ type: 'connect', connection: bridge }, mergeKey);
      }, RECONNECT_DELAY_MS);
    },
    toggleDisabled: (list) => {
      const op = toggleDisabledOperation(store.getState().document.nodes, names(list));
      if (op) apply(op);
    },
    duplicate: (list) => {
      const { nodes, connections } = store.getState().document;
      const op = duplicateOperation(nodes, connections, names(list), () => crypto.randomUUID());
      if (op) apply(op);
    },
    connect: (connection) => { apply({ type: 'connect', connection }); },
    disconnect: (connection) => { apply({ type: 'disconnect', connection }); },
    addAfterOutput: (nodeName, outputIndex, position) => {
      if (store.getState().readOnly) refuseReadOnly();
      else store.getState().openNodeCreator({ source: { nodeName, outputIndex, position } });
    },
    addBeforeInput: (nodeName, inputIndex, position) => {
      if (store.getState().readOnly) refuseReadOnly();
      else store.getState().openNodeCreator({ target: { nodeName, inputIndex, position } });
    },
    addSubNode: (nodeName, connectionType, inputIndex, position) => {
      if (store.getState().readOnly) refuseReadOnly();
      else store.getState().openNodeCreator({ target: { nodeName, inputIndex, position, connectionType } });
    },
    refuseConnection: (reason) => showErrorToast({ title: t('canvas.connectionRefused'), hint: reason }),
  };
}

/** The canvas's edit actions for the open workflow (stable for the store's lifetime). */
export function useCanvasActions(): CanvasActions {
  const store = useWorkflowStoreApi();
  const { t } = useTranslation();
  return useMemo(() => createCanvasActions(store, (key) => t(key as never)), [store, t]);
}
