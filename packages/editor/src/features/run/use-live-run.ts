import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeRunState } from '../../canvas/workflow-to-flow';
import { useExecutionStore } from '../../stores/execution/execution-store';
import { liveRunStates } from './live-run-states';
import { pageRunState, pageTitle } from './page-title';

/** The canvas markers of the editor's run, recomputed when the run changes. */
export function useLiveRunStates(): ReadonlyMap<string, NodeRunState> {
  const run = useExecutionStore((state) => state.run);
  return useMemo(() => liveRunStates(run), [run]);
}

/** Keeps the window title on the workflow's name with the run's state before it. */
export function useRunPageTitle(name: string): void {
  const { t } = useTranslation();
  const state = useExecutionStore((store) => pageRunState(store.run));
  useEffect(() => {
    document.title = pageTitle(state, t('workflow.pageTitle', { name }));
  }, [state, name, t]);
}
