import { escapeHtml } from '@weft/workflow';
import { DOCS_CSS } from './docs-page.css.js';
import { renderDocsMarkdown } from './docs-markdown.js';
import { GUIDE_PAGES, nodeDocsEntries, type NodeDocsEntry } from './node-docs.js';

/** What every page needs to link within the instance: its base path and the node icons (data: URIs). */
export interface DocsSite {
  /** WEFT_PATH, starting and ending with '/'. */
  basePath: string;
  icons: ReadonlyMap<string, string>;
}

type Current = { kind: 'index' } | { kind: 'guide'; slug: string } | { kind: 'node'; type: string } | { kind: 'none' };

export const docsIndexUrl = (site: DocsSite) => `${site.basePath}docs/`;
export const nodeDocsUrl = (site: DocsSite, type: string) => `${site.basePath}docs/nodes/${encodeURIComponent(type)}`;
const guideUrl = (site: DocsSite, slug: string) => `${site.basePath}docs/${slug}`;

const byName = (a: NodeDocsEntry, b: NodeDocsEntry) => a.displayName.localeCompare(b.displayName);

function icon(site: DocsSite, type: string, size?: number): string {
  const src = site.icons.get(type);
  return src ? `<img src="${escapeHtml(src)}" alt=""${size ? ` width="${size}" height="${size}"` : ''}>` : '';
}

function sideNav(site: DocsSite, current: Current): string {
  const entries = nodeDocsEntries().sort(byName);
  const link = (href: string, label: string, active: boolean, type?: string) =>
    `<a href="${escapeHtml(href)}"${active ? ' aria-current="page"' : ''}>${type ? icon(site, type) : ''}${escapeHtml(label)}</a>`;
  const group = (title: string, list: NodeDocsEntry[]) =>
    `<h4>${title}</h4>${list.map((e) => link(nodeDocsUrl(site, e.type), e.displayName, current.kind === 'node' && current.type === e.type, e.type)).join('')}`;
  return `<nav class="side" aria-label="Documentation pages">
<h4>Guides</h4>${link(docsIndexUrl(site), 'Overview', current.kind === 'index')}${Object.entries(GUIDE_PAGES)
  .map(([slug, { title }]) => link(guideUrl(site, slug), title, current.kind === 'guide' && current.slug === slug)).join('')}
${group('Trigger nodes', entries.filter((e) => e.trigger))}
${group('Nodes', entries.filter((e) => !e.trigger))}
</nav>`;
}

function layout(site: DocsSite, title: string, current: Current, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Weft docs</title>
<style>${DOCS_CSS}</style>
</head>
<body>
<header class="topbar">
<a class="brand" href="${escapeHtml(docsIndexUrl(site))}"><span class="brand-mark" aria-hidden="true">W</span>Weft <small>Documentation</small></a>
<span class="spacer"></span>
<a class="editor-link" href="${escapeHtml(site.basePath)}">Open the editor</a>
</header>
<div class="layout">
${sideNav(site, current)}
<main data-testid="docs-content">
${content}
</main>
</div>
</body>
</html>
`;
}

/** A node's page: its name, icon and type name, then its Markdown. */
export function renderNodeDocsPage(site: DocsSite, entry: NodeDocsEntry, markdown: string): string {
  const head = `<div class="page-head">${icon(site, entry.type, 40)}<h1>${escapeHtml(entry.displayName)}</h1></div>
<code class="type-name">${escapeHtml(entry.type)}</code>`;
  // The page's own top heading repeats the name the header already shows.
  const body = renderDocsMarkdown(markdown.replace(/^\s*# [^\n]*\n/, ''));
  return layout(site, entry.displayName, { kind: 'node', type: entry.type }, `${head}\n${body}`);
}

export function renderGuidePage(site: DocsSite, slug: string, markdown: string): string {
  const title = GUIDE_PAGES[slug]?.title ?? slug;
  return layout(site, title, { kind: 'guide', slug }, renderDocsMarkdown(markdown));
}

/** The page index: the guides, then every node as a card. */
export function renderDocsIndex(site: DocsSite): string {
  const entries = nodeDocsEntries().sort(byName);
  const card = (e: NodeDocsEntry) => `<a class="card" href="${escapeHtml(nodeDocsUrl(site, e.type))}">${icon(site, e.type, 28)}<div><strong>${escapeHtml(e.displayName)}</strong><span>${escapeHtml(e.description)}</span></div></a>`;
  const content = `<h1>Weft documentation</h1>
<p class="lead">How to build workflows in Weft, and a reference page for every built-in node. These pages are served by this instance: no internet needed.</p>
<h2>Guides</h2>
<div class="cards">${Object.entries(GUIDE_PAGES).map(([slug, { title, summary }]) => `<a class="card" href="${escapeHtml(guideUrl(site, slug))}"><div><strong>${escapeHtml(title)}</strong><span>${escapeHtml(summary)}</span></div></a>`).join('')}</div>
<h2>Trigger nodes</h2>
<div class="cards">${entries.filter((e) => e.trigger).map(card).join('')}</div>
<h2>Nodes</h2>
<div class="cards">${entries.filter((e) => !e.trigger).map(card).join('')}</div>`;
  return layout(site, 'Documentation', { kind: 'index' }, content);
}

/** A docs address with no page: says what was asked for and where to look instead. */
export function renderDocsNotFound(site: DocsSite, message: string): string {
  const content = `<h1>Page not found</h1>
<div class="not-found" data-testid="docs-not-found"><p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(docsIndexUrl(site))}">See every documentation page</a></p></div>`;
  return layout(site, 'Page not found', { kind: 'none' }, content);
}
