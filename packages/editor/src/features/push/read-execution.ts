import { getExecution } from '@weft/contracts';
import type { IExecution } from '@weft/workflow';
import { buildUrl, restBaseUrl, type ApiClient } from '../../api/api-client';
import { readBasePath } from '../../domain/base-path';
import { addChunk } from './execution-chunks';
import type { ReaderReply, ReaderRequest } from './execution-reader-messages';
import { onNextFrame } from './next-frame';

/**
 * Reads an execution in a worker and takes its items in one chunk a frame, so that a run of tens of
 * megabytes keeps the canvas drawing while it comes; undefined when it cannot be read. Without
 * workers (tests) it is read through the client.
 */
export async function readExecution(client: ApiClient, executionId: string): Promise<IExecution | undefined> {
  if (typeof Worker === 'undefined') return client.request(getExecution, { params: { id: executionId } }).catch(() => undefined);
  const worker = new Worker(new URL('./execution-reader.worker.ts', import.meta.url), { type: 'module' });
  const ask = (request: ReaderRequest) => worker.postMessage(request);
  try {
    return await new Promise<IExecution | undefined>((resolve) => {
      let outline: IExecution | undefined;
      let left = 0;
      worker.onerror = () => resolve(undefined);
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
