import type {
  INodeParameters, INodeProperties, INodePropertyCollection, NodeParameterValueType,
} from '@weft/workflow';
import { displayParameter } from './display-parameter.js';

/*
 * Resolves what a node's parameters are at run time: the saved (non-default) values completed with
 * the defaults of every parameter that is shown, as n8n does. Collections keep only the options the
 * user added; fixed collections resolve each entry's own values.
 */

const VALUELESS_TYPES = new Set(['notice', 'button', 'callout']);

function clone<T>(value: T): T {
  return value === undefined || value === null || typeof value !== 'object' ? value : structuredClone(value);
}

function isRecord(value: unknown): value is INodeParameters {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCollectionGroup(option: unknown): option is INodePropertyCollection {
  return isRecord(option) && Array.isArray((option as { values?: unknown }).values);
}

/** The values a display check sees: saved values over the first default of each parameter name. */
function displayView(properties: INodeProperties[], values: INodeParameters): INodeParameters {
  const view: INodeParameters = {};
  for (const property of properties) {
    if (!(property.name in view)) view[property.name] = property.default;
  }
  return { ...view, ...values };
}

function resolveFixedCollection(
  property: INodeProperties, value: NodeParameterValueType, root: INodeParameters, typeVersion: number,
): INodeParameters {
  const saved = isRecord(value) ? value : isRecord(property.default) ? property.default : {};
  const resolved: INodeParameters = {};
  const multiple = property.typeOptions?.multipleValues === true;
  for (const group of property.options ?? []) {
    if (!isCollectionGroup(group)) continue;
    const entry = saved[group.name];
    if (entry === undefined || entry === null) continue;
    if (multiple) {
      const entries = Array.isArray(entry) ? entry : [entry];
      resolved[group.name] = entries
        .filter(isRecord)
        .map((one) => resolveLevel(group.values, one, root, typeVersion));
    } else if (isRecord(entry)) {
      resolved[group.name] = resolveLevel(group.values, entry, root, typeVersion);
    }
  }
  return resolved;
}

function resolveLevel(
  properties: INodeProperties[], values: INodeParameters, root: INodeParameters | undefined, typeVersion: number,
): INodeParameters {
  const level = displayView(properties, values);
  const rootView = root ?? level;
  const resolved: INodeParameters = {};
  for (const property of properties) {
    if (VALUELESS_TYPES.has(property.type) || property.name in resolved) continue;
    if (!displayParameter(property, { root: rootView, level, typeVersion })) continue;
    const saved = values[property.name];
    if (property.type === 'fixedCollection' && (saved === undefined || isRecord(saved))) {
      resolved[property.name] = resolveFixedCollection(property, saved, rootView, typeVersion);
    } else {
      resolved[property.name] = clone(saved !== undefined ? saved : property.default);
    }
  }
  return resolved;
}

/** The node's parameters as its implementation reads them: shown parameters only, defaults filled in. */
export function resolveNodeParameters(
  properties: INodeProperties[], values: INodeParameters, typeVersion: number,
): INodeParameters {
  return resolveLevel(properties, values ?? {}, undefined, typeVersion);
}
