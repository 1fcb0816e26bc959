import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeRunState } from '../../canvas/workflow-to-flow';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { liveRunStates } from './live-run-states';
import { pageRunState, pageTitle } from './page-title';

/** The canvas markers of the open workflow's run, recomputed when the run changes. */
export function useLiveRunStates(): ReadonlyMap<string, NodeRunState> {
  const run = useWorkflowStore((state) => state.run);
  return useMemo(() => liveRunStates(run), [run]);
}

/** Keeps the window title on the workflow's name with the run's state before it. */
export function useRunPageTitle(name: string): void {
  const { t } = useTranslation();
  const state = useWorkflowStore((store) => pageRunState(store.run));
  useEffect(() => {
    document.title = pageTitle(state, t('workflow.pageTitle', { name }));
  }, [state, name, t]);
}
