import { readNodeIcon } from '../node-icons.js';
import { nodeDocsEntries } from './node-docs.js';

/**
 * Each built-in node's icon as a data: URI, so that docs pages show icons without the REST API
 * (its icon route needs a session; the docs are public).
 */
export async function loadDocsIcons(): Promise<Map<string, string>> {
  const icons = new Map<string, string>();
  await Promise.all(nodeDocsEntries().map(async ({ type }) => {
    const icon = await readNodeIcon(type);
    if (icon) icons.set(type, `data:${icon.mimeType};base64,${icon.content.toString('base64')}`);
  }));
  return icons;
}
