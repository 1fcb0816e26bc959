import { DATA_API_SOURCE } from './data-api.source.js';
import { GLOBALS_SOURCE } from './globals.source.js';
import { RESULTS_SOURCE } from './results.source.js';
import { RUN_SOURCE } from './run.source.js';

/**
 * The sandbox runtime: a script whose value is a factory, called once per context with the host
 * bridge. It answers `{ run, checkBody }` and keeps everything else in its closure.
 */
export const RUNTIME_SOURCE = [
  '(function weftSandboxRuntime(host, hostAsyncReference, log, luxon, setup, BufferClass, moduleHost, moduleCode) {',
  GLOBALS_SOURCE,
  RESULTS_SOURCE,
  DATA_API_SOURCE,
  RUN_SOURCE,
  'return { run: run, checkBody: checkBody };',
  '})',
].join('\n');

/** The names the user's code sees as variables, per mode (the wrapper function's parameters). */
export const CODE_PARAMETERS = {
  runOnceForAllItems: ['$input', '$json', '$binary', '$itemIndex', 'items', '$', '$node', '$item'],
  runOnceForEachItem: ['$input', '$json', '$binary', '$itemIndex', '$', '$node', '$item'],
  function: ['items', '$input', '$json', '$binary', '$itemIndex', '$', '$node', '$item'],
  functionItem: ['item', 'getBinaryData', 'setBinaryData', '$input', '$json', '$binary', '$itemIndex', '$', '$node', '$item'],
} as const;
