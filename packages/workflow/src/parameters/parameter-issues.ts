import type { INodeParameters, INodeProperties, NodeParameterValueType } from '../model/index.js';
import { displayParameter } from './display-parameter.js';
import { isPlainObject } from './json-value.js';
import { collectionOptions, fixedCollectionGroups, isDisplayOnly } from './property-kinds.js';
import type { ParameterLevelKind } from './resolve-parameters.js';
import { levelDisplayValues, resolveNodeParameters } from './resolve-parameters.js';

export const PARAMETER_REQUIRED_MESSAGE = 'This field is required';
export const PARAMETER_VALUE_NOT_SUPPORTED_MESSAGE = 'The value is not supported';
export const CREDENTIAL_TYPE_NOT_SELECTED_MESSAGE = 'select a credential type from the dropdown';

/** Per parameter path (`url`, `options.timeout`, `values.string[0].name`), the problems found. */
export type ParameterIssues = Record<string, string[]>;

interface WalkContext {
  version: number;
  root: INodeParameters | undefined;
  issues: ParameterIssues;
}

/**
 * The problems of a node's parameters that the editor marks: a displayed required parameter left
 * empty, and an options/multiOptions value that is not one of the offered options. Expressions and
 * options loaded from the server are not checked here (their values are only known later).
 */
export function getParameterIssues(
  properties: readonly INodeProperties[],
  values: INodeParameters | null | undefined,
  nodeTypeVersion: number,
): ParameterIssues {
  const full = resolveNodeParameters(properties, values, { returnDefaults: true, nodeTypeVersion });
  const context: WalkContext = { version: nodeTypeVersion, root: undefined, issues: {} };
  walkLevel(properties, full, 'root', '', context);
  return context.issues;
}

function walkLevel(
  properties: readonly INodeProperties[],
  values: INodeParameters,
  kind: ParameterLevelKind,
  prefix: string,
  context: WalkContext,
): void {
  const display = levelDisplayValues(properties, values, context.version, context.root, kind);
  const inner: WalkContext = { ...context, root: context.root ?? display };
  const seen = new Set<string>();
  for (const property of properties) {
    // Only the displayed variant of a parameter name is checked, once.
    if (isDisplayOnly(property) || seen.has(property.name) || !Object.hasOwn(values, property.name)) continue;
    if (!displayParameter(display, property, inner.root, context.version)) continue;
    seen.add(property.name);
    const path = prefix === '' ? property.name : `${prefix}.${property.name}`;
    const value = values[property.name];

    if (property.type === 'collection' && property.typeOptions?.multipleValues !== true && isPlainObject(value)) {
      walkLevel(collectionOptions(property), value as INodeParameters, 'collection', path, inner);
    } else if (property.type === 'fixedCollection' && isPlainObject(value)) {
      walkFixedCollection(property, value as INodeParameters, path, inner);
    } else {
      const messages = valueIssues(property, value);
      if (messages.length > 0) context.issues[path] = messages;
    }
  }
}

function walkFixedCollection(property: INodeProperties, value: INodeParameters, path: string, context: WalkContext): void {
  const multiple = property.typeOptions?.multipleValues === true;
  for (const group of fixedCollectionGroups(property)) {
    const groupValue = value[group.name];
    if (multiple && Array.isArray(groupValue)) {
      groupValue.forEach((item: unknown, index: number) => {
        if (isPlainObject(item)) {
          walkLevel(group.values, item as INodeParameters, 'fixedCollection', `${path}.${group.name}[${index}]`, context);
        }
      });
    } else if (!multiple && isPlainObject(groupValue)) {
      walkLevel(group.values, groupValue as INodeParameters, 'fixedCollection', `${path}.${group.name}`, context);
    }
  }
}

function isExpression(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('=');
}

function isEmptyValue(property: INodeProperties, value: NodeParameterValueType): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) {
    if (property.type === 'multiOptions') return value.length === 0;
    if (property.typeOptions?.multipleValues === true) {
      return value.length === 0 || value.some((item) => item === undefined || item === null || item === '');
    }
  }
  if (property.type === 'resourceLocator' && isPlainObject(value) && value.__rl) {
    return value.value === undefined || value.value === null || value.value === '';
  }
  return false;
}

function valueIssues(property: INodeProperties, value: NodeParameterValueType): string[] {
  if (isEmptyValue(property, value)) {
    if (property.type === 'credentialsSelect') return [CREDENTIAL_TYPE_NOT_SELECTED_MESSAGE];
    if (property.required === true) return [PARAMETER_REQUIRED_MESSAGE];
  }
  if (value === undefined) return [];
  if (property.type === 'options' || property.type === 'multiOptions') {
    return unsupportedOption(property, value) ? [PARAMETER_VALUE_NOT_SUPPORTED_MESSAGE] : [];
  }
  return [];
}

function unsupportedOption(property: INodeProperties, value: NodeParameterValueType): boolean {
  const typeOptions = property.typeOptions ?? {};
  if (typeOptions.loadOptionsMethod !== undefined || typeOptions.loadOptions !== undefined) return false;
  if (isExpression(value)) return false;
  const offered = new Set<unknown>(
    (property.options ?? []).flatMap((option) => ('value' in option ? [option.value] : [])),
  );
  const chosen = property.type === 'multiOptions' && Array.isArray(value) ? value : [value];
  return chosen.some((item) => !isExpression(item) && !offered.has(item));
}
