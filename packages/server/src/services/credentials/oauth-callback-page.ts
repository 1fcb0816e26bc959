import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '@weft/workflow';

/** How a connection ended, as the popup shows it. */
export type OAuthOutcome =
  | { ok: true }
  | { ok: false; status: number; message: string; hint: string };

const escapeText = (text: string) => escapeHtml(text, { numeric: true });

function page(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeText(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:28rem;padding:0 1rem;color:#222}h1{font-size:1.25rem}p{line-height:1.5}</style>
</head><body>${body}${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

/**
 * Answers the popup with a small page. On success it tells the editor that opened it (only an editor
 * of `editorOrigin` receives the message) and closes; on failure it says why and what to do. The page
 * runs nothing but its own script and sends no referrer (the URL held an authorization code).
 */
export function sendOAuthOutcome(reply: FastifyReply, outcome: OAuthOutcome, editorOrigin: string): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  reply.header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'`)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  if (outcome.ok) {
    const script = `if (window.opener) { window.opener.postMessage('success', ${JSON.stringify(editorOrigin)}); window.close(); }`;
    return reply.code(200).send(page('Connected', '<h1>Connected</h1><p>The credential is connected. You can close this window.</p>', nonce, script));
  }
  return reply.code(outcome.status).send(page('Could not connect the credential',
    `<h1>Could not connect the credential</h1><p>${escapeText(outcome.message)}</p><p>${escapeText(outcome.hint)}</p>`, nonce));
}

export const failed = (status: number, message: string, hint: string): OAuthOutcome => ({ ok: false, status, message, hint });
