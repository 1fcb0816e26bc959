/**
 * The `weft` command. Each sub-command lives in its own module, loaded only when it is run, so that
 * `weft start` pays for nothing else.
 */
interface Command {
  summary: string;
  load(): Promise<{ run(args: string[]): Promise<number | undefined> }>;
}

const commands: Record<string, Command> = {
  start: {
    summary: 'Start the server: editor, REST API and webhooks',
    load: () => import('./start.command.js'),
  },
  worker: {
    summary: 'Queue mode: run executions from the queue (--concurrency N, 10 by default)',
    load: () => import('./worker.command.js'),
  },
  webhook: {
    summary: 'Queue mode: answer production webhooks and forms, handing their runs to workers',
    load: () => import('./webhook.command.js'),
  },
  execute: {
    summary: 'Run a workflow (--file <n8n export> or --id) and print its run data as JSON',
    load: () => import('./execute.command.js'),
  },
  'import:workflow': {
    summary: 'Import workflows from a file in n8n\'s export format (--input)',
    load: () => import('./import-workflow.command.js'),
  },
  'export:workflow': {
    summary: 'Export a workflow (--id) or all (--all) in n8n\'s export format (--output)',
    load: () => import('./export-workflow.command.js'),
  },
  'import:credentials': {
    summary: 'Import credentials from a file in n8n\'s export format (--input)',
    load: () => import('./import-credentials.command.js'),
  },
  'export:credentials': {
    summary: 'Export a credential (--id) or all (--all), encrypted unless --decrypted (--output)',
    load: () => import('./export-credentials.command.js'),
  },
};

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return ['Usage: weft <command> [options]', '', 'Commands:', ...lines].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${usage()}\n`);
    return name === undefined ? 1 : 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${usage()}\n`);
    return 1;
  }
  const { run } = await command.load();
  return (await run(args)) ?? 0;
}
