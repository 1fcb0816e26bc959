import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from '@weft/workflow/validation';
import { loadConfig, type WeftConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { createServices, type AppServices } from '../services/app-services.js';
import type { ServerLogger } from '../services/executions/server-logger.js';

/** A CLI command failed for a reason the user can fix; the message is printed as it is. */
export class CliError extends Error {}

/** Parses `--name value`, `--name=value` and bare `--flag` options. */
export function parseOptions(args: string[]): Map<string, string | true> {
  const options = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) throw new CliError(`Unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    if (eq > 0) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (i + 1 < args.length && !(args[i + 1] as string).startsWith('--')) {
      options.set(arg.slice(2), args[++i] as string);
    } else {
      options.set(arg.slice(2), true);
    }
  }
  return options;
}

export function stringOption(options: Map<string, string | true>, name: string): string | undefined {
  const value = options.get(name);
  if (value === true) throw new CliError(`--${name} needs a value`);
  return value;
}

/** Reads and parses a JSON file, with messages naming the file. */
export async function readJsonFile(path: string): Promise<unknown> {
  const file = resolve(path);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`The file "${file}" does not exist`);
    if (code === 'EISDIR') throw new CliError(`"${file}" is a folder, not a file`);
    throw new CliError(`The file "${file}" could not be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`The file "${file}" is not valid JSON: ${(error as Error).message}`);
  }
  // Validation, storage and runs walk the data recursively: too deep, they would run out of stack.
  if (isNestedDeeperThan(parsed, MAX_JSON_DEPTH)) throw new CliError(tooDeeplyNestedMessage(`The file "${file}"`));
  return parsed;
}

/** Log lines go to standard error, so that standard output carries only the command's result. */
export function stderrLogger(level: WeftConfig['logLevel']): ServerLogger {
  const order = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  const min = level === 'silent' ? Infinity : order.indexOf(level);
  const write = (at: string) => (object: object, message: string) => {
    if (order.indexOf(at) < min) return;
    process.stderr.write(`${JSON.stringify({ level: at, msg: message, ...object })}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * The configured database and services, without the HTTP server and without activating workflows:
 * what a one-off command (`execute`, `import:workflow`, ...) needs. `close` waits for running executions.
 */
export async function openCliContext(): Promise<{ services: AppServices; db: Db; close(): Promise<void> }> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  const services = await createServices(config, db, stderrLogger(config.logLevel === 'info' ? 'warn' : config.logLevel), { role: 'command' });
  return {
    services,
    db,
    async close() {
      await services.shutdown();
      await db.close();
    },
  };
}

/** Runs a command body with the context, turning known failures into a message and exit code 1. */
export async function withCliContext(body: (context: { services: AppServices }) => Promise<number>): Promise<number> {
  let context: Awaited<ReturnType<typeof openCliContext>> | undefined;
  try {
    context = await openCliContext();
    return await body(context);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await context?.close().catch(() => undefined);
  }
}
