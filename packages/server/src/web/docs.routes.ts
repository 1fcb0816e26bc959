import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as NodesModule from '@weft/nodes/docs';
import type { WeftConfig } from '../config.js';

type Nodes = typeof NodesModule;

const HTML = 'text/html; charset=utf-8';

/**
 * The documentation under `{basePath}docs/`: the page index, the guides and one page per built-in node
 * type, rendered from the Markdown beside each node. Public like the editor's files, and needs no
 * internet. Every address below docs/ is answered here, so none falls through to the editor.
 */
export function registerDocs(app: FastifyInstance, config: WeftConfig): void {
  const docsBase = `${config.basePath}docs/`;
  let site: Promise<{ nodes: Nodes; icons: Map<string, string> }> | undefined;
  // Loaded on the first docs request: the node library is not needed to start the server.
  const load = () => {
    site ??= import('@weft/nodes/docs').then(async (nodes) => ({ nodes, icons: await nodes.loadDocsIcons() }));
    return site;
  };

  const send = (reply: FastifyReply, code: number, html: string) =>
    reply.code(code).type(HTML).header('cache-control', 'no-cache').send(html);

  app.get(`${config.basePath}docs`, (request, reply) => reply.redirect(docsBase, 301));
  app.get(`${docsBase}*`, async (request, reply) => {
    const { nodes, icons } = await load();
    const docsSite = { basePath: config.basePath, icons };
    // Already decoded by the router (once: a page name never needs a second decoding).
    const path = (request.params as { '*': string })['*'];
    if (path === '') return send(reply, 200, nodes.renderDocsIndex(docsSite));
    const nodeMatch = /^nodes\/(.+)$/.exec(path);
    if (nodeMatch) {
      const type = nodeMatch[1] ?? '';
      const entry = nodes.nodeDocsEntry(type);
      const markdown = entry && await nodes.readNodeDocs(type);
      if (!entry || markdown === undefined) {
        return send(reply, 404, nodes.renderDocsNotFound(docsSite, `There is no documentation page for the node type "${type}". Pages exist for the nodes built into Weft; a community node is documented by its own package.`));
      }
      return send(reply, 200, nodes.renderNodeDocsPage(docsSite, entry, markdown));
    }
    const guide = await nodes.readGuide(path);
    if (guide !== undefined) return send(reply, 200, nodes.renderGuidePage(docsSite, path, guide));
    return send(reply, 404, nodes.renderDocsNotFound(docsSite, `There is no documentation page at "${path}".`));
  });
}
