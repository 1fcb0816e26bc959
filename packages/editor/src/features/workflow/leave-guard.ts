/** The route state the save uses for its move to the new id (spec editor §2): never a leave. */
export const WORKFLOW_SAVE_ACTION = 'workflowSave';

/** Route state key for a navigation that already took care of the changes (a duplicate carries them along). */
export const LEAVE_WITHOUT_PROMPT = 'leaveWithoutPrompt';

/** Whether going to the next location must first ask what to do with unsaved changes. */
export function shouldAskBeforeLeaving(workflow: { isDirty: boolean; readOnly: boolean }, nextState: unknown): boolean {
  if (!workflow.isDirty || workflow.readOnly) return false;
  const state = (typeof nextState === 'object' && nextState !== null ? nextState : {}) as Record<string, unknown>;
  return state.action !== WORKFLOW_SAVE_ACTION && state[LEAVE_WITHOUT_PROMPT] !== true;
}
