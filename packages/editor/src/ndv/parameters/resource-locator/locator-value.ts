import { isPlainObject } from '@weft/workflow';
import type { INodeProperties, INodePropertyMode, NodeParameterValueType } from '@weft/workflow';

/** A resource locator's value as n8n saves it; the cached name and address come from picking in the list. */
export interface LocatorValue {
  __rl: true;
  mode: string;
  value: unknown;
  cachedResultName?: string;
  cachedResultUrl?: string;
}

/** The locator a value holds. A node's default names no `__rl` (n8n's descriptions give `{ mode, value }`); it is one all the same. */
export function locatorOf(value: unknown): LocatorValue | undefined {
  if (!isPlainObject(value) || !(value.__rl === true || ('mode' in value && 'value' in value))) return undefined;
  return { ...value, __rl: true, mode: typeof value.mode === 'string' ? value.mode : '', value: value.value } as LocatorValue;
}

export function modesOf(parameter: INodeProperties): INodePropertyMode[] {
  return parameter.modes ?? [];
}

/** The mode the value is in, or the first one the parameter offers. */
export function currentMode(parameter: INodeProperties, locator: LocatorValue | undefined): INodePropertyMode | undefined {
  const modes = modesOf(parameter);
  return modes.find((mode) => mode.name === locator?.mode) ?? modes[0];
}

/**
 * Another mode keeps the typed value between list and ID (an ID is what the list picks); an address
 * means nothing as an ID, so to or from URL starts empty. The cached name belongs to the picked result only.
 */
export function switchMode(locator: LocatorValue | undefined, next: string): NodeParameterValueType {
  const previous = locator?.mode ?? '';
  const keep = previous !== 'url' && next !== 'url' && locator !== undefined;
  return { __rl: true, mode: next, value: keep ? (locator.value as NodeParameterValueType) : '' } as NodeParameterValueType;
}

/** What picking a result of the list saves, as n8n saves it. */
export function pickedLocator(result: { name: string; value: string | number | boolean; url?: string }): NodeParameterValueType {
  return {
    __rl: true, mode: 'list', value: result.value, cachedResultName: result.name,
    ...(result.url ? { cachedResultUrl: result.url } : {}),
  } as NodeParameterValueType;
}
