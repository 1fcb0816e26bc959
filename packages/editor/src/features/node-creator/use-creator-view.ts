import { useMemo, useState } from 'react';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { isTriggerNodeType } from '@weft/workflow';
import { buildCategoryTree, matchesTab } from './category-tree';
import type { CreatorTab, SubcategoryEntry } from './category-tree';
import { HTTP_REQUEST_TYPE, WEBHOOK_TYPE, creatableNodeTypes, hasWebhookNode, subNodeGroup } from './creatable-node-types';
import { categoryRows, nodeRows } from './creator-rows';
import type { CreatorRow } from './creator-rows';
import { searchNodeTypes } from './node-search';

/** n8n opens on Trigger when the workflow has no trigger yet; adding after a node offers regular nodes. */
export function initialTab(nodes: readonly INode[], descriptions: readonly INodeTypeDescription[], connecting: boolean): CreatorTab {
  if (connecting) return 'regular';
  const triggerTypes = new Set(descriptions.filter((d) => isTriggerNodeType(d)).map((d) => d.name));
  return nodes.some((node) => triggerTypes.has(node.type)) ? 'all' : 'trigger';
}

export interface CreatorView {
  tab: CreatorTab;
  setTab: (tab: CreatorTab) => void;
  query: string;
  setQuery: (query: string) => void;
  subcategory: SubcategoryEntry | null;
  openSubcategory: (entry: SubcategoryEntry) => void;
  /** Back out of the subcategory; the search text goes with it. */
  closeSubcategory: () => void;
  toggleCategory: (key: string, expand?: boolean) => void;
  rows: CreatorRow[];
  /** True when a search found nothing: `rows` then holds the suggested nodes. */
  noResults: boolean;
}

/** What the creator lists for its tab, search text, expanded categories and open subcategory. */
export function useCreatorView(
  descriptions: readonly INodeTypeDescription[], nodes: readonly INode[], connecting: boolean,
  /** Opened on a root node's AI input: the view starts on the sub-nodes of that type. */
  aiConnectionType?: string,
): CreatorView {
  const [tab, setTabState] = useState<CreatorTab>(() => initialTab(nodes, descriptions, connecting));
  const [query, setQuery] = useState('');
  const withWebhook = useMemo(() => hasWebhookNode(nodes, descriptions), [nodes, descriptions]);
  const types = useMemo(() => creatableNodeTypes(descriptions, { hasWebhookNode: withWebhook }), [descriptions, withWebhook]);
  const [subcategory, setSubcategory] = useState<SubcategoryEntry | null>(
    () => (aiConnectionType ? subNodeGroup(types, aiConnectionType) : null),
  );
  // null: the default, the first category expanded.
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);

  const tree = useMemo(() => buildCategoryTree(types, tab), [types, tab]);
  const expandedKeys = useMemo(() => expanded ?? new Set(tree[0] ? [tree[0].key] : []), [expanded, tree]);

  const { rows, noResults } = useMemo(() => {
    if (query.trim() !== '') {
      const scope = subcategory ? subcategory.nodes : types.filter((type) => matchesTab(type, tab));
      const found = searchNodeTypes(scope, query);
      if (found.length > 0) return { rows: nodeRows(found, 'search'), noResults: false };
      const suggested = types.filter((type) => type.name === HTTP_REQUEST_TYPE || type.name === WEBHOOK_TYPE);
      return { rows: nodeRows(suggested, 'suggested'), noResults: true };
    }
    if (subcategory) return { rows: nodeRows(subcategory.nodes, subcategory.key), noResults: false };
    return { rows: categoryRows(tree, expandedKeys), noResults: false };
  }, [query, subcategory, types, tab, tree, expandedKeys]);

  return {
    tab,
    setTab: (next) => {
      setTabState(next);
      setSubcategory(null);
      setExpanded(null);
    },
    query,
    setQuery,
    subcategory,
    openSubcategory: (entry) => {
      setSubcategory(entry);
      setQuery('');
    },
    closeSubcategory: () => {
      setSubcategory(null);
      setQuery('');
    },
    toggleCategory: (key, expand) => {
      const next = new Set(expandedKeys);
      const open = expand ?? !next.has(key);
      if (open) next.add(key);
      else next.delete(key);
      setExpanded(next);
    },
    rows,
    noResults,
  };
}
