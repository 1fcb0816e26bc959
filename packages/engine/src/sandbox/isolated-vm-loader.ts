import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type IsolatedVM from 'isolated-vm';
import { CodeRunError } from '@weft/workflow';

export type IsolatedVm = typeof IsolatedVM;

const require = createRequire(import.meta.url);
let loaded: IsolatedVm | undefined;
let luxonSource: string | undefined;
let bufferSource: string | undefined;

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

/** A package's main file by its path ("buffer" alone would name Node's own module). */
function moduleSource(name: string): string {
  return readFileSync(require.resolve(`${name}/index.js`), 'utf8');
}

/**
 * The `buffer` package (Node's Buffer written in plain JavaScript) with its two dependencies, as a
 * script whose value is the Buffer class: the code's `Buffer` lives inside the isolate, so no
 * Node object crosses into the sandbox.
 */
export function readBufferSource(): string {
  if (bufferSource) return bufferSource;
  const modules = ['base64-js', 'ieee754', 'buffer'].map((name) => `${JSON.stringify(name)}: function (module, exports, require) {\n${moduleSource(name)}\n}`);
  bufferSource = `(function () {
const factories = {${modules.join(',\n')}};
const cache = {};
function load(name) {
  if (cache[name]) return cache[name].exports;
  const module = { exports: {} };
  cache[name] = module;
  factories[name](module, module.exports, load);
  return module.exports;
}
return load('buffer').Buffer;
})()`;
  return bufferSource;
}
