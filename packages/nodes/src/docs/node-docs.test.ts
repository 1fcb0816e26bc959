import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { renderDocsIndex, renderNodeDocsPage } from './docs-page.js';
import { nodeDocsEntries, nodeDocsEntry, nodeDocsPath, readGuide, readNodeDocs } from './node-docs.js';

const site = { basePath: '/weft/', icons: new Map<string, string>() };

// The registry is the list: a node type added without a page fails here, by name.
const registered = builtinNodeTypes.getDescriptions({ onlyLatest: true }).map((d) => d.name);

describe('node docs pages', () => {
  it('covers every registered node type', () => {
    expect(nodeDocsEntries().map((e) => e.type).sort()).toEqual([...registered].sort());
  });

  it.each(registered)('%s has a page of our own with the sections a reference needs', async (type) => {
    const path = nodeDocsPath(type);
    expect(path, `no docs.md beside ${type}`).toBeDefined();
    const markdown = await readFile(path as string, 'utf8');
    expect(markdown).toMatch(/^# \S/);
    for (const section of ['## Parameters', '## Output', '## Example']) {
      expect(markdown, `${type} docs lack "${section}"`).toMatch(new RegExp(`^${section}`, 'm'));
    }
  });

  it('renders a node page with its name, type and sections, and links within the base path', async () => {
    const entry = nodeDocsEntry('n8n-nodes-base.httpRequest');
    const html = renderNodeDocsPage(site, entry!, (await readNodeDocs('n8n-nodes-base.httpRequest'))!);
    expect(html).toContain('<h1>HTTP Request</h1>');
    expect(html).toContain('n8n-nodes-base.httpRequest');
    expect(html).toContain('<h2 id="parameters">Parameters</h2>');
    expect(html).toContain('href="/weft/docs/nodes/n8n-nodes-base.set"');
  });

  it('lists every node on the index page', () => {
    const html = renderDocsIndex(site);
    for (const { type } of nodeDocsEntries()) expect(html).toContain(`href="/weft/docs/nodes/${encodeURIComponent(type)}"`);
    expect(html).toContain('href="/weft/docs/quickstart"');
  });

  it('reads only known pages: unknown types and guide slugs have none', async () => {
    expect(await readNodeDocs('../../package.json')).toBeUndefined();
    expect(await readNodeDocs('n8n-nodes-community.thing')).toBeUndefined();
    expect(await readGuide('../docs/quickstart')).toBeUndefined();
    expect(await readGuide('quickstart')).toContain('# Quickstart');
  });
});
