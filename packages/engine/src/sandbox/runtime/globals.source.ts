/**
 * In-isolate JavaScript (a string, evaluated inside the sandbox; it never runs on the host), part 1:
 * the intrinsics the runtime keeps for itself, and the globals the user's code sees.
 *
 * It runs first in every fresh context, before any user code, so the builtins it captures are the
 * real ones: later changes by user code (`Array.prototype.push = ...`, `JSON.parse = ...`) cannot
 * steer the runtime. The host bridge (`host`, `log`) lives only in these closures, never on a
 * global, so user code cannot reach it.
 *
 * In scope: `host(op, argsJson) -> answerJson` (sync), `hostAsyncReference` (a reference to the host's
 * `(op, argsJson) => Promise<answerJson>`),
 * `log(level, args)` (fire and forget),
 * `luxon` (the library object), `setup` (JSON: timezone, globals),
 * `BufferClass` (the buffer package's Buffer, evaluated in this isolate),
 * `moduleHost(specifier, fromFile|null) -> answerJson` (the host resolves a `require`),
 * `moduleCode(file)` (the file's code, compiled by the host, as a CommonJS function).
 */
export const GLOBALS_SOURCE = String.raw`
'use strict';
const G = globalThis;
const apply = Reflect.apply;
const ownKeys = Reflect.ownKeys;
const deleteProperty = Reflect.deleteProperty;
const defineProperty = Object.defineProperty;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const objectKeys = Object.keys;
const hasOwn = Object.hasOwn;
const isArray = Array.isArray;
const parse = JSON.parse;
const stringify = JSON.stringify;
const toText = String;
const ErrorClass = Error;
const TypeErrorClass = TypeError;
const ProxyClass = Proxy;
const MapClass = Map;
const mapGet = Map.prototype.get;
const mapSet = Map.prototype.set;
const SetClass = Set;
const setHas = Set.prototype.has;
const regexpExec = RegExp.prototype.exec;
const stringSplit = String.prototype.split;
const AsyncFunction = (async function () {}).constructor;
const FunctionClass = Function;

function safeText(value) {
  try {
    return toText(value);
  } catch (error) {
    return '[value that cannot be shown]';
  }
}

/** A value that can cross to the host: JSON-like data, or its text. */
function transferable(value) {
  const type = typeof value;
  if (value === null || value === undefined || type === 'string' || type === 'number' || type === 'boolean') return value;
  if (type === 'bigint') return safeText(value) + 'n';
  if (type === 'function') return '[Function ' + safeText(value.name || 'anonymous') + ']';
  if (type === 'symbol') return safeText(value);
  if (value instanceof ErrorClass) return safeText(value.stack || value);
  try {
    const text = stringify(value);
    return text === undefined ? safeText(value) : parse(text);
  } catch (error) {
    return safeText(value);
  }
}

const settings = parse(setup);

const referenceApply = hostAsyncReference.apply;
/** Asks the host a question it answers asynchronously; the answer is JSON text, as host's. */
function hostAsync(op, argsText) {
  return apply(referenceApply, hostAsyncReference, [undefined, [op, argsText], { result: { promise: true, copy: true } }]);
}

function defineGlobal(name, value) {
  defineProperty(G, name, { value: value, writable: false, enumerable: false, configurable: false });
}

// Nothing here needs them, and they open ways around the limits (shared memory, blocking waits,
// native-speed allocation outside the heap accounting).
deleteProperty(G, 'WebAssembly');
deleteProperty(G, 'SharedArrayBuffer');
deleteProperty(G, 'Atomics');

const consoleObject = {};
const levels = ['log', 'info', 'warn', 'error', 'debug'];
for (let i = 0; i < levels.length; i++) {
  const level = levels[i];
  consoleObject[level] = function () {
    const args = [];
    for (let j = 0; j < arguments.length; j++) args[j] = transferable(arguments[j]);
    log(level, args);
  };
}
consoleObject.trace = consoleObject.debug;
defineGlobal('console', consoleObject);

const DateTime = luxon.DateTime;
luxon.Settings.defaultZone = settings.timezone;
defineGlobal('DateTime', DateTime);
defineGlobal('Duration', luxon.Duration);
defineGlobal('Interval', luxon.Interval);
defineProperty(G, '$now', { get: function () { return DateTime.now(); }, enumerable: false, configurable: false });
defineProperty(G, '$today', { get: function () { return DateTime.now().startOf('day'); }, enumerable: false, configurable: false });

const providedGlobals = settings.globals || {};
const providedNames = objectKeys(providedGlobals);
for (let i = 0; i < providedNames.length; i++) defineGlobal(providedNames[i], providedGlobals[providedNames[i]]);

function bridgeError(answer) {
  const error = new ErrorClass(toText(answer.message));
  if (answer.description) error.description = toText(answer.description);
  return error;
}

/** Asks the host; the answer is parsed anew on every call, so the code always gets its own copy. */
function hostAnswer(op, args) {
  let argsText;
  try {
    argsText = stringify(args);
  } catch (error) {
    throw new TypeErrorClass('Only JSON data can be passed here (' + safeText(error && error.message) + ')');
  }
  return host(op, argsText);
}

function readAnswer(answerText) {
  const answer = parse(answerText);
  if (answer.error) throw bridgeError(answer.error);
  return answer.ok;
}

/** Answers that do not depend on the current item are asked for once per run. */
const answerCache = new MapClass();
function hostCall(op, args, cacheable) {
  if (!cacheable) return readAnswer(hostAnswer(op, args));
  const key = op + ':' + stringify(args);
  let answerText = apply(mapGet, answerCache, [key]);
  if (answerText === undefined) {
    answerText = hostAnswer(op, args);
    apply(mapSet, answerCache, [key, answerText]);
  }
  return readAnswer(answerText);
}

/** Static data the code asked for, by type; handed back with the result. */
const staticData = {};
function getWorkflowStaticData(type) {
  const key = type === 'global' ? 'global' : 'node';
  if (!hasOwn(staticData, key)) staticData[key] = hostCall('staticData', [key], false);
  return staticData[key];
}
defineGlobal('$getWorkflowStaticData', getWorkflowStaticData);
defineGlobal('getWorkflowStaticData', getWorkflowStaticData);
defineGlobal('$jmespath', function (data, expression) { return hostCall('jmespath', [data, expression], false); });
defineGlobal('$items', function () {
  const args = [];
  for (let i = 0; i < arguments.length; i++) args[i] = arguments[i];
  return hostCall('items', args, true);
});

defineGlobal('Buffer', BufferClass);

function toBase64(data, encoding) {
  if (BufferClass.isBuffer(data) || data instanceof Uint8Array) return BufferClass.from(data).toString('base64');
  if (typeof data !== 'string') throw new TypeErrorClass('The data must be a string or a Buffer');
  return BufferClass.from(data, encoding || 'utf8').toString('base64');
}

function digestAnswer(base64, encoding) {
  const bytes = BufferClass.from(base64, 'base64');
  return encoding ? bytes.toString(encoding) : bytes;
}

/** A hash or HMAC whose bytes are gathered here and digested by the host's crypto. */
function hasher(kind, algorithm, key) {
  const chunks = [];
  const object = {
    update: function (data, encoding) { chunks[chunks.length] = toBase64(data, encoding); return object; },
    digest: function (encoding) { return digestAnswer(hostCall('crypto', [kind, algorithm, key, chunks], false), encoding); },
  };
  return object;
}

const cryptoModule = {
  createHash: function (algorithm) { return hasher('hash', toText(algorithm), null); },
  createHmac: function (algorithm, key) { return hasher('hmac', toText(algorithm), toBase64(key)); },
  randomUUID: function () { return hostCall('crypto', ['uuid'], false); },
  randomBytes: function (size) { return BufferClass.from(hostCall('crypto', ['bytes', size], false), 'base64'); },
};

/** Node's modules the sandbox has its own copies of; the host names which one a require gets. */
const SANDBOX_MODULES = { buffer: { Buffer: BufferClass }, crypto: cryptoModule };

/** Module objects of this context by file, as Node's require cache: each file runs once, a cycle sees partial exports. */
const moduleCache = new MapClass();
const mapDelete = Map.prototype.delete;

function moduleError(answer) {
  const error = bridgeError(answer);
  error.code = 'MODULE_NOT_FOUND';
  return error;
}

/**
 * CommonJS require: the host resolves the specifier (user code's from the allowed packages, a
 * package's own from its file) and the file's code is compiled there, once per isolate.
 */
function loadModule(specifier, from) {
  const answer = parse(moduleHost(toText(specifier), from));
  if (answer.error) throw moduleError(answer.error);
  const found = answer.ok;
  if (found.kind === 'sandbox') return SANDBOX_MODULES[found.name];
  const cached = apply(mapGet, moduleCache, [found.path]);
  if (cached) return cached.exports;
  const module = { id: found.path, filename: found.path, path: found.dirname, exports: {}, loaded: false, children: [] };
  apply(mapSet, moduleCache, [found.path, module]);
  try {
    if (hasOwn(found, 'json')) {
      module.exports = parse(found.json);
    } else {
      const factory = moduleCode(found.path);
      const localRequire = function require(inner) { return loadModule(inner, found.path); };
      apply(factory, module.exports, [module.exports, localRequire, module, found.path, found.dirname]);
    }
  } catch (error) {
    apply(mapDelete, moduleCache, [found.path]);
    throw error;
  }
  module.loaded = true;
  return module.exports;
}

/** n8n's require: modules not allowed by the two environment variables are not found. */
function requireModule(specifier) {
  return loadModule(specifier, null);
}
defineGlobal('require', requireModule);

/** What the code's "this" offers: n8n's binary helpers, answered by the host (binary data may live in its store). */
const helpers = {
  prepareBinaryData: async function (data, fileName, mimeType) {
    const base64 = toBase64(data);
    return readAnswer(await hostAsync('prepareBinaryData', stringify([base64, fileName === undefined ? null : fileName, mimeType === undefined ? null : mimeType])));
  },
  getBinaryDataBuffer: async function (itemIndex, propertyName) {
    const base64 = readAnswer(await hostAsync('getBinaryDataBuffer', stringify([itemIndex, propertyName])));
    return BufferClass.from(base64, 'base64');
  },
  binaryToBuffer: async function (data) { return BufferClass.from(data); },
  binaryToString: async function (data, encoding) { return BufferClass.from(data).toString(encoding || 'utf8'); },
};
const codeThis = { helpers: helpers };

// Every global binding is now fixed: code may add globals (removed again after each item) but
// cannot replace or delete the ones above or the builtins. All of them are non-enumerable, so the
// globals code adds the ordinary way ("x = 1", "globalThis.x = 1") are exactly the enumerable ones.
const baseGlobals = ownKeys(G);
for (let i = 0; i < baseGlobals.length; i++) {
  const key = baseGlobals[i];
  const descriptor = getOwnPropertyDescriptor(G, key);
  if (!descriptor || !descriptor.configurable) continue;
  if (hasOwn(descriptor, 'value')) {
    defineProperty(G, key, { value: descriptor.value, writable: false, enumerable: descriptor.enumerable, configurable: false });
  } else {
    defineProperty(G, key, { get: descriptor.get, set: descriptor.set, enumerable: descriptor.enumerable, configurable: false });
  }
}
for (let i = 0; i < baseGlobals.length; i++) {
  const descriptor = getOwnPropertyDescriptor(G, baseGlobals[i]);
  if (descriptor && descriptor.enumerable) defineProperty(G, baseGlobals[i], { enumerable: false });
}

/**
 * Removes the globals the code created ("x = 1" without a declaration, "globalThis.x = 1") before
 * the next item runs. Checking the enumerable keys is cheap enough for every item (a full key list
 * is not); globals defined on purpose as non-enumerable, and changes to builtins, last until the
 * end of the run: every run gets a fresh context.
 */
function removeAddedGlobals() {
  const keys = objectKeys(G);
  if (keys.length === 0) return;
  for (let i = 0; i < keys.length; i++) {
    if (!deleteProperty(G, keys[i])) {
      throw validationError('The code created a global variable that cannot be removed',
        "'" + keys[i] + "' was defined on globalThis for good. Declare variables with let or const inside the code instead.");
    }
  }
}
`;
