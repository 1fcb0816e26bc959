import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client';
import { readExecution } from './read-execution';

const messages = { unreachable: 'down', requestFailed: () => 'failed', invalidAnswer: 'invalid', invalidAnswerHint: '' };
const execution = {
  id: '4', finished: true, mode: 'manual', status: 'success', startedAt: '2026-01-01T00:00:00.000Z', stoppedAt: '2026-01-01T00:00:01.000Z',
  workflowId: '1', retryOf: null, retrySuccessId: null, waitTill: null, workflowData: {},
  data: { resultData: { runData: { Code: [{ startTime: 0, executionTime: 1, source: [], data: { main: [[{ json: { total: 3 } }]] } }] } } },
};

function server() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: execution }), { status: 200 }));
  return { fetch, client: createApiClient({ baseUrl: '/rest', messages, fetch }) };
}

/** A worker whose script never runs: the browser reports an error event instead (a CSP in front of Weft, say). */
class RefusedWorker {
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage() {
    setTimeout(() => this.onerror?.(new Event('error')));
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readExecution', () => {
  it("reads the run itself when the reader worker's script cannot run", async () => {
    vi.stubGlobal('Worker', RefusedWorker);
    const { fetch, client } = server();
    const read = await readExecution(client, '4');
    expect(read).toMatchObject({ data: { resultData: { runData: { Code: [{ data: { main: [[{ json: { total: 3 } }]] } }] } } } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the run itself when the page may not start a worker at all', async () => {
    vi.stubGlobal('Worker', class { constructor() { throw new DOMException('refused', 'SecurityError'); } });
    const { fetch, client } = server();
    const read = await readExecution(client, '4');
    expect(read?.status).toBe('success');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
