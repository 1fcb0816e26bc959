import { DateTime, Duration, Interval } from 'luxon';
import { checkWriteTarget, protect } from './runtime-guards.js';

/*
 * The standard library an expression sees. Constructors that are harmless stay real (so `instanceof`
 * works); writes to them are refused by `$$w`. Namespaces (Math, JSON, Intl) are frozen copies.
 * `Object` is a copy without the reflective functions (getPrototypeOf, defineProperty,
 * getOwnPropertyDescriptor(s) ...) that lead to prototypes, and whose mutators refuse built-ins.
 */

function frozenCopy(source: object): object {
  const copy: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(source)) copy[name] = (source as Record<string, unknown>)[name];
  return protect(Object.freeze(copy));
}

function guarded<A extends unknown[], R>(fn: (target: unknown, ...rest: A) => R): (target: unknown, ...rest: A) => R {
  return (target, ...rest) => fn(checkWriteTarget(target), ...rest);
}

function createSafeObject(): object {
  const SafeObject = function Object(value?: unknown): object {
    return value === null || value === undefined ? {} : globalThis.Object(value);
  };
  // So that `x instanceof Object` answers as usual.
  globalThis.Object.defineProperty(SafeObject, 'prototype', { value: globalThis.Object.prototype });
  const real = globalThis.Object as unknown as Record<string, (...args: unknown[]) => unknown>;
  const statics: Record<string, unknown> = {
    keys: real.keys, values: real.values, entries: real.entries, fromEntries: real.fromEntries,
    getOwnPropertyNames: real.getOwnPropertyNames, is: real.is, hasOwn: real.hasOwn,
    isFrozen: real.isFrozen, isSealed: real.isSealed, isExtensible: real.isExtensible,
    assign: guarded((target, ...sources: unknown[]) => globalThis.Object.assign(target as object, ...sources)),
    freeze: guarded((target) => globalThis.Object.freeze(target)),
    seal: guarded((target) => globalThis.Object.seal(target)),
    preventExtensions: guarded((target) => globalThis.Object.preventExtensions(target)),
    create: (proto: object | null) => globalThis.Object.create(proto),
  };
  if (typeof real.groupBy === 'function') statics.groupBy = real.groupBy;
  globalThis.Object.assign(SafeObject, statics);
  return protect(globalThis.Object.freeze(SafeObject));
}

function createSafeRegExp(): object {
  const SafeRegExp = function RegExp(pattern?: string | RegExp, flags?: string): RegExp {
    return new globalThis.RegExp(pattern ?? '(?:)', flags);
  };
  // The real RegExp's legacy statics (RegExp.$1, RegExp.input) would show other code's last match.
  globalThis.Object.defineProperty(SafeRegExp, 'prototype', { value: globalThis.RegExp.prototype });
  return protect(globalThis.Object.freeze(SafeRegExp));
}

/** Property descriptors for the expression scope's prototype: one read-only value per library name. */
export function libraryDescriptors(): PropertyDescriptorMap {
  const values: Record<string, unknown> = {
    DateTime, Duration, Interval,
    Math: frozenCopy(Math),
    JSON: protect(Object.freeze({ parse: JSON.parse, stringify: JSON.stringify })),
    Intl: frozenCopy(Intl),
    Object: createSafeObject(),
    RegExp: createSafeRegExp(),
    Array, String, Number, Boolean, Date, Error, TypeError, RangeError, Map, Set, BigInt,
    parseInt, parseFloat, isNaN, isFinite, encodeURIComponent, decodeURIComponent, encodeURI, decodeURI,
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) =>
    [name, { value, writable: false, enumerable: false, configurable: false }]));
}
