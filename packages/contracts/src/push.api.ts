import type { ExecutionError, ExecutionStatus, ITaskData, WorkflowExecuteMode } from '@weft/workflow';

/**
 * Messages of the live connection (`GET /rest/push?sessionId=`, server-sent events; spec/admin.md §4
 * 'Live connection'). Each event's `data` is the JSON of one message. Execution messages go to the
 * session that started the run (the run request's `sessionId` query or `push-ref` header), of the
 * signed-in user who started it: the server scopes session ids by user.
 */
export type PushMessage =
  | { type: 'executionStarted'; data: { executionId: string; mode: WorkflowExecuteMode; startedAt: string; workflowId?: string; workflowName?: string; retryOf?: string } }
  | { type: 'nodeExecuteBefore'; data: { executionId: string; nodeName: string } }
  | {
      type: 'nodeExecuteAfter';
      data: {
        executionId: string;
        nodeName: string;
        data: ITaskData;
        /**
         * Present when the node's items were too large to push (their JSON over the server's limit):
         * `data.data` is left out, these are the item counts per output, and the editor reads the items
         * from the execution once it has finished.
         */
        itemCountByOutput?: number[];
      };
    }
  | {
      type: 'executionFinished';
      data: {
        executionId: string;
        workflowId?: string;
        status: ExecutionStatus;
        finished: boolean;
        stoppedAt?: string;
        waitTill?: string | null;
        lastNodeExecuted?: string;
        error?: ExecutionError;
      };
    }
  | { type: 'executionRecovered'; data: { executionId: string } }
  | { type: 'testWebhookReceived'; data: { workflowId: string; executionId: string } }
  | { type: 'testWebhookDeleted'; data: { workflowId: string; executionId?: string } }
  | { type: 'reloadNodeType'; data: { name: string; version: number } }
  | { type: 'removeNodeType'; data: { name: string; version: number } }
  | { type: 'sendConsoleMessage'; data: { source: string; messages: unknown[] } };

export type PushMessageType = PushMessage['type'];

/** The query of `GET /rest/push`; `sessionId` identifies one open editor tab. */
export const PUSH_PATH = '/push';
/** Header a REST call carries to say which editor tab (push session) it comes from. */
export const PUSH_SESSION_HEADER = 'push-ref';
