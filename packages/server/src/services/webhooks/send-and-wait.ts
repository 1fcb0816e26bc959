import type { IWorkflowBase } from '@weft/workflow';

/*
 * Nodes with n8n's "Send and Wait for Response" operation (Send Email and the messaging nodes) wait
 * at `/webhook-waiting/<executionId>` for a person: a link in a message (GET) or a response form (GET, then POST).
 */

const sendAndWaitOperation = (parameters: unknown) => (parameters as { operation?: unknown } | undefined)?.operation === 'sendAndWait';

/** Whether any enabled node of the workflow sends a message and waits for its answer. */
export function hasSendAndWait(workflow: IWorkflowBase): boolean {
  return (workflow.nodes ?? []).some((node) => !node.disabled && sendAndWaitOperation(node.parameters));
}
