import { readFile } from 'node:fs/promises';
import { isTriggerNodeType } from '@weft/workflow';
import { builtinNodes } from '../builtin-node-types.js';
import { locateSourceFile } from '../source-file.js';

/** Each built-in node's page is `docs.md` in its folder, beside its code and icon. */
export const NODE_DOCS_FILE = 'docs.md';

export interface NodeDocsEntry {
  /** The node type name, e.g. `n8n-nodes-base.set`. */
  type: string;
  displayName: string;
  description: string;
  folder: string;
  trigger: boolean;
}

/** Every built-in node type, read from the registry, so a new node without a page fails its test. */
export function nodeDocsEntries(): NodeDocsEntry[] {
  return builtinNodes.map(({ folder, nodeType }) => {
    const { description } = nodeType;
    return {
      type: description.name,
      displayName: description.displayName,
      description: description.description ?? '',
      folder,
      trigger: isTriggerNodeType(description),
    };
  });
}

export function nodeDocsEntry(type: string): NodeDocsEntry | undefined {
  return nodeDocsEntries().find((entry) => entry.type === type);
}

/** Where a node's page is on disk; undefined for a type that is not built in or has no page. */
export function nodeDocsPath(type: string): string | undefined {
  const entry = nodeDocsEntry(type);
  return entry ? locateSourceFile(`${entry.folder}/${NODE_DOCS_FILE}`) : undefined;
}

/** The page's Markdown, or undefined when the type is not built in (only registered names reach the disk). */
export async function readNodeDocs(type: string): Promise<string | undefined> {
  const path = nodeDocsPath(type);
  return path ? readFile(path, 'utf8') : undefined;
}

/** The guide pages beside the node pages, by slug. */
export const GUIDE_PAGES: Record<string, { title: string; summary: string }> = {
  quickstart: {
    title: 'Quickstart',
    summary: 'Your first workflow in five minutes: a trigger, an HTTP request and a Set node; run it, inspect it, activate it.',
  },
};

export async function readGuide(slug: string): Promise<string | undefined> {
  if (!Object.hasOwn(GUIDE_PAGES, slug)) return undefined;
  const path = locateSourceFile(`docs/${slug}.md`);
  return path ? readFile(path, 'utf8') : undefined;
}
