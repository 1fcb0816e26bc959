// The documentation site's entry (`@weft/nodes/docs`): apart from the node library's, so that loading
// the node types does not load the Markdown renderer.
export { nodeDocsEntries, nodeDocsEntry, nodeDocsPath, readNodeDocs, readGuide, GUIDE_PAGES } from './node-docs.js';
export type { NodeDocsEntry } from './node-docs.js';
export { renderNodeDocsPage, renderGuidePage, renderDocsIndex, renderDocsNotFound } from './docs-page.js';
export type { DocsSite } from './docs-page.js';
export { loadDocsIcons } from './docs-icons.js';
