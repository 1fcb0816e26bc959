import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type IsolatedVM from 'isolated-vm';
import { CodeRunError } from '@weft/workflow';

export type IsolatedVm = typeof IsolatedVM;

const require = createRequire(import.meta.url);
let loaded: IsolatedVm | undefined;
let luxonSource: string | undefined;

/**
 * isolated-vm, loaded on first use: a server that never runs a Code node never loads the native
 * module (start-up stays fast, and a missing build only fails the Code nodes).
 */
export function loadIsolatedVm(): IsolatedVm {
  if (loaded) return loaded;
  try {
    loaded = require('isolated-vm') as IsolatedVm;
  } catch (error) {
    throw new CodeRunError('unavailable', 'The code sandbox is not available on this server', {
      description: `isolated-vm could not be loaded (${error instanceof Error ? error.message : String(error)}). `
        + 'Reinstall Weft\'s dependencies (npm install) so that it is built for this Node version.',
    });
  }
  return loaded;
}

/** Luxon's browser build (a script defining `luxon`), evaluated inside each sandbox context. */
export function readLuxonSource(): string {
  luxonSource ??= readFileSync(join(dirname(require.resolve('luxon/package.json')), 'build/global/luxon.min.js'), 'utf8');
  return luxonSource;
}
