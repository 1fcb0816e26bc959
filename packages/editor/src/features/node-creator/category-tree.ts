import type { CreatorNodeType } from './creatable-node-types';

export type CreatorTab = 'all' | 'regular' | 'trigger';

export const CORE_NODES_CATEGORY = 'Core Nodes';
/** Where node types without a codex category go (shown last). */
export const MISCELLANEOUS_CATEGORY = 'Miscellaneous';
/** n8n's order of the Core Nodes subcategories; others follow alphabetically. */
const SUBCATEGORY_ORDER = ['Flow', 'Files', 'Data Transformation', 'Helpers', 'Triggers'];

export interface SubcategoryEntry {
  kind: 'subcategory';
  key: string;
  category: string;
  name: string;
  nodes: CreatorNodeType[];
}

export interface CategoryEntry {
  kind: 'category';
  key: string;
  name: string;
  subcategories: SubcategoryEntry[];
  /** Types in this category that belong to none of its subcategories. */
  nodes: CreatorNodeType[];
}

export function matchesTab(type: CreatorNodeType, tab: CreatorTab): boolean {
  if (tab === 'trigger') return type.isTrigger;
  if (tab === 'regular') return !type.isTrigger;
  return true;
}

function compareCategories(a: string, b: string): number {
  const rank = (name: string) => (name === CORE_NODES_CATEGORY ? 0 : name === MISCELLANEOUS_CATEGORY ? 2 : 1);
  return rank(a) - rank(b) || a.localeCompare(b);
}

function compareSubcategories(a: string, b: string): number {
  const rank = (name: string) => {
    const index = SUBCATEGORY_ORDER.indexOf(name);
    return index === -1 ? SUBCATEGORY_ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * Categories and subcategories of the types shown on a tab. A type appears under each of its codex
 * categories, and inside a category under each of its subcategories there (on the Trigger tab directly
 * under the category); empty groups are left out.
 * Types keep their given order (by display name) within a group.
 */
export function buildCategoryTree(types: readonly CreatorNodeType[], tab: CreatorTab): CategoryEntry[] {
  const categories = new Map<string, { subcategories: Map<string, CreatorNodeType[]>; nodes: CreatorNodeType[] }>();
  const categoryOf = (name: string) => {
    let entry = categories.get(name);
    if (!entry) {
      entry = { subcategories: new Map(), nodes: [] };
      categories.set(name, entry);
    }
    return entry;
  };

  for (const type of types) {
    if (!matchesTab(type, tab)) continue;
    const names = type.categories.length > 0 ? [...new Set(type.categories)] : [MISCELLANEOUS_CATEGORY];
    for (const name of names) {
      const category = categoryOf(name);
      // Triggers are few: their tab lists them straight under each category.
      const subcategories = tab === 'trigger' ? [] : [...new Set(type.subcategories[name] ?? [])];
      if (subcategories.length === 0) {
        category.nodes.push(type);
        continue;
      }
      for (const subcategory of subcategories) {
        const list = category.subcategories.get(subcategory) ?? [];
        list.push(type);
        category.subcategories.set(subcategory, list);
      }
    }
  }

  return [...categories.entries()]
    .sort(([a], [b]) => compareCategories(a, b))
    .map(([name, entry]) => ({
      kind: 'category' as const,
      key: `category:${name}`,
      name,
      nodes: entry.nodes,
      subcategories: [...entry.subcategories.entries()]
        .sort(([a], [b]) => compareSubcategories(a, b))
        .map(([subcategory, nodes]) => ({
          kind: 'subcategory' as const, key: `subcategory:${name}/${subcategory}`, category: name, name: subcategory, nodes,
        })),
    }));
}
