import { ConfigError, loadConfig } from '../config.js';
import { startServer, type RunningServer } from '../server.js';
import { exitOnStopSignals } from './stop-signals.js';

/**
 * `weft webhook` (queue mode): answers production webhooks and forms on WEFT_PORT and hands their
 * runs to the workers. Several behind a load balancer share the calls; the editor, the API and the
 * triggers stay with the main process.
 */
export async function run(_args: string[]): Promise<number | undefined> {
  let server: RunningServer;
  try {
    const config = loadConfig();
    if (config.executionsMode !== 'queue') {
      throw new ConfigError('weft webhook serves webhooks of queue mode: set EXECUTIONS_MODE=queue (with DB_TYPE=postgresdb and Redis, QUEUE_BULL_REDIS_HOST), as for the main process');
    }
    server = await startServer(config, { role: 'webhook' });
  } catch (error) {
    process.stderr.write(`The webhook process could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  process.stdout.write(`Webhook process ${server.services.queue?.processId ?? ''} is answering webhooks at ${server.editorUrl}webhook/\n`);
  exitOnStopSignals('the webhook process', async () => {
    await server.close();
    return 0;
  });
  return undefined;
}
