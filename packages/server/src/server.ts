import type { FastifyInstance } from 'fastify';
import type { WeftConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { buildApp } from './app.js';
import type { AppServices, ServicesOptions } from './services/app-services.js';
import { instanceOrigin } from './services/settings.service.js';

const NODE_TYPES_WARM_UP_DELAY_MS = 100;

export interface RunningServer {
  app: FastifyInstance;
  services: AppServices;
  /** Where a browser opens the editor. */
  editorUrl: string;
  /** Stops taking requests, lets running executions be stored, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(config: WeftConfig, options: ServicesOptions = {}): Promise<RunningServer> {
  const db = await openDatabase(config.database);
  let built;
  try {
    built = await buildApp(config, db, options);
    await built.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await built?.app.close().catch(() => undefined);
    await db.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `Port ${config.port} on ${config.host} is already in use. Stop the program using it, or set WEFT_PORT to another port.`,
      );
    }
    throw error;
  }
  const { app, services } = built;
  // Answered by GET /settings; find out now, in the background, so the editor's first load does not wait.
  void services.npm.isAvailable();
  // The editor's first load asks for every node type: load them just after start (not before the
  // first answer, which a health check may be waiting for), instead of while a user waits.
  const warmUp = setTimeout(() => {
    services.nodeTypesAnswers.prepare().catch((error: unknown) => app.log.warn({ err: error }, 'The node types could not be loaded'));
  }, NODE_TYPES_WARM_UP_DELAY_MS).unref();
  let closing: Promise<void> | undefined;
  return {
    app,
    services,
    editorUrl: `${instanceOrigin(config)}${config.basePath}`,
    close() {
      closing ??= (async () => {
        clearTimeout(warmUp);
        await app.close();
        await services.shutdown();
        await db.close();
      })();
      return closing;
    },
  };
}
