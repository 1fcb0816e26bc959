import type { Logger } from '@weft/workflow';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** The default logger: writes to the console from `level` up. The server passes its own. */
export function createConsoleLogger(level: LogLevel = 'info'): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, meta?: object) => {
    if (ORDER[at] < ORDER[level]) return;
    const line = meta ? `${message} ${JSON.stringify(meta)}` : message;
    if (at === 'error') console.error(line);
    else if (at === 'warn') console.warn(line);
    else console.log(line);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** Adds fixed metadata (node, execution) to every message of `logger`. */
export function withMeta(logger: Logger, fixed: object): Logger {
  const wrap = (level: keyof Logger) => (message: string, meta?: object) => logger[level](message, { ...fixed, ...meta });
  return { debug: wrap('debug'), info: wrap('info'), warn: wrap('warn'), error: wrap('error') };
}
