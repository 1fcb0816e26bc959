/**
 * The Python worker thread's own JavaScript (run with `eval: true`, so that it needs no file of its
 * own next to the compiled engine). It loads Pyodide once and then runs one Python run per message.
 *
 * Containment, in layers:
 * - Node's capabilities are hidden before Pyodide loads (`process`, `Buffer`, network classes), so
 *   Pyodide sets itself up as in a plain JavaScript shell: it never takes hold of Node's `fs`,
 *   `child_process` or `net` (no host files, no `os.system`, no sockets). It reads only its own
 *   files, through a reader limited to Pyodide's folder that is removed once it has loaded.
 * - Code generation from strings is refused after loading (`eval`, `Function` and its async and
 *   generator variants): JavaScript reached from Python cannot compile `import('node:fs')`.
 * - Python's `js` module is an empty object and is unregistered with `pyodide_js` (see the runtime).
 * - WebAssembly memory may not grow beyond the run's limit (Python then raises MemoryError).
 */
export const PYTHON_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const pyodideDir = workerData.pyodideDir;
const signal = new Int32Array(workerData.signal);
const replies = workerData.replies;
const MB = 1024 * 1024;

function readOwnFile(file) {
  const resolved = path.resolve(pyodideDir, String(file).replace(/^file:\/\//, ''));
  if (!resolved.startsWith(pyodideDir + path.sep)) throw new Error('No such file: ' + String(file));
  return fs.readFileSync(resolved);
}

const realGrow = WebAssembly.Memory.prototype.grow;
let growLimit = Infinity;
let growRefused = false;
WebAssembly.Memory.prototype.grow = function grow(pages) {
  if (this.buffer.byteLength + pages * 65536 > growLimit) {
    growRefused = true;
    throw new RangeError('The code memory limit is reached');
  }
  return realGrow.call(this, pages);
};

for (const name of ['process', 'Buffer', 'global', 'fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest',
  'BroadcastChannel', 'Request', 'Response', 'Headers', 'FormData']) {
  delete globalThis[name];
}
globalThis.read = (file, mode) => (mode === 'binary' ? new Uint8Array(readOwnFile(file)) : readOwnFile(file).toString('utf8'));
globalThis.readbuffer = (file) => {
  const bytes = readOwnFile(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};
globalThis.load = () => { throw new Error('Loading scripts is not available'); };
// A JavaScript shell asks its "os.system" for random bytes: this one answers only that question.
globalThis.os = Object.freeze({
  system(_command, args) {
    const wanted = /head -c(\d+) \/dev\/urandom/.exec(String(args && args[1]));
    if (!wanted) throw new Error('Running commands is not available');
    const bytes = new Uint8Array(Number(wanted[1]));
    for (let i = 0; i < bytes.length; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
    let text = '';
    for (let i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text);
  },
});

function refuseCodeGeneration() {
  const refuse = function () { throw new EvalError('Running JavaScript from Python is not allowed'); };
  const guard = (real) => new Proxy(real, { apply: refuse, construct: refuse });
  for (const sample of [function () {}, async function () {}, function* () {}, async function* () {}]) {
    const prototype = Object.getPrototypeOf(sample);
    Object.defineProperty(prototype, 'constructor', {
      value: guard(prototype.constructor), writable: false, enumerable: false, configurable: false,
    });
  }
  Object.defineProperty(globalThis, 'Function', { value: Function.prototype.constructor, writable: false, configurable: false });
  Object.defineProperty(globalThis, 'eval', { value: guard(eval), writable: false, configurable: false });
}

/** Asks the host a question about the execution and waits for the answer (the code runs synchronously). */
function hostCall(op, argsText) {
  Atomics.store(signal, 0, 0);
  parentPort.postMessage({ type: 'call', op, args: String(argsText) });
  Atomics.wait(signal, 0, 0);
  const reply = receiveMessageOnPort(replies);
  return reply ? reply.message : JSON.stringify({ error: { message: 'The host did not answer' } });
}

let currentRun = 0;
function consoleOut(level, text) {
  parentPort.postMessage({ type: 'console', id: currentRun, level: String(level), text: String(text) });
}

async function start() {
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, 'pyodide.mjs')).href);
  const pyodide = await loadPyodide({
    indexURL: pyodideDir + '/',
    jsglobals: Object.create(null),
    env: { HOME: '/home/pyodide' },
    // No one types into a workflow: input() ends at once (EOFError).
    stdin: () => null,
    stdout: (text) => consoleOut('log', text),
    stderr: (text) => consoleOut('error', text),
  });
  const namespace = pyodide.globals.get('dict')();
  pyodide.runPython(workerData.runtimeSource, { globals: namespace });
  const run = namespace.get('weft_run');
  pyodide.runPython(workerData.lockdownSource, { globals: pyodide.globals.get('dict')() });
  pyodide.unregisterJsModule('js');
  pyodide.unregisterJsModule('pyodide_js');
  for (const name of ['read', 'readbuffer', 'load']) delete globalThis[name];
  refuseCodeGeneration();
  const baseline = pyodide._module.HEAPU8.buffer.byteLength;
  let broken = false;
  parentPort.on('message', (message) => {
    if (!message || message.type !== 'run') return;
    currentRun = message.id;
    growRefused = false;
    growLimit = baseline + message.memoryLimitMb * MB;
    let outcome;
    try {
      outcome = broken ? undefined : String(run(message.code, message.input, hostCall, consoleOut));
    } catch (error) {
      broken = true;
      outcome = JSON.stringify({ error: { kind: 'runtime', message: String(error && error.message || error) } });
    }
    parentPort.postMessage({ type: 'done', id: message.id, outcome, memoryRefused: growRefused, broken });
  });
  parentPort.postMessage({ type: 'ready' });
}

start().catch((error) => {
  parentPort.postMessage({ type: 'failed', message: String(error && error.stack || error) });
});
`;
