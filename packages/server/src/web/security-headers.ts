import type { FastifyInstance, FastifyReply } from 'fastify';
import { WEFT_PAGE_HEADER } from '@weft/workflow';
import type { WeftConfig } from '../config.js';
import { editorConnectSources } from './editor-connect-sources.js';

/**
 * Security headers on the answers Weft renders itself (the editor, the docs, the pages of forms and the
 * hosted chat), each added only when the route did not set it: `nosniff` on every answer, and on HTML a
 * referrer policy and a content-security policy whose `frame-ancestors` is WEFT_FRAME_ANCESTORS.
 * A workflow's own HTML answer (Respond to Webhook) is the user's content and gets no policy: only a page
 * a node marks with WEFT_PAGE_HEADER does.
 */

/**
 * `same-origin`: links from the editor or a form to other sites send no referrer at all, so neither a
 * form's secret path nor the name of an internal host leaks; nothing Weft does needs one cross-origin.
 */
const REFERRER_POLICY = 'same-origin';

// The editor evaluates expressions (previews, the inputs of AI nodes) by compiling them with Function,
// as n8n does: 'unsafe-eval'. Mantine and CodeMirror write <style> tags and style attributes; the push
// stream is an EventSource on the same origin; the community-node count asks npm; node icons may be any
// https image. The outward services the admin configured (editorConnectSources) are reached from the
// editor too.
const editorPolicy = (connectSources: string[]) => [
  "default-src 'self'", "script-src 'self' 'unsafe-eval'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob: https:",
  "font-src 'self' data:", ["connect-src 'self' https://registry.npmjs.org", ...connectSources].join(' '), "media-src 'self' data: blob:",
  "worker-src 'self' blob:", "frame-src 'self' blob: data:", "object-src 'none'", "base-uri 'self'", "form-action 'self'",
].join('; ');

// No form-action: a form's ending may redirect the submission to another site. The chat's custom CSS may
// load fonts and images from anywhere.
const pagePolicy = (scriptSources: string) => [
  "default-src 'self'", `script-src ${scriptSources}`, "style-src 'self' 'unsafe-inline' https:", "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:", "connect-src 'self'", "media-src 'self' data: blob:", "object-src 'none'", "base-uri 'self'",
].join('; ');

const SCRIPT_SOURCES = /^(?:'none'|'sha256-[A-Za-z0-9+/]+={0,2}'(?: 'sha256-[A-Za-z0-9+/]+={0,2}')*)$/;

const workflowAnswers = new WeakSet<FastifyReply>();

/** The answer is a workflow's (a webhook's): its HTML is the user's content, unless a node marked it as a Weft page. */
export function markWorkflowAnswer(reply: FastifyReply): void {
  workflowAnswers.add(reply);
}

function contentSecurityPolicy(reply: FastifyReply, frameAncestors: string, editor: string): string | undefined {
  const marked = reply.getHeader(WEFT_PAGE_HEADER);
  reply.removeHeader(WEFT_PAGE_HEADER);
  if (typeof marked === 'string') {
    // A workflow could set the header too: a value that is not a list of hashes allows no script.
    const scripts = SCRIPT_SOURCES.test(marked) ? marked : "'none'";
    return `${pagePolicy(scripts)}; frame-ancestors ${frameAncestors}`;
  }
  if (workflowAnswers.has(reply)) return undefined;
  return `${editor}; frame-ancestors ${frameAncestors}`;
}

/**
 * The demo canvas is made to be embedded by other sites (template galleries send it a workflow to
 * show), so any site may frame it. It shows only what the embedding page sends it.
 */
const embeddable = (basePath: string) => {
  const demo = `${basePath}workflows/demo`;
  return (url: string) => {
    const path = url.split('?', 1)[0] ?? '';
    return path === demo || path === `${demo}/`;
  };
};

export function addSecurityHeaders(app: FastifyInstance, config: WeftConfig): void {
  const isDemo = embeddable(config.basePath);
  const editor = editorPolicy(editorConnectSources(config));
  // A callback hook, not an async one: it runs on every answer, webhook calls included, and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !/^text\/html\b/i.test(type)) {
      reply.removeHeader(WEFT_PAGE_HEADER);
      done(null, payload);
      return;
    }
    const policy = contentSecurityPolicy(reply, isDemo(request.url) ? '*' : config.frameAncestors, editor);
    if (policy !== undefined) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
      if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    }
    done(null, payload);
  });
}
