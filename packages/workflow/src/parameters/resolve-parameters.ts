import type {
  INodeParameters, INodeProperties, NodeParameterValueType,
} from '../model/index.js';
import { displayParameter } from './display-parameter.js';
import { cloneJson, deepEqual, isEmptyObject, isPlainObject } from './json-value.js';
import {
  collectionOptions, duplicateNames, fixedCollectionGroups, isComplex, isDisplayOnly,
} from './property-kinds.js';

export interface ResolveParametersOptions {
  /** true: fill every displayed parameter with its default; false: keep only non-default values. */
  returnDefaults: boolean;
  nodeTypeVersion: number;
}

/** Where a level of parameters sits: collections hold only the options a user added. */
export type ParameterLevelKind = 'root' | 'collection' | 'fixedCollection';

interface LevelContext {
  returnDefaults: boolean;
  version: number;
  /** The root level's display values, for `/name` keys; undefined while resolving the root itself. */
  root: INodeParameters | undefined;
}

/** Marks "leave this parameter out of the result". */
const OMIT = Symbol('omit');
type Resolved = NodeParameterValueType | typeof OMIT;

/**
 * A node's parameters resolved against its type's properties, with n8n's semantics:
 * parameters that are not displayed (displayOptions) are dropped, unknown keys are dropped, and
 * collections and fixedCollections are resolved level by level.
 */
export function resolveNodeParameters(
  properties: readonly INodeProperties[],
  values: INodeParameters | null | undefined,
  options: ResolveParametersOptions,
): INodeParameters {
  const context: LevelContext = { returnDefaults: options.returnDefaults, version: options.nodeTypeVersion, root: undefined };
  return resolveLevel(properties, values ?? {}, context, 'root');
}

/** Every displayed parameter of a new node of this type, at its default. */
export function getParameterDefaults(properties: readonly INodeProperties[], nodeTypeVersion: number): INodeParameters {
  return resolveNodeParameters(properties, {}, { returnDefaults: true, nodeTypeVersion });
}

/**
 * What is saved for a node: values equal to their default or not displayed are dropped, collections and
 * fixedCollections recurse. Options a user added to a collection stay even at their default, as in n8n.
 */
export function getNonDefaultParameters(
  properties: readonly INodeProperties[],
  values: INodeParameters | null | undefined,
  nodeTypeVersion: number,
): INodeParameters {
  return resolveNodeParameters(properties, values, { returnDefaults: false, nodeTypeVersion });
}

/**
 * The values displayOptions are checked against at one level: simple parameters with their defaults
 * filled (inside a collection only the ones present). When several properties share a name, the value
 * comes from the variant that is displayed.
 */
export function levelDisplayValues(
  properties: readonly INodeProperties[],
  values: INodeParameters,
  version: number,
  root: INodeParameters | undefined,
  kind: ParameterLevelKind,
): INodeParameters {
  const duplicates = duplicateNames(properties);
  const display: INodeParameters = {};
  const simple = properties.filter((p) => !isComplex(p) && !isDisplayOnly(p));
  for (const property of simple) {
    if (duplicates.has(property.name)) continue;
    const value = values[property.name];
    if (value === undefined && kind === 'collection') continue;
    display[property.name] = withDefault(property, value);
  }
  const settled = new Set<string>();
  for (const property of simple) {
    if (!duplicates.has(property.name) || settled.has(property.name)) continue;
    const value = values[property.name];
    if (value === undefined && kind === 'collection') continue;
    if (!displayParameter(display, property, root ?? display, version)) continue;
    display[property.name] = withDefault(property, value);
    settled.add(property.name);
  }
  return display;
}

