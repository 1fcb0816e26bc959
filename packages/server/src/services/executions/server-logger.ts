import type { Logger } from '@weft/workflow';

/** The server's (pino-shaped) logger. */
export interface ServerLogger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The engine's logger (message first) writing to the server's log. */
export function engineLogger(log: ServerLogger): Logger {
  return {
    debug: (message, meta) => log.debug({ ...meta }, message),
    info: (message, meta) => log.info({ ...meta }, message),
    warn: (message, meta) => log.warn({ ...meta }, message),
    error: (message, meta) => log.error({ ...meta }, message),
  };
}
