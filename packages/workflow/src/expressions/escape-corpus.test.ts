import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate.js';
import { ExpressionError } from './expression-error.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';
import { DEFAULT_EXPRESSION_TIMEOUT_MS, setExpressionTimeout } from './time-budget.js';

/*
 * Known ways out of JavaScript sandboxes. Every one must fail with an ExpressionError, and none may
 * leave a trace: after the corpus, the host's prototypes, globals and built-ins are checked unchanged.
 */

const PAYLOAD = "globalThis.pwned = 1; process.exitCode = 99; return process";

const ESCAPES: Array<[string, string]> = [
  // Constructor chains to the host's Function
  ['string constructor chain', `''.constructor.constructor('${PAYLOAD}')()`],
  ['array method constructor', `[].map.constructor('${PAYLOAD}')()`],
  ['item json constructor', `$json.constructor.constructor('${PAYLOAD}')()`],
  ['computed constructor', `$json['constructor']['constructor']('${PAYLOAD}')()`],
  ['concatenated constructor', `$json['con' + 'structor']`],
  ['array as key', `$json[['constructor']]`],
  ['toString as key', `$json[{ toString: () => 'constructor' }]`],
  ['unicode escape in member', `''.\\u0063onstructor`],
  ['unicode escape in identifier', `\\u0070rocess.exit()`],
  ['arrow function constructor', `(() => 1)['constructor']('${PAYLOAD}')()`],
  ['function call.call', `$json.toString.call.constructor('${PAYLOAD}')()`],
  ['destructured constructor', `(() => { const { constructor: c } = ''; return c.constructor('${PAYLOAD}')() })()`],
  ['computed destructuring', `(() => { const { ['constr' + 'uctor']: c } = ''; return c })()`],
  ['destructuring assignment', `(() => { let c; ({ constructor: c } = ''); return c })()`],
  ['loop over names', `(() => { for (const k of ['constructor']) return ''[k][k]('${PAYLOAD}')() })()`],
  ['names of a constructor', `Object.getOwnPropertyNames(Array).map((n) => Array[n])`],
  // Prototype pollution
  ['__proto__ write', `({}).__proto__.polluted = 1`],
  ['computed __proto__ write', `({})['__proto__'].polluted = 1`],
  ['Object.prototype via assign', `Object.assign(Object.prototype, { polluted: 1 })`],
  ['getPrototypeOf then assign', `Object.assign(Object.getPrototypeOf({}), { polluted: 1 })`],
  ['computed getPrototypeOf', `Object['getPrototyp' + 'eOf']({}).polluted = 1`],
  ['defineProperty', `Object.defineProperty(Array, 'from', { value: 1 })`],
  ['descriptor of prototype', `Object.getOwnPropertyDescriptor(Array, 'prototype').value.polluted = 1`],
  ['computed descriptors', `Object['getOwnPropertyDescr' + 'iptors'](Array)`],
  ['setPrototypeOf', `Object.setPrototypeOf({}, null)`],
  ['__proto__ literal key', `({ __proto__: { polluted: 1 } }).polluted`],
  ['spread of a prototype', `({ ...Array.prototype })`],
  ['prototype method overwrite', `Object.prototype.toString = () => 'pwned'`],
  // Writes to built-ins shared with the host
  ['Math overwrite', `Math.max = () => 1`],
  ['assign into Math', `Object.assign(Math, { max: null })`],
  ['freeze a host constructor', `Object.freeze(Array)`],
  ['static method overwrite', `Array.from = null`],
  ['Luxon overwrite', `DateTime.now = () => 0`],
  ['delete a static', `delete Date.now`],
  ['JSON overwrite', `JSON.parse = null`],
  ['computed write to Math', `Math['max'] = 1`],
  ['write through an alias', `(() => { const m = Math; m.max = 1 })()`],
  ['write to a constructor from an array', `[Array][0].from = 1`],
  ['assign into Object itself', `(() => { const o = Object; return o.assign(o, { keys: 1 }) })()`],
  ['Luxon shared locale object', `$now.loc.intl = 'xx-pwned'`],
  ['data proxy object', `$input.first = () => 1`],
  // Globals and loaders
  ['this', `this.constructor`],
  ['function this', `(function () { return this })()`],
  ['globalThis', `globalThis.process`],
  ['global', `global.process`],
  ['window and self', `window || self`],
  ['process', `process.env`],
  ['require', `require('child_process').execSync('id')`],
  ['dynamic import', `import('node:fs')`],
  ['import.meta', `import.meta.url`],
  ['eval', `eval('${PAYLOAD}')`],
  ['indirect eval', `(0, eval)('${PAYLOAD}')`],
  ['Function', `Function('${PAYLOAD}')()`],
  ['new Function', `new Function('${PAYLOAD}')`],
  ['setTimeout with a string', `setTimeout('process.exit(1)')`],
  ['Reflect', `Reflect.getPrototypeOf({})`],
  ['Proxy', `new Proxy({}, {})`],
  ['WebAssembly', `WebAssembly.compile(new Uint8Array([0]))`],
  ['SharedArrayBuffer and Atomics', `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)`],
  ['console', `console.log('leak')`],
  ['internal names', `$$ctx`],
  // Symbols, getters, with
  ['Symbol.unscopables', `[][Symbol.unscopables]`],
  ['Symbol.toPrimitive key', `$json[{ [Symbol.toPrimitive]: () => 'constructor' }]`],
  ['__lookupGetter__', `({}).__lookupGetter__('__proto__')`],
  ['__defineGetter__', `({}).__defineGetter__('x', () => 1)`],
  ['with statement', `(() => { with ({}) { return 1 } })()`],
  // Error stack tricks
  ['prepareStackTrace', `(() => { Error.prepareStackTrace = (e, s) => s; return new Error().stack })()`],
  ['caught error constructor', `(() => { try { null.x } catch (e) { return e.constructor.constructor('${PAYLOAD}')() } })()`],
  ['captureStackTrace', `Error.captureStackTrace({})`],
  ['stackTraceLimit', `Error.stackTraceLimit = 0`],
  // Async and generator tricks
  ['async function constructor', `(async () => {})().constructor`],
  ['Promise', `Promise.resolve().then(() => 1)`],
  ['await', `(async () => await 1)()`],
  ['generator constructor', `(function* () {})().constructor`],
  // Other syntax
  ['String.raw tagged template', 'String.raw`x`'],
  ['arguments.callee.caller', `(function () { return arguments.callee.caller })()`],
  ['function caller', `(function f() { return f.caller })()`],
  ['new.target', `(function () { return new.target })()`],
  ['class', `class A {}`],
  ['super', `({ m() { return super.constructor } }).m()`],
  ['label', `(() => { a: for (;;) { break a } })()`],
  // Helpers that take names
  ['$jmespath constructor', `$jmespath({}, 'constructor')`],
  ['$jmespath __proto__', `$jmespath({}, '"__proto__"')`],
  ['$jmespath escaped name', `$jmespath({}, '"\\\\u0063onstructor"')`],
  ['$item scope constructor', `$item(0).constructor`],
  ['nested $evaluateExpression', `$evaluateExpression("{{ ''.constructor \\}}")`],
  ['$node proxy prototype', `$node.__proto__`],
  // Denial of service
  ['endless loop', `(() => { while (true) {} })()`],
  ['endless recursion', `(function f() { return f() })()`],
];

