import { isPlainObject } from '@weft/workflow';
import type { INodeParameters, INodeProperties, WorkflowOperation } from '@weft/workflow';
import { rootDisplayValues, visibleParameters } from './visible-parameters';

interface ClearContext {
  node: string;
  version: number;
  rootBefore: INodeParameters;
  rootAfter: INodeParameters;
}

const shownNames = (properties: readonly INodeProperties[], values: INodeParameters, root: INodeParameters, version: number, kind: 'root' | 'collection') =>
  new Set(visibleParameters(properties, { values, root, version, kind }).map((property) => property.name));

function clearLevel(
  properties: readonly INodeProperties[], before: INodeParameters, after: INodeParameters, prefix: string, context: ClearContext,
  kind: 'root' | 'collection',
): WorkflowOperation[] {
  const wasShown = shownNames(properties, before, context.rootBefore, context.version, kind);
  const isShown = shownNames(properties, after, context.rootAfter, context.version, kind);
  const operations: WorkflowOperation[] = [];
  const seen = new Set<string>();
  for (const property of properties) {
    if (seen.has(property.name)) continue;
    seen.add(property.name);
    const path = prefix === '' ? property.name : `${prefix}.${property.name}`;
    if (!Object.hasOwn(after, property.name)) continue;
    if (wasShown.has(property.name) && !isShown.has(property.name)) {
      operations.push({ type: 'setParameter', node: context.node, path, value: undefined });
    } else if (isShown.has(property.name) && property.type === 'collection' && property.typeOptions?.multipleValues !== true
      && isPlainObject(after[property.name])) {
      const options = (property.options ?? []).filter((option): option is INodeProperties => 'type' in option);
      const beforeValue = isPlainObject(before[property.name]) ? (before[property.name] as INodeParameters) : {};
      operations.push(...clearLevel(options, beforeValue, after[property.name] as INodeParameters, path, context, 'collection'));
    }
  }
  return operations;
}

/**
 * The operations clearing the values of parameters an edit has just hidden (spec editor §4 'a hidden
 * parameter's value is cleared'): at the root and inside collections. Parameters already hidden before
 * the edit keep what they hold, so opening an imported node changes nothing by itself.
 */
export function hiddenValueClearing(
  properties: readonly INodeProperties[], before: INodeParameters, after: INodeParameters, version: number, node: string,
): WorkflowOperation[] {
  const context: ClearContext = {
    node, version, rootBefore: rootDisplayValues(properties, before, version), rootAfter: rootDisplayValues(properties, after, version),
  };
  return clearLevel(properties, before, after, '', context, 'root');
}