function resolveLevel(
  properties: readonly INodeProperties[],
  values: INodeParameters,
  context: LevelContext,
  kind: ParameterLevelKind,
): INodeParameters {
  const display = levelDisplayValues(properties, values, context.version, context.root, kind);
  const inner: LevelContext = { ...context, root: context.root ?? display };
  const result: INodeParameters = {};
  for (const property of properties) {
    if (isDisplayOnly(property)) continue;
    const value = values[property.name];
    if (value === undefined && (!context.returnDefaults || kind === 'collection')) continue;
    if (!displayParameter(display, property, inner.root, context.version)) continue;

    let resolved: Resolved;
    if (property.type === 'collection') resolved = resolveCollection(property, value, inner);
    else if (property.type === 'fixedCollection') resolved = resolveFixedCollection(property, value, inner);
    else resolved = resolveSimple(property, value, context, kind);
    if (resolved !== OMIT) result[property.name] = resolved;
  }
  return result;
}

/** A simple parameter's value, or its default when unset. */
function withDefault(property: INodeProperties, value: NodeParameterValueType): NodeParameterValueType {
  // false, 0 and null are real choices for these types; elsewhere null means "unset".
  if (property.type === 'boolean' || property.type === 'number' || property.type === 'options') {
    return value !== undefined ? value : cloneJson(property.default);
  }
  if (property.type === 'resourceLocator' && value === undefined && isPlainObject(property.default)) {
    return { __rl: true, ...cloneJson(property.default) };
  }
  return value ?? cloneJson(property.default);
}

function resolveSimple(
  property: INodeProperties, value: NodeParameterValueType, context: LevelContext, kind: ParameterLevelKind,
): Resolved {
  if (context.returnDefaults) return withDefault(property, value);
  if (kind === 'collection') return value;
  return deepEqual(value, property.default) ? OMIT : value;
}

function resolveCollection(property: INodeProperties, value: NodeParameterValueType, context: LevelContext): Resolved {
  if (property.typeOptions?.multipleValues === true) {
    if (value !== undefined) return value;
    return context.returnDefaults ? cloneJson(property.default) : OMIT;
  }
  if (value === undefined) return context.returnDefaults ? cloneJson(property.default) : OMIT;
  // An expression (or anything but an object) in place of a collection is kept as it is.
  if (!isPlainObject(value)) return value;
  return resolveLevel(collectionOptions(property), value as INodeParameters, context, 'collection');
}

function resolveFixedCollection(property: INodeProperties, value: NodeParameterValueType, context: LevelContext): Resolved {
  const given = value === undefined && context.returnDefaults ? cloneJson(property.default) : value;
  if (given === undefined) return OMIT;
  if (!isPlainObject(given)) return given;
  const multiple = property.typeOptions?.multipleValues === true;
  const singleOnly = property.typeOptions?.multipleValues === false;
  // An empty single-value fixedCollection still records that the user added it.
  if (!context.returnDefaults && singleOnly && isEmptyObject(given)) return {};

  const groups = new Map(fixedCollectionGroups(property).map((group) => [group.name, group]));
  const result: INodeParameters = {};
  for (const [groupName, groupValue] of Object.entries(given)) {
    const group = groups.get(groupName);
    if (!group) continue;
    if (multiple) {
      if (!Array.isArray(groupValue)) continue;
      result[groupName] = groupValue.map((item: unknown) =>
        resolveLevel(group.values, isPlainObject(item) ? (item as INodeParameters) : {}, context, 'fixedCollection'));
    } else {
      const itemValues = isPlainObject(groupValue) ? (groupValue as INodeParameters) : {};
      const resolved = resolveLevel(group.values, itemValues, context, 'fixedCollection');
      if (!isEmptyObject(resolved)) result[groupName] = resolved;
    }
  }

  if (context.returnDefaults) return result;
  if (isEmptyObject(result)) {
    if (!singleOnly || isEmptyObject(given)) return OMIT;
    // Keep the chosen groups, empty, so that a single-value group a user added is not lost.
    return Object.fromEntries(Object.keys(given).map((key) => [key, {}]));
  }
  return deepEqual(result, property.default) ? OMIT : result;
}
