/**
 * Known ways out of JavaScript sandboxes, written as Code node code. Each one, if it worked, would
 * reach the host's `process` (and then write MARKER, set process.env.WEFT_ESCAPED), change the
 * host's prototypes or globals, or report `escaped: true`. In Weft's isolate each must fail or
 * report `escaped: false`, leaving the host untouched.
 */
export interface EscapeAttempt {
  name: string;
  code: string;
  mode?: 'runOnceForAllItems' | 'runOnceForEachItem';
}

/** What an attempt does once it holds something it believes is the host's `process` (as P). */
const PWN = "P.env.WEFT_ESCAPED = '1'; P.mainModule.require('fs').writeFileSync(MARKER, 'escaped');";
const viaProcess = (expression: string) => `const P = ${expression};\n${PWN}\nreturn [{ json: { escaped: true } }];`;
const asyncViaProcess = (expression: string) => `const P = await (${expression});\n${PWN}\nreturn [{ json: { escaped: true } }];`;
const report = (condition: string) => `return [{ json: { escaped: Boolean(${condition}) } }];`;

export const ESCAPE_CORPUS: EscapeAttempt[] = [
  // Constructor chains to a Function that would run in the host's realm.
  { name: 'this.constructor.constructor', code: viaProcess("this.constructor.constructor('return process')()") },
  { name: 'string constructor chain', code: viaProcess("''.constructor.constructor('return process')()") },
  { name: 'array method constructor', code: viaProcess("[].map.constructor('return process')()") },
  { name: '$input method constructor', code: viaProcess("$input.all.constructor('return process')()") },
  { name: 'input item json constructor chain', code: viaProcess("$json.constructor.constructor('return process')()") },
  { name: 'items array constructor chain', code: viaProcess("items.constructor.constructor('return process')()") },
  { name: 'Luxon object constructor chain', code: viaProcess("DateTime.now().constructor.constructor('return process')()") },
  { name: 'console.log constructor', code: viaProcess("console.log.constructor('return process')()") },
  { name: '$() function constructor', code: viaProcess("$.constructor('return process')()") },
  { name: 'async function constructor', code: asyncViaProcess("Object.getPrototypeOf(async function () {}).constructor('return process')()") },
  { name: 'generator function constructor', code: viaProcess("(function* () {}).constructor('yield process')().next().value") },
  { name: 'Reflect.construct(Function)', code: viaProcess("Reflect.construct(Function, ['return process'])()") },
  { name: 'Function.prototype.call.call', code: viaProcess("Function.prototype.call.call(Function.prototype.constructor, null, 'return process')()") },
  { name: 'unicode escapes in names', code: viaProcess("this['\\u0063onstructor']['\\u0063onstructor']('return process')()") },
  { name: 'destructured constructor', code: 'const { constructor: { constructor: F } } = $json;\n' + viaProcess("F('return process')()") },
  { name: 'promise constructor chain', code: viaProcess("(async () => {})().constructor.constructor('return process')()") },
  { name: 'Promise.constructor', code: viaProcess("Promise.constructor('return process')()") },
  { name: 'new Function returning this', code: viaProcess('new Function(\'return this\')().process') },
  // eval and modules.
  { name: 'direct eval', code: viaProcess("eval('process')") },
  { name: 'indirect eval', code: viaProcess("(0, eval)('this.process')") },
  { name: 'dynamic import', code: "const fs = await import('fs');\nfs.writeFileSync(MARKER, 'escaped');\nreturn [{ json: { escaped: true } }];" },
  { name: 'import.meta', code: 'return [{ json: { escaped: Boolean(import.meta.url) } }];' },
  { name: 'require', code: "require('child_process').execSync('touch ' + MARKER);\nreturn [{ json: { escaped: true } }];" },
  { name: 'module.require', code: "module.require('fs').writeFileSync(MARKER, 'escaped');\nreturn [{ json: { escaped: true } }];" },
  { name: 'process.binding', code: "process.binding('fs');\nreturn [{ json: { escaped: true } }];" },
  { name: 'globalThis.process and global', code: report("typeof globalThis.process !== 'undefined' || typeof global !== 'undefined'") },
  {
    name: 'host globals (timers, fetch, __dirname)',
    code: report("['setImmediate', 'setTimeout', 'fetch', 'process', 'module', 'exports', '__dirname', 'XMLHttpRequest', 'WebSocket'].some((name) => typeof globalThis[name] !== 'undefined')"),
  },
  // Buffer, require and this.helpers exist as in n8n, but are the isolate's own.
  { name: 'Buffer is the isolate\'s', code: report("Buffer.from('x').constructor.constructor('return typeof process')() !== 'undefined' || Buffer.alloc.constructor('return typeof process')() !== 'undefined'") },
  { name: 'require of a module nobody allowed', code: "const cp = require('child_process');\nreturn [{ json: { escaped: typeof cp.exec === 'function' } }];" },
  { name: 'require through node: prefix', code: "const fs = require('node:fs');\nreturn [{ json: { escaped: typeof fs.readFileSync === 'function' } }];" },
  { name: 'require itself', code: report("require.constructor('return typeof process')() !== 'undefined'") },
  {
    name: 'this.helpers',
    code: "const prepared = await this.helpers.prepareBinaryData(Buffer.from('x'));\n"
      + "const viaHelper = await this.helpers.prepareBinaryData.constructor('return typeof process')();\n"
      + report("viaHelper !== 'undefined' || prepared.constructor.constructor('return typeof process')() !== 'undefined'"),
  },
  { name: 'this in sloppy code', code: report("this && typeof this.process !== 'undefined'") },
  // Engine features that get around limits.
  { name: 'WebAssembly', code: "await WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));\nreturn [{ json: { escaped: true } }];" },
  { name: 'SharedArrayBuffer and Atomics', code: 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);\nreturn [{ json: { escaped: true } }];' },
  // Symbols, getters, proxies and conversions on data that crosses to the host.
  { name: 'Symbol.toPrimitive in output', code: 'return [{ json: { value: { [Symbol.toPrimitive]() { return process.pid; } } } }];' },
  { name: 'util.inspect symbol in output', code: "return [{ json: { [Symbol.for('nodejs.util.inspect.custom')]: () => process.exit(1), shown: 1 } }];" },
  { name: 'Symbol.unscopables with with', code: "with ({ [Symbol.unscopables]: { process: false } }) {\n  return [{ json: { escaped: typeof process !== 'undefined' } }];\n}" },
  { name: 'with over globalThis', code: "with (globalThis) {\n  return [{ json: { escaped: typeof process !== 'undefined' } }];\n}" },
  { name: 'getter on output json', code: "return [{ json: { get escaped() { return typeof process !== 'undefined'; } } }];" },
  {
    name: 'getter planted on an input item',
    code: "Object.defineProperty($json, 'evil', { enumerable: true, get() { return this.constructor.constructor('return process')().pid; } });\nreturn [$input.first()];",
  },
  { name: 'proxy as output', code: "return new Proxy([], { get(target, key) { if (key === 'length') return 1; return { json: { escaped: typeof process !== 'undefined' } }; } });" },
  { name: 'toJSON in output', code: "return [{ json: { toJSON() { return { escaped: typeof process !== 'undefined' }; } } }];" },
  { name: 'valueOf and toString in output', code: 'return [{ json: { n: { valueOf() { return process.pid; }, toString() { return process.title; } } } }];' },
  { name: 'thenable result', code: "return { then(resolve) { resolve([{ json: { escaped: typeof process !== 'undefined' } }]); } };" },
  { name: 'JSON.parse reviver', code: "const out = JSON.parse('{\"a\":1}', function () { return this.constructor.constructor('return typeof process')(); });\n" + report("out !== 'undefined'") },
  // Error and stack tricks.
  {
    name: 'Error.prepareStackTrace call sites',
    code: "Error.prepareStackTrace = (error, frames) => frames.map((frame) => frame.getThis && frame.getThis());\nconst receivers = new Error('x').stack;\n"
      + report("receivers.some((value) => value && typeof value.process !== 'undefined')"),
  },
  { name: 'prepareStackTrace on the error the host reads', code: "Error.prepareStackTrace = () => ({ toString() { return process.pid; } });\nthrow new Error('boom');" },
  { name: 'Error.captureStackTrace on an object', code: 'const target = {};\nError.captureStackTrace(target);\n' + report("typeof target.stack !== 'string' || target.stack.includes('node:internal')") },
  { name: 'thrown object with a getter', code: "throw { get message() { return this.constructor.constructor('return process')().pid; } };" },
  { name: 'thrown proxy', code: "throw new Proxy({}, { get() { throw new Error('trap'); } });" },
  { name: 'arguments.callee.caller chain', code: 'let fn = arguments.callee;\nconst seen = [];\nwhile (fn && seen.length < 10) { seen.push(fn); fn = fn.caller; }\n' + report('seen.length > 1') },
  // Async tricks.
  { name: 'unhandled rejection', code: "Promise.reject(new Error('nobody catches me'));\nreturn [{ json: { escaped: false } }];" },
  { name: 'microtask after the run', code: "Promise.resolve().then(() => { globalThis.late = process.pid; });\nreturn [{ json: { escaped: false } }];" },
  // Pollution and tampering.
  {
    name: 'prototype pollution through the items',
    code: "$input.first().json.__proto__.polluted = 'yes';\nObject.prototype.polluted = 'yes';\nArray.prototype.polluted = 'yes';\nitems.__proto__.__proto__.polluted2 = 1;\nreturn items;",
  },
  { name: '__proto__ keys in output', code: 'return [{ json: JSON.parse(\'{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}\') }];' },
  {
    name: 'replacing the builtins the runtime uses',
    code: "JSON.stringify = () => '{\"items\":[{\"json\":{\"escaped\":true}}]}';\nJSON.parse = () => ({ items: [{ json: { escaped: true } }] });\nArray.isArray = () => false;\nreturn [{ json: { escaped: false } }];",
  },
  { name: 'redefining a global', code: "Object.defineProperty(globalThis, 'JSON', { value: { stringify: () => 'x' } });\nreturn [];" },
  {
    name: 'looking for the host bridge on globals',
    code: "for (const key of Reflect.ownKeys(globalThis)) {\n  let value;\n  try { value = globalThis[key]; } catch { continue; }\n  if (value && (typeof value.applySync === 'function' || typeof value.derefInto === 'function')) return [{ json: { escaped: true } }];\n}\nreturn [{ json: { escaped: false } }];",
  },
  { name: 'changing $workflow', code: "$workflow.name = 'hacked';\n$workflow.__proto__.hacked = true;\nreturn [{ json: { escaped: false } }];" },
  { name: 'bridge with prototype names', code: "const tries = [() => $('__proto__').all(), () => $('constructor').first(), () => $node['__proto__'], () => $items('constructor'), () => $('hasOwnProperty').item];\nfor (const attempt of tries) { try { attempt(); } catch { /* refused */ } }\nreturn [{ json: { escaped: false } }];" },
  { name: 'static data prototype', code: "const data = $getWorkflowStaticData('global');\nObject.defineProperty(data, '__proto__', { value: { polluted: true }, enumerable: true });\ndata.__proto__.polluted = true;\nreturn [];" },
  { name: 'closing the wrapping function', code: "return []; }); globalThis.sneaky = 1; (function () {" },
  // Globals left for the next item.
  {
    name: 'globals leaking to the next item',
    mode: 'runOnceForEachItem',
    code: "if ($itemIndex === 0) { leak = 1; globalThis.leak2 = 2; return { json: { escaped: false } }; }\nreturn { json: { escaped: typeof leak !== 'undefined' || typeof leak2 !== 'undefined' } };",
  },
  // Resource exhaustion: the limits stop it, the host carries on.
  { name: 'endless loop', code: 'while (true) {}' },
  { name: 'promise that never settles', code: 'await new Promise(() => {});' },
  { name: 'catastrophic regular expression', code: "/(a+)+$/.test('a'.repeat(40) + 'b');\nreturn [];" },
  { name: 'huge allocation', code: "const hoard = [];\nwhile (true) hoard.push('x'.repeat(1024) + hoard.length);" },
  { name: 'huge array buffer', code: 'new ArrayBuffer(2 ** 32);\nreturn [];' },
  { name: 'huge string', code: "'x'.repeat(2 ** 30);\nreturn [];" },
  { name: 'deep recursion', code: 'const dive = () => dive();\ndive();' },
  { name: 'circular console output', code: "const loop = {};\nloop.loop = loop;\nconsole.log(loop, { get x() { throw new Error('no'); } });\nreturn [{ json: { escaped: false } }];" },
];
