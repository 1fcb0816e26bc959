/*
 * The names an expression may use, and the names it may never touch. The sanitizer rewrites every
 * free identifier: a name listed in EXPRESSION_VARIABLES is read from the expression scope, any other
 * name fails. So the lists below are for clear messages and defence in depth, not the only barrier.
 */

/** Variables of the data proxy (n8n's `$` names), read from the scope of each evaluation. */
export const DATA_VARIABLES = [
  '$', '$json', '$binary', '$input', '$node', '$items', '$item', '$prevNode', '$runIndex', '$itemIndex',
  '$workflow', '$execution', '$now', '$today', '$env', '$vars', '$parameter', '$position', '$jmespath',
  '$data', '$nodeId', '$nodeVersion', '$webhookId', '$evaluateExpression', '$if', '$ifEmpty', '$min',
  '$max', '$credentials', '$response', '$request', '$pageCount', '$secrets', '$resumeWebhookUrl',
  '$value', '$version', '$responseItem', '$fromAI', '$fromAi', '$fromai',
] as const;

/** Standard library values an expression may use (safe copies where the real one is dangerous). */
export const LIBRARY_VARIABLES = [
  'DateTime', 'Duration', 'Interval', 'Math', 'JSON', 'Object', 'Array', 'String', 'Number', 'Boolean',
  'Date', 'RegExp', 'Error', 'TypeError', 'RangeError', 'Map', 'Set', 'Intl', 'BigInt', 'parseInt',
  'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent', 'encodeURI', 'decodeURI',
] as const;

export const EXPRESSION_VARIABLES: ReadonlySet<string> = new Set<string>([...DATA_VARIABLES, ...LIBRARY_VARIABLES]);

/** Global names that are constant in every realm: left as they are. */
export const CONSTANT_GLOBALS: ReadonlySet<string> = new Set(['undefined', 'NaN', 'Infinity']);

/**
 * Names refused when an expression uses them as globals, with a message saying so (rather than
 * "is not defined"). Declared inside an expression (`parent => parent.id`) they are ordinary locals.
 */
export const BLOCKED_IDENTIFIERS: ReadonlySet<string> = new Set([
  'process', 'globalThis', 'global', 'window', 'self', 'frames', 'parent', 'top', 'document', 'navigator',
  'location', 'Function', 'AsyncFunction', 'GeneratorFunction', 'eval', 'uneval', 'require', 'module',
  'exports', 'arguments', 'Reflect', 'Proxy', 'WebAssembly', 'Symbol', 'Promise', 'Atomics',
  'SharedArrayBuffer', 'setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval',
  'clearImmediate', 'queueMicrotask', 'fetch', 'XMLHttpRequest', 'WebSocket', 'Worker', 'importScripts',
  'postMessage', 'Buffer', 'console', '__dirname', '__filename', 'Deno', 'Bun', 'constructor', '__proto__',
  'prototype', 'localStorage', 'sessionStorage', 'indexedDB', 'alert', 'prompt', 'confirm', 'structuredClone',
]);

/**
 * Property names that lead from a value to its constructor, its prototype or the engine's stack
 * machinery; refused in `a.name`, object keys and patterns, and checked at run time for computed
 * access (`a[name]`). `caller`, `callee` and `arguments` are not listed: compiled expressions are
 * strict code and every function they can reach is strict or built in, for which reading those
 * throws, so data fields with those names stay readable.
 */
export const BLOCKED_PROPERTIES: ReadonlySet<string> = new Set([
  'constructor', '__proto__', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__',
  '__lookupSetter__', 'prepareStackTrace', 'captureStackTrace', 'stackTraceLimit', 'getPrototypeOf',
  'setPrototypeOf', 'defineProperty', 'defineProperties', 'getOwnPropertyDescriptor', 'getOwnPropertyDescriptors',
]);
