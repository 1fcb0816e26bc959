import type { ExecutionLifecycleHooks } from '@weft/engine';
import type { StructuredChunk } from '@weft/workflow';

/** Several sets of lifecycle hooks (saving, push, a webhook's answer) as one, each hook run in order. */
export function combineHooks(...sets: Array<ExecutionLifecycleHooks | undefined>): ExecutionLifecycleHooks {
  const hooks = sets.filter((set): set is ExecutionLifecycleHooks => set !== undefined);
  // One set (a webhook's sendResponse) needs no wrapper awaiting every hook of every node.
  if (hooks.length <= 1) return hooks[0] ?? {};
  return {
    async workflowExecuteBefore() {
      for (const h of hooks) await h.workflowExecuteBefore?.();
    },
    async nodeExecuteBefore(nodeName) {
      for (const h of hooks) await h.nodeExecuteBefore?.(nodeName);
    },
    async nodeExecuteAfter(nodeName, taskData, runData) {
      for (const h of hooks) await h.nodeExecuteAfter?.(nodeName, taskData, runData);
    },
    async workflowExecuteAfter(run) {
      for (const h of hooks) await h.workflowExecuteAfter?.(run);
    },
    sendResponse(response) {
      for (const h of hooks) h.sendResponse?.(response);
    },
    sendMessageToUI(nodeName, messages) {
      for (const h of hooks) h.sendMessageToUI?.(nodeName, messages);
    },
    // Only when one set takes chunks: its presence is what tells nodes the answer is streamed.
    ...(hooks.some((h) => h.sendChunk) ? {
      sendChunk(chunk: StructuredChunk) {
        for (const h of hooks) h.sendChunk?.(chunk);
      },
    } : {}),
  };
}
