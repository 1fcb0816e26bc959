import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PUSH_PATH } from '@weft/contracts';
import type { PushMessage } from '@weft/contracts';
import { restBaseUrl } from '../../api/api-client';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { readBasePath } from '../../domain/base-path';
import { followedStores } from '../../stores/execution/run-routing';
import { showRunFinishedToast } from '../run/run-finished-toasts';
import { isChatRun } from '../chat/chat-runs';
import { catchUp } from './catch-up';
import { createFrameBatch } from './frame-batch';
import { createPushHandler } from './push-dispatch';
import { usePushConnection } from '../../stores/push-connection.store';
import { pushSessionId } from '../../api/push-session';

/** Wait after a lost connection before opening it again (spec/admin.md §4). */
export const PUSH_RECONNECT_MS = 3000;

/**
 * The tab's live connection while the workflow editor is open: an EventSource on `/rest/push` whose
 * messages go into the runs of the open workflows (push-dispatch). On an error it is closed, marked lost, and
 * opened again 3 s later; once open again, a run that was going on is read from the server.
 */
export function usePushConnectionLifecycle(): void {
  const client = useApiClient();
  const queryClient = useQueryClient();

  useEffect(() => {
    const handler = createPushHandler({
      onFinished: (finished, needsExecution) => {
        if (!isChatRun(finished.executionId)) showRunFinishedToast(finished);
        if (needsExecution) void catchUp(client, finished.executionId);
      },
      // A community package came or went: its nodes (creator, canvas) and its credential types change.
      onNodeTypesChanged: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.nodeTypes });
        void queryClient.invalidateQueries({ queryKey: queryKeys.credentialTypes });
      },
      // The Code node's console.log lands in the developer tools' console, as the user expects.
      onConsole: (source, messages) => console.log(source, ...messages),
    });
    const batch = createFrameBatch<PushMessage>((messages) => {
      for (const message of messages) {
        // One message that fails to apply does not cost the run the messages after it.
        try {
          handler.handle(message);
        } catch (error) {
          console.error(error);
        }
      }
    });
    const url = `${restBaseUrl(readBasePath())}${PUSH_PATH}?sessionId=${encodeURIComponent(pushSessionId)}`;
    let source: EventSource | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let wasLost = false;

    const connect = () => {
      source = new EventSource(url, { withCredentials: true });
      source.onopen = () => {
        usePushConnection.getState().setConnected(true);
        if (wasLost) {
          for (const store of followedStores()) {
            const { run } = store.getState();
            if (run?.executionId !== undefined && !run.finished) void catchUp(client, run.executionId);
          }
        }
        wasLost = false;
      };
      source.onmessage = (event: MessageEvent<string>) => {
        try {
          batch.add(JSON.parse(event.data) as PushMessage);
        } catch {
          // A frame that is not JSON is not ours to act on.
        }
      };
      source.onerror = () => {
        source?.close();
        wasLost = true;
        usePushConnection.getState().setConnected(false);
        reconnect = setTimeout(connect, PUSH_RECONNECT_MS);
      };
    };
    connect();
    return () => {
      clearTimeout(reconnect);
      source?.close();
      batch.cancel();
      handler.close();
    };
  }, [client, queryClient]);
}
