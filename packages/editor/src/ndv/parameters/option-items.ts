import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

/** The choices a parameter lists itself (options and multiOptions describe them as name/value pairs). */
export function staticOptions(parameter: INodeProperties): INodePropertyOptions[] {
  return (parameter.options ?? []).filter((option): option is INodePropertyOptions => 'value' in option && !('type' in option));
}

/** Select items keyed by the value's JSON, so that numbers and booleans survive the round trip through the list. */
export function selectItems(options: readonly INodePropertyOptions[]): Array<{ value: string; label: string }> {
  const seen = new Set<string>();
  const items: Array<{ value: string; label: string }> = [];
  for (const option of options) {
    const key = JSON.stringify(option.value);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ value: key, label: option.name });
  }
  return items;
}

export function optionValueOf(key: string | null, options: readonly INodePropertyOptions[]): INodePropertyOptions['value'] | undefined {
  if (key === null) return undefined;
  return options.find((option) => JSON.stringify(option.value) === key)?.value;
}

/** Whether a value is one of the options (an empty value counts as none chosen, not as unsupported). */
export function isOffered(value: unknown, options: readonly INodePropertyOptions[]): boolean {
  if (value === undefined || value === null || value === '') return true;
  return options.some((option) => option.value === value);
}
