import { displayParameter, isPlainObject, levelDisplayValues } from '@weft/workflow';
import type { INodeParameters, INodeProperties, ParameterLevelKind } from '@weft/workflow';

/** n8n's value of the 'Custom API Call' choice in a node's resource or operation list. */
export const CUSTOM_API_CALL_VALUE = '__CUSTOM_API_CALL__';
const KEPT_FOR_CUSTOM_API_CALL = new Set(['authentication', 'resource', 'operation']);

export interface LevelContext {
  /** The values of this level (root parameters, a collection's value, a fixedCollection item). */
  values: INodeParameters;
  /** The node's root parameters, for `/name` keys. */
  root: INodeParameters;
  version: number;
  kind: ParameterLevelKind;
}

function isCustomApiCall(root: INodeParameters): boolean {
  return root.resource === CUSTOM_API_CALL_VALUE || root.operation === CUSTOM_API_CALL_VALUE;
}

/**
 * The properties of one level that are shown now: by displayOptions (with `@version`), one variant per
 * name, and at the root the custom-API-call rule (spec editor §4) keeping only authentication, resource
 * and operation. Collections list only the options a user added.
 */
export function visibleParameters(properties: readonly INodeProperties[], level: LevelContext): INodeProperties[] {
  const display = levelDisplayValues(properties, level.values, level.version, level.kind === 'root' ? undefined : level.root, level.kind);
  const root = level.kind === 'root' ? display : level.root;
  const customApiCall = level.kind === 'root' && isCustomApiCall(display);
  const seen = new Set<string>();
  const shown: INodeProperties[] = [];
  for (const property of properties) {
    if (seen.has(property.name)) continue;
    if (level.kind === 'collection' && !Object.hasOwn(level.values, property.name)) continue;
    if (customApiCall && !KEPT_FOR_CUSTOM_API_CALL.has(property.name)) continue;
    if (!displayParameter(display, property, root, level.version)) continue;
    seen.add(property.name);
    shown.push(property);
  }
  return shown;
}

/** The root values displayOptions read at deeper levels (defaults filled). */
export function rootDisplayValues(properties: readonly INodeProperties[], values: INodeParameters, version: number): INodeParameters {
  return levelDisplayValues(properties, values, version, undefined, 'root');
}

/** A level's value as an object of parameters (anything else, e.g. an expression, reads as empty). */
export function asLevelValues(value: unknown): INodeParameters {
  return isPlainObject(value) ? (value as INodeParameters) : {};
}
