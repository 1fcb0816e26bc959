import { createServer, type Server } from 'node:http';

export interface WorkerHealthChecks {
  /** Whether the worker can take and store executions now (database and Redis reachable). */
  ready(): Promise<boolean>;
}

/**
 * A worker's health endpoints on QUEUE_HEALTH_CHECK_PORT, as n8n's: `/healthz` answers while the
 * process runs, `/healthz/readiness` only while it reaches the database and Redis (503 otherwise).
 */
export async function startWorkerHealthServer(port: number, host: string, checks: WorkerHealthChecks): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, { status: 'error', message: 'Use GET' });
    if (path === '/healthz') return answer(200, { status: 'ok' });
    if (path === '/healthz/readiness') {
      void checks.ready().then(
        (ready) => answer(ready ? 200 : 503, { status: ready ? 'ok' : 'error' }),
        () => answer(503, { status: 'error' }),
      );
      return undefined;
    }
    return answer(404, { status: 'error', message: 'Not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
