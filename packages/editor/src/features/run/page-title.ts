import type { EditorRun } from '../../stores/workflow/run-slice';

export type PageRunState = 'EXECUTING' | 'ERROR' | 'IDLE';

const ICONS: Record<PageRunState, string> = { EXECUTING: '🔄', ERROR: '⚠️', IDLE: '▶️' };

/**
 * What the window title says of the run (spec/editor.md §4): EXECUTING while a run goes on (or
 * waits for its trigger), ERROR after one failed, IDLE otherwise.
 */
export function pageRunState(run: EditorRun | null): PageRunState {
  if (!run) return 'IDLE';
  if (!run.finished && (run.status === 'new' || run.status === 'running' || run.waitingForWebhook)) return 'EXECUTING';
  if (run.status === 'error' || run.status === 'crashed') return 'ERROR';
  return 'IDLE';
}

/** The window title: an icon for the run state, then the page's own title (workflow name and app). */
export function pageTitle(state: PageRunState, title: string): string {
  return `${ICONS[state]} ${title}`;
}