/** Probes that evaluate but must leave the host untouched. */
const HARMLESS: Array<[string, string, unknown]> = [
  ['JSON.parse __proto__ key stays an own key', `JSON.parse('{"__proto__": {"polluted": 1} }').polluted`, undefined],
  ['a key is converted once (no check-then-change)', `(() => { let i = 0; const k = { toString: () => (i++ === 0 ? 'length' : 'constructor') }; return 'abc'[k] })()`, 3],
  ['the item can be changed only in this copy of the scope', `(() => { const o = { ...$json }; o.a = 2; return o.a })()`, 2],
];

const ctx = chainContext([{ name: 'Source', items: jsonItems({ a: 1 }) }], { name: 'Active' });

// This package is typed without Node (it runs in browsers too); the test runs in Node.
const hostProcess = (globalThis as { process?: { exitCode?: unknown } }).process;

interface HostSnapshot {
  prototypes: string[][];
  globals: string[];
  references: unknown[];
  frozen: boolean[];
  exitCode: unknown;
}

function snapshot(): HostSnapshot {
  const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype,
    Error.prototype, RegExp.prototype, Promise.prototype, Date.prototype, DateTime.prototype];
  return {
    prototypes: prototypes.map((proto) => Object.getOwnPropertyNames(proto).sort()),
    globals: Object.getOwnPropertyNames(globalThis).sort(),
    references: [Math.max, JSON.parse, Array.from, Object.assign, Date.now, DateTime.now, Object.prototype.toString,
      (DateTime.now() as unknown as { loc: { intl: unknown } }).loc.intl,
      (Error as unknown as { prepareStackTrace?: unknown }).prepareStackTrace,
      (Error as unknown as { stackTraceLimit?: number }).stackTraceLimit],
    frozen: [Object.isFrozen(Array), Object.isExtensible(Math), Object.isExtensible(Object)],
    exitCode: hostProcess?.exitCode,
  };
}

let before: HostSnapshot;
beforeAll(() => {
  before = snapshot();
  // The endless loops end at the budget: a short one keeps the corpus quick.
  setExpressionTimeout(200);
});

describe('escape corpus: every attempt fails', () => {
  it(`has at least 40 attempts (${ESCAPES.length})`, () => {
    expect(ESCAPES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ESCAPES)('%s', (_name, code) => {
    let caught: unknown;
    let result: unknown;
    try {
      result = evaluateExpression(`={{ ${code} }}`, ctx, 0);
    } catch (error) {
      caught = error;
    }
    expect(result).toBeUndefined();
    expect(caught).toBeInstanceOf(ExpressionError);
  });

  it.each(HARMLESS)('%s', (_name, code, expected) => {
    expect(evaluateExpression(`={{ ${code} }}`, ctx, 0)).toEqual(expected);
  });
});

afterAll(() => {
  setExpressionTimeout(DEFAULT_EXPRESSION_TIMEOUT_MS);
  // Checked after every attempt above ran: nothing on the host changed.
  const after = snapshot();
  expect(after).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  expect(ctx.connectionInputData[0]?.json).toEqual({ a: 1 });
});
