import type { IExecution } from '@weft/workflow';
import { splitExecution, type ItemsChunk } from './execution-chunks';
import type { ReaderReply, ReaderRequest } from './execution-reader-messages';

/**
 * Reads an execution off the editor's main thread: receiving, decoding and parsing tens of megabytes
 * there stalled the canvas for a second or more. The items then go to the main thread a chunk at a
 * time, when it asks for the next one (once a frame).
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ReaderRequest>) => void) | null;
  postMessage(message: ReaderReply): void;
}
const scope = globalThis as unknown as WorkerScope;

/** About 8 ms a chunk to take in on the main thread (items of 20 fields or so), well within a frame. */
const CHUNK_ITEMS = 1000;

let chunks: ItemsChunk[] = [];

async function read(url: string): Promise<ReaderReply> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) return { type: 'failed' };
  const payload = (await response.json()) as { data?: unknown };
  if (typeof payload.data !== 'object' || payload.data === null) return { type: 'failed' };
  const split = splitExecution(payload.data as IExecution, CHUNK_ITEMS);
  chunks = split.chunks.reverse();
  return { type: 'outline', outline: split.outline, chunkCount: chunks.length };
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'read') {
    read(request.url).then((reply) => scope.postMessage(reply), () => scope.postMessage({ type: 'failed' }));
    return;
  }
  const chunk = chunks.pop();
  scope.postMessage(chunk ? { type: 'chunk', chunk } : { type: 'failed' });
};
