/**
 * Spec admin §4: a workflow marked active whose triggers are not registered (its activation failed,
 * e.g. when the server started) gets the red warning. Unknown until the running list has loaded.
 */
export function isActiveButNotRunning(workflowId: string, active: boolean, runningIds: readonly string[] | undefined): boolean {
  if (!active || runningIds === undefined) return false;
  return !runningIds.includes(workflowId);
}
