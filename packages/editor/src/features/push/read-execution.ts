import { getExecution } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { buildUrl, restBaseUrl, type ApiClient } from '../../api/api-client';
import { readBasePath } from '../../domain/base-path';
import { addChunk } from './execution-chunks';
import type { ReaderReply, ReaderRequest } from './execution-reader-messages';
import { onNextFrame } from './next-frame';

/** The worker could not run (its script refused or failed to load): the page reads the execution itself. */
const WORKER_UNAVAILABLE = Symbol('worker unavailable');

/**
 * Reads an execution in a worker and takes its items in one chunk a frame, so that a run of tens of
 * megabytes keeps the canvas drawing while it comes; undefined when it cannot be read. Without
 * workers (tests), or where the page may not start one (a stricter Content-Security-Policy in front
 * of Weft), it is read through the client.
 */
export async function readExecution(client: ApiClient, executionId: string): Promise<IExecution | undefined> {
  const readThroughClient = () => client.request(getExecution, { params: { id: executionId } }).catch(() => undefined);
  if (typeof Worker === 'undefined') return readThroughClient();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./execution-reader.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return readThroughClient();
  }
  const read = await readInWorker(worker, executionId);
  return read === WORKER_UNAVAILABLE ? readThroughClient() : read;
}

async function readInWorker(worker: Worker, executionId: string): Promise<IExecution | undefined | typeof WORKER_UNAVAILABLE> {
  const ask = (request: ReaderRequest) => worker.postMessage(request);
  try {
    return await new Promise<IExecution | undefined | typeof WORKER_UNAVAILABLE>((resolve) => {
      let outline: IExecution | undefined;
      let left = 0;
      worker.onerror = () => resolve(WORKER_UNAVAILABLE);
      worker.onmessage = (event: MessageEvent<ReaderReply>) => {
        const reply = event.data;
        if (reply.type === 'failed') return resolve(undefined);
        if (reply.type === 'outline') {
          outline = reply.outline;
          left = reply.chunkCount;
        } else {
          try {
            if (outline) addChunk(outline, reply.chunk);
          } catch {
            return resolve(undefined);
          }
          left -= 1;
        }
        if (left === 0) return resolve(outline);
        onNextFrame(() => ask({ type: 'next' }));
      };
      // The worker resolves relative URLs against its script's, not the page's.
      const url = new URL(buildUrl(restBaseUrl(readBasePath()), getExecution, { id: executionId }), document.baseURI);
      ask({ type: 'read', url: url.href });
    });
  } finally {
    worker.terminate();
  }
}
