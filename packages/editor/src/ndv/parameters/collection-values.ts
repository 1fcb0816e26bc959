import { cloneJson, getParameterDefaults, isPlainObject } from '@weft/workflow';
import type { INodeParameters, INodeProperties, INodePropertyCollection, NodeParameterValueType } from '@weft/workflow';

const asObject = (value: unknown): INodeParameters => (isPlainObject(value) ? (value as INodeParameters) : {});

/** A collection's value with one more option, at its default (spec editor §4 'Collections'). */
export function addCollectionOption(value: unknown, option: INodeProperties): INodeParameters {
  return { ...asObject(value), [option.name]: cloneJson(option.default) };
}

export function removeCollectionOption(value: unknown, name: string): INodeParameters {
  const { [name]: _removed, ...rest } = asObject(value);
  return rest;
}

/** The options a collection offers that are not in its value yet, in the description's order, one per name. */
export function addableOptions(options: readonly INodeProperties[], value: unknown): INodeProperties[] {
  const present = asObject(value);
  const seen = new Set<string>();
  return options.filter((option) => {
    if (seen.has(option.name) || Object.hasOwn(present, option.name)) return false;
    seen.add(option.name);
    return true;
  });
}

/** A new item of a fixedCollection group: every displayed value of the group at its default. */
export function newGroupItem(group: INodePropertyCollection, version: number): INodeParameters {
  return getParameterDefaults(group.values, version);
}

/**
 * A fixedCollection's value with one more item in `group`: appended to the list when the parameter
 * takes multiple values, otherwise the group added once.
 */
export function addGroupItem(value: unknown, group: INodePropertyCollection, multiple: boolean, version: number): INodeParameters {
  const current = asObject(value);
  const item = newGroupItem(group, version);
  if (!multiple) return { ...current, [group.name]: item };
  const list = Array.isArray(current[group.name]) ? (current[group.name] as INodeParameters[]) : [];
  return { ...current, [group.name]: [...list, item] };
}

/** Without the item at `index` (or the whole group when single-valued); an emptied group disappears. */
export function removeGroupItem(value: unknown, groupName: string, index: number | undefined): INodeParameters {
  const current = asObject(value);
  const list = current[groupName];
  if (index === undefined || !Array.isArray(list)) {
    const { [groupName]: _removed, ...rest } = current;
    return rest;
  }
  const remaining = list.filter((_item, position) => position !== index);
  if (remaining.length > 0) return { ...current, [groupName]: remaining as NodeParameterValueType };
  const { [groupName]: _emptied, ...rest } = current;
  return rest;
}

/** The item at `index` moved by `offset` (-1 up, +1 down); out-of-range moves change nothing. */
export function moveGroupItem(value: unknown, groupName: string, index: number, offset: -1 | 1): INodeParameters {
  const current = asObject(value);
  const list = current[groupName];
  const target = index + offset;
  if (!Array.isArray(list) || target < 0 || target >= list.length || index < 0 || index >= list.length) return current;
  const moved = list.slice();
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return { ...current, [groupName]: moved as NodeParameterValueType };
}
