/**
 * Runs started by the chat panel: it shows their answer or error itself, so the run-end toast is left
 * out (a toast for every chat message would cover the conversation).
 */
const chatRuns = new Set<string>();

export function markChatRun(executionId: string): void {
  chatRuns.add(executionId);
}

export function isChatRun(executionId: string): boolean {
  return chatRuns.has(executionId);
}
