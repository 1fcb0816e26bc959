import type { PushMessage } from '@weft/contracts';

/** An editor tab's live connection as a test sees it: a real HTTP stream, its events parsed as they come. */
export interface PushClient {
  messages: PushMessage[];
  /** Resolves once a message matches (or fails after `timeoutMs`). */
  waitFor(predicate: (message: PushMessage) => boolean, timeoutMs?: number): Promise<PushMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `GET {base}/rest/push?sessionId=` and reads its server-sent events. `cookie` is the session the
 * stream is opened with (the test server's `cookie()`): the stream is for signed-in users only.
 */
export async function openPush(port: number, sessionId: string, cookie: string): Promise<PushClient> {
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/rest/push?sessionId=${encodeURIComponent(sessionId)}`, {
    signal: abort.signal, headers: cookie ? { cookie } : {},
  });
  if (response.status !== 200 || !response.body) throw new Error(`The push stream answered ${response.status}`);
  const messages: PushMessage[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
          if (data) messages.push(JSON.parse(data) as PushMessage);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    messages,
    ended,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No such push message within ${timeoutMs} ms; got ${messages.map((m) => m.type).join(', ') || 'none'}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
