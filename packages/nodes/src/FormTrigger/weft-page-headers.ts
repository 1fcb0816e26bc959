import { createHash } from 'node:crypto';
import { WEFT_PAGE_HEADER } from '@weft/workflow';

const HTML = 'text/html; charset=utf-8';

/** The CSP source that lets exactly this inline script run. */
export const scriptHashSource = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The headers of a page Weft renders, with the inline scripts it may run (see WEFT_PAGE_HEADER). */
export function weftPageHeaders(inlineScripts: readonly string[] = []): Record<string, string> {
  return { 'content-type': HTML, [WEFT_PAGE_HEADER]: inlineScripts.length ? inlineScripts.map(scriptHashSource).join(' ') : "'none'" };
}
