import { describe, expect, it } from 'vitest';
import { docsIndexUrl, helpLinks, nodeDocsLink, quickstartUrl } from './docs-links';

describe('docs links', () => {
  const documented = ['n8n-nodes-base.set', 'n8n-nodes-base.httpRequest'];

  it('links a documented node type to its page under the base path', () => {
    expect(nodeDocsLink({ name: 'n8n-nodes-base.set' }, documented, '/weft/')).toBe('/weft/docs/nodes/n8n-nodes-base.set');
  });

  it("links a community type to its package's documentation, and hides the link without one", () => {
    expect(nodeDocsLink({ name: 'n8n-nodes-acme.thing', documentationUrl: 'https://acme.dev/docs' }, documented, '/'))
      .toBe('https://acme.dev/docs');
    expect(nodeDocsLink({ name: 'n8n-nodes-acme.thing' }, documented, '/')).toBeUndefined();
    expect(nodeDocsLink({ name: 'n8n-nodes-acme.thing', documentationUrl: 'javascript:alert(1)' }, documented, '/')).toBeUndefined();
  });

  it('hides the link of a built-in type while the list of documented types is not known', () => {
    expect(nodeDocsLink({ name: 'n8n-nodes-base.set' }, undefined, '/')).toBeUndefined();
  });

  it('gives the index and the quickstart under the base path', () => {
    expect(docsIndexUrl('/')).toBe('/docs/');
    expect(quickstartUrl('/tools/weft/')).toBe('/tools/weft/docs/quickstart');
  });

  it('lists the forum and course in Help only when their addresses are configured', () => {
    expect(helpLinks({ basePath: '/', help: {} })).toEqual([
      { id: 'quickstart', href: '/docs/quickstart' },
      { id: 'documentation', href: '/docs/' },
    ]);
    expect(helpLinks({ basePath: '/', help: { forumUrl: 'https://forum.example.com/', courseUrl: 'https://learn.example.com/' } }).map((l) => l.href))
      .toEqual(['/docs/quickstart', '/docs/', 'https://forum.example.com/', 'https://learn.example.com/']);
  });
});
