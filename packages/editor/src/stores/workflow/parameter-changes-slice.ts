import type { StateCreator } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { nodesWithChangedParameters } from '../../domain/stale-output';
import type { WorkflowStoreState } from './workflow-store';

/** When each node's parameters last changed, for the node details view's stale-output notice. */
export interface ParameterChangesSlice {
  /** Per node name, ms since epoch; a new workflow store starts with nothing stale. */
  parametersChangedAt: Readonly<Record<string, number>>;
}

export const createParameterChangesSlice: StateCreator<WorkflowStoreState, [], [], ParameterChangesSlice> = () => ({
  parametersChangedAt: {},
});

/** Notes the time of every parameter change, whatever made it (an input, undo, paste). */
export function trackParameterChanges(store: StoreApi<WorkflowStoreState>, now: () => number = Date.now): void {
  store.subscribe((state, previous) => {
    if (state.document.nodes === previous.document.nodes) return;
    const changed = nodesWithChangedParameters(previous.document.nodes, state.document.nodes);
    if (changed.length === 0) return;
    const at = now();
    store.setState({ parametersChangedAt: { ...state.parametersChangedAt, ...Object.fromEntries(changed.map((name) => [name, at])) } });
  });
}
