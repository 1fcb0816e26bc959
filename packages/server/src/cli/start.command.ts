import { ConfigError, loadConfig } from '../config.js';
import { startServer, type RunningServer } from '../server.js';
import { exitOnStopSignals } from './stop-signals.js';

function openInstanceWarning(editorUrl: string): string {
  return 'Warning: no owner account is set up yet, so this instance is open to anyone who can reach it.\n'
    + `Set up the owner account at ${editorUrl}setup\n\n`;
}

/** `weft start`: runs until SIGINT or SIGTERM, then shuts down cleanly. */
export async function run(_args: string[]): Promise<number | undefined> {
  let server: RunningServer;
  try {
    server = await startServer(loadConfig());
  } catch (error) {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`Weft could not start: ${message}\n`);
    return 1;
  }
  // Before setup everyone who reaches the editor is signed in as the default user, who acts as owner.
  const open = !await server.services.repositories.users.findByRole('owner');
  process.stdout.write(`\nEditor is now accessible via:\n${server.editorUrl}\n\n${open ? openInstanceWarning(server.editorUrl) : ''}`);

  exitOnStopSignals('Weft', async () => {
    await server.close();
    return 0;
  });
  // Keep running: the listening server holds the event loop open.
  return undefined;
}
