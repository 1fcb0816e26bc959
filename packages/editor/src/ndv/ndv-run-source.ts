import { createContext, useContext } from 'react';
import type { IRunData } from '@weft/workflow';
import { useExecutionStore } from '../stores/execution/execution-store';

/**
 * Run data the node details view shows in place of the editor's current run: a past execution opened
 * at /execution/:id provides its own, so the editor's run store is neither read nor filled there.
 */
export const NdvRunDataContext = createContext<IRunData | null>(null);

/** The run data to show: the provided execution's, else the open workflow's current run. */
export function useNdvRunData(): IRunData | undefined {
  const provided = useContext(NdvRunDataContext);
  const live = useExecutionStore((state) => state.run?.runData);
  return provided ?? live;
}
