import { notifications } from '@mantine/notifications';
import type { PushMessage } from '@weft/contracts';
import type { ExecutionError } from '@weft/workflow';
import { i18n } from '../../i18n/i18n';

type Finished = Extract<PushMessage, { type: 'executionFinished' }>['data'];

/** The node an error names (a node's error carries it), else none. */
function failedNode(error: ExecutionError | undefined, lastNode: string | undefined): string | undefined {
  const node = (error as { node?: { name?: unknown } } | undefined)?.node;
  if (typeof node?.name === 'string') return node.name;
  return error ? lastNode : undefined;
}

/**
 * The toasts of a run's end (spec/admin.md §4 and editor §8): waiting, failed (persistent, with the
 * node and its message), or succeeded. A run the user stopped needs none: they know.
 */
export function showRunFinishedToast(finished: Finished): void {
  if (finished.status === 'canceled') return;
  if (finished.status === 'waiting') {
    notifications.show({ id: 'run-finished', color: 'blue', title: i18n.t('run.startedWaitingTitle'), message: i18n.t('run.startedWaitingMessage') });
    return;
  }
  if (!finished.finished) {
    const node = failedNode(finished.error, finished.lastNodeExecuted);
    const message = finished.error?.message
      ? (node ? i18n.t('run.problemExecutingNodeMessage', { node, message: finished.error.message }) : `${i18n.t('run.problemExecutingMessage')} ${finished.error.message}`)
      : i18n.t('run.failedExecution');
    notifications.show({ id: 'run-finished', color: 'red', autoClose: false, title: i18n.t('run.problemExecutingTitle'), message });
    return;
  }
  notifications.show({ id: 'run-finished', color: 'green', title: i18n.t('run.successTitle'), message: '' });
}
