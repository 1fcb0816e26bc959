/**
 * WEFT_FRAME_ANCESTORS: the sites that may show Weft's pages in a frame, as the source list of CSP's
 * `frame-ancestors` (`'self'`, `'none'` alone, `*`, a scheme such as `https:`, or an origin such as
 * `https://intranet.example.com`, `https://*.example.com:8443`). Anything else is refused at start: a
 * `;` or `,` would end the directive and let the variable write the rest of the policy.
 */
const KEYWORD = /^'(self|none)'$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:$/;
const HOST = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?$/;

export const FRAME_ANCESTORS_HINT = "must be 'self', 'none' or a space-separated list of 'self' and origins such as https://intranet.example.com";

export function normaliseFrameAncestors(value: string): string {
  return value.trim().split(/\s+/).join(' ');
}

export function isFrameAncestorsList(value: string): boolean {
  const sources = normaliseFrameAncestors(value).toLowerCase().split(' ');
  if (sources.includes("'none'")) return sources.length === 1;
  // Unquoted, these would name a host called "self": surely a mistake for the keyword.
  if (sources.some((source) => source === 'self' || source === 'none')) return false;
  return sources.every((source) => source !== '' && (KEYWORD.test(source) || SCHEME.test(source) || HOST.test(source)));
}
