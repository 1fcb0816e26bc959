import type { INodeProperties, INodePropertyCollection } from '../model/index.js';

/** Types that only display something and never hold a value worth saving. */
const DISPLAY_ONLY_TYPES = new Set<string>(['notice', 'button', 'callout']);

export function isDisplayOnly(property: INodeProperties): boolean {
  return DISPLAY_ONLY_TYPES.has(property.type);
}

export function isComplex(property: INodeProperties): boolean {
  return property.type === 'collection' || property.type === 'fixedCollection';
}

/** The parameters a `collection` offers. */
export function collectionOptions(property: INodeProperties): INodeProperties[] {
  return (property.options ?? []).filter((option): option is INodeProperties => 'type' in option);
}

/** The groups of a `fixedCollection`, each with its own parameters. */
export function fixedCollectionGroups(property: INodeProperties): INodePropertyCollection[] {
  return (property.options ?? []).filter(
    (option): option is INodePropertyCollection => 'values' in option && Array.isArray(option.values),
  );
}

/** Names used by more than one property of a level (n8n describes variants of a parameter that way). */
export function duplicateNames(properties: readonly INodeProperties[]): Set<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const property of properties) {
    if (seen.has(property.name)) duplicates.add(property.name);
    else seen.add(property.name);
  }
  return duplicates;
}
