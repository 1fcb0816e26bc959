import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import {
  deleteTestWebhook, getExecution, runWorkflow as runWorkflowRoute, stopExecution as stopExecutionRoute,
} from '@weft/contracts';
import type { ExecutionStatus } from '@weft/workflow';
import { isApiError } from '../../api/api-error';
import { useApiClient } from '../../api/api-context';
import { useNodeTypes } from '../../api/use-node-types';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { showErrorToast } from '../../components/notify';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { useCurrentWorkflow } from '../workflow/current-workflow';
import { isNewWorkflow } from '../workflow/save-body';
import { usePushConnection } from '../../stores/push-connection.store';
import { editorRunFromExecution } from '../push/execution-to-run';
import { buildRunRequest, shownDuringRun, type RunTarget } from './run-request';
import { runIssueLines } from './run-preflight';
import { showConnectionLostToast, showIssuesToast } from './run-toasts';

export interface RunWorkflowControls {
  /**
   * Runs the open workflow (or up to one node); a second call while a run goes on is ignored. Running
   * up to a node with pinned data asks first, unless `unpinConfirmed` says the user already agreed.
   */
  runWorkflow(options?: RunTarget, confirmation?: { unpinConfirmed?: boolean }): Promise<void>;
  stopExecution(): Promise<void>;
  /** Stops listening for the test webhook a run is waiting on. */
  stopWaiting(): Promise<void>;
  deleteExecutionData(): void;
}

/** Run controls of the open workflow, shared by the canvas buttons, the node toolbar and the node details view. */
export function useRunWorkflow(): RunWorkflowControls {
  const { t } = useTranslation();
  const client = useApiClient();
  const store = useWorkflowStoreApi();
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);

  const runWorkflow = useCallback(async (target: RunTarget = {}, confirmation: { unpinConfirmed?: boolean } = {}) => {
    if (store.getState().isRunning()) return;
    if (!usePushConnection.getState().connected) {
      showConnectionLostToast();
      return;
    }
    const destination = target.destinationNode;
    if (destination !== undefined && (store.getState().document.pinData[destination]?.length ?? 0) > 0) {
      if (confirmation.unpinConfirmed !== true) {
        store.getState().askUnpinAndExecute(destination);
        return;
      }
      store.getState().apply({ type: 'unpinData', node: destination });
    }
    const issues = runIssueLines(store.getState().document, lookup.get, target);
    if (issues.length > 0) {
      showIssuesToast(issues);
      return;
    }
    notifications.hide('run-preflight-issues');
    const { document } = store.getState();
    const hasWebhook = document.nodes.some((node) => !node.disabled && (lookup.get(node.type, node.typeVersion)?.webhooks?.length ?? 0) > 0);
    // A test webhook is registered under the workflow's id: a new workflow needs one first (spec §4).
    if (hasWebhook && isNewWorkflow(document)) {
      const saved = await useCurrentWorkflow.getState().open?.save();
      if (!saved) return;
    }
    const latest = store.getState().document;
    const previousRunData = store.getState().run?.runData;
    const body = buildRunRequest(latest, previousRunData, target);
    const workflowId = isNewWorkflow(latest) ? undefined : latest.id;
    store.getState().beginRun({ mode: 'manual', workflowId, runData: shownDuringRun(latest, previousRunData, body) });
    try {
      const answer = await client.request(runWorkflowRoute, { body });
      store.getState().runAccepted(answer.executionId, answer.waitingForWebhook);
    } catch (error) {
      store.getState().clearRun();
      showErrorToast({ id: 'run-error', title: t('run.problemTitle'), error, persistent: true });
    }
  }, [client, store, lookup, t]);

  const stopExecution = useCallback(async () => {
    const executionId = store.getState().run?.executionId;
    if (executionId === undefined) return;
    try {
      const stopped = await client.request(stopExecutionRoute, { params: { id: executionId } });
      // The server answers with one of its execution statuses.
      store.getState().runFinished(executionId, { status: stopped.status as ExecutionStatus, finished: stopped.finished });
    } catch (error) {
      // Finished before the stop arrived: show how it ended (spec/editor.md §4).
      if (isApiError(error) && error.httpStatus === 409) {
        const finished = await client.request(getExecution, { params: { id: executionId } }).catch(() => undefined);
        if (finished) store.getState().loadRun(editorRunFromExecution(finished));
        notifications.show({ color: 'green', title: t('run.finishedBeforeStopTitle'), message: t('run.finishedBeforeStopMessage') });
        return;
      }
      showErrorToast({ id: 'run-stop-error', title: t('run.stopErrorTitle'), error });
    }
  }, [client, store, t]);

  const stopWaiting = useCallback(async () => {
    const { run } = store.getState();
    const workflowId = run?.workflowId ?? store.getState().document.id;
    try {
      await client.request(deleteTestWebhook, { params: { id: workflowId } });
      store.getState().clearRun();
    } catch (error) {
      showErrorToast({ id: 'run-stop-waiting-error', title: t('run.stopWaitingErrorTitle'), error });
    }
  }, [client, store, t]);

  const deleteExecutionData = useCallback(() => store.getState().clearRun(), [store]);

  return { runWorkflow, stopExecution, stopWaiting, deleteExecutionData };
}
