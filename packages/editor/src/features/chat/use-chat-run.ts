import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getExecution, runWorkflow as runWorkflowRoute } from '@weft/contracts';
import type { IRunData } from '@weft/workflow';
import { useApiClient } from '../../api/api-context';
import { useNodeTypes } from '../../api/use-node-types';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { usePushConnection } from '../../stores/push-connection.store';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { isNewWorkflow } from '../workflow/save-body';
import { buildRunRequest } from '../run/run-request';
import { runIssueLines } from '../run/run-preflight';
import { showConnectionLostToast, showIssuesToast } from '../run/run-toasts';
import { chatAnswer, chatItem, chatSteps, chatTriggerOf } from './chat-run-data';
import { readChatFile } from './chat-files';
import { useChatStoreApi } from './chat-store';
import { markChatRun } from './chat-runs';

const ENDED = new Set(['success', 'error', 'crashed', 'canceled', 'waiting']);

/** Resolves once the workflow store's run `executionId` has stopped (its live messages say so). */
function runEnded(store: WorkflowStore, executionId: string): Promise<void> {
  return new Promise((resolve) => {
    const ended = () => {
      const { run } = store.getState();
      return run?.executionId !== executionId || ENDED.has(run.status);
    };
    if (ended()) {
      resolve();
      return;
    }
    const unsubscribe = store.subscribe(() => {
      if (!ended()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Sends a chat message: runs the open workflow from its chat trigger with `{ sessionId, action,
 * chatInput }` as the trigger's data (as its webhook would give it, files as binary), through the
 * editor's ordinary run, so the canvas and the node details view follow it live; then adds the run's
 * answer to the chat. A message is text, files, or both.
 */
export function useChatRun(): (text: string, files?: readonly File[]) => Promise<void> {
  const { t } = useTranslation();
  const client = useApiClient();
  const store = useWorkflowStoreApi();
  const chat = useChatStoreApi();
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);

  return useCallback(async (text: string, files: readonly File[] = []) => {
    const message = text.trim();
    const state = store.getState();
    const trigger = chatTriggerOf(state.document.nodes);
    if ((!message && files.length === 0) || !trigger || chat.getState().pending || state.isRunning()) return;
    if (!usePushConnection.getState().connected) {
      showConnectionLostToast();
      return;
    }
    const issues = runIssueLines(state.document, lookup.get, {});
    if (issues.length > 0) {
      showIssuesToast(issues);
      return;
    }
    const { sessionId } = chat.getState();
    chat.getState().addMessage({ from: 'user', text: message, ...(files.length > 0 ? { files: files.map((file) => file.name) } : {}) });
    chat.getState().setPending(true);
    try {
      const attached = await Promise.all(files.map(readChatFile));
      const { document } = store.getState();
      const body = buildRunRequest(document, undefined, {});
      body.pinData = { ...body.pinData, [trigger.name]: [chatItem(sessionId, message, attached)] };
      store.getState().beginRun({ mode: 'manual', workflowId: isNewWorkflow(document) ? undefined : document.id });
      const answer = await client.request(runWorkflowRoute, { body });
      markChatRun(answer.executionId);
      store.getState().runAccepted(answer.executionId, false);
      await runEnded(store, answer.executionId);
      // Items too large for the live messages are only in the stored execution: read it.
      const execution = await client.request(getExecution, { params: { id: answer.executionId } }).catch(() => undefined);
      const runData: IRunData = execution?.data.resultData.runData ?? store.getState().run?.runData ?? {};
      const result = chatAnswer(runData, execution?.data.resultData.lastNodeExecuted);
      const errorMessage = execution?.data.resultData.error?.message;
      chat.getState().addMessage({
        from: 'bot', executionId: answer.executionId,
        steps: chatSteps(runData, [], trigger.name),
        ...(result?.error || (!result && errorMessage)
          ? { text: t('chat.failed', { message: result?.text ?? errorMessage }), error: true }
          : { text: result?.text ?? t('chat.noAnswer') }),
      });
    } catch (error) {
      store.getState().clearRun();
      chat.getState().addMessage({ from: 'bot', text: t('chat.failed', { message: error instanceof Error ? error.message : String(error) }), error: true });
    } finally {
      chat.getState().setPending(false);
    }
  }, [client, store, chat, lookup, t]);
}
