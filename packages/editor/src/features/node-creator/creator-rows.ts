import type { CategoryEntry, SubcategoryEntry } from './category-tree';
import type { CreatorNodeType } from './creatable-node-types';

export type CreatorRow =
  | { kind: 'category'; key: string; entry: CategoryEntry; expanded: boolean }
  | { kind: 'subcategory'; key: string; entry: SubcategoryEntry }
  | { kind: 'node'; key: string; type: CreatorNodeType };

export function nodeRows(types: readonly CreatorNodeType[], prefix: string): CreatorRow[] {
  return types.map((type) => ({ kind: 'node', key: `${prefix}:${type.name}`, type }));
}

/** The rows of the category view: each category, and inside an expanded one its subcategories then its own types. */
export function categoryRows(tree: readonly CategoryEntry[], expanded: ReadonlySet<string>): CreatorRow[] {
  const rows: CreatorRow[] = [];
  for (const category of tree) {
    const isExpanded = expanded.has(category.key);
    rows.push({ kind: 'category', key: category.key, entry: category, expanded: isExpanded });
    if (!isExpanded) continue;
    for (const subcategory of category.subcategories) rows.push({ kind: 'subcategory', key: subcategory.key, entry: subcategory });
    rows.push(...nodeRows(category.nodes, category.key));
  }
  return rows;
}
