/*
 * PEM text (a key, a certificate, a bundle of CA certificates) pasted into a one-line credential field
 * arrives with its line breaks turned into spaces or written as `\n`; key and certificate parsers need
 * them back. Encrypted PEM keys also carry "Name: value" header lines (Proc-Type, DEK-Info) that must stay
 * whole and be followed by a blank line.
 */

const BLOCK = /(-----BEGIN ([A-Z0-9 ]+)-----)(.*?)(-----END \2-----)/gs;

function blockLines(begin: string, body: string, end: string): string {
  const tokens = body.trim().split(/\s+/).filter(Boolean);
  const headers: string[] = [];
  while (tokens.length >= 2 && /^[A-Za-z-]+:$/.test(tokens[0] ?? '')) headers.push(`${tokens.shift()} ${tokens.shift()}`);
  return [begin, ...headers, ...(headers.length ? [''] : []), ...tokens, end].join('\n');
}

/** The PEM text with its lines as a PEM file has them; text that already has line breaks is kept (Windows line ends made plain). */
export function restorePemLineBreaks(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const trimmed = text.replace(/\\n/g, '\n').trim();
  if (trimmed.includes('\n')) return `${trimmed.replace(/\r\n/g, '\n')}\n`;
  if (!trimmed.includes('-----BEGIN ')) return trimmed;
  const blocks = [...trimmed.matchAll(BLOCK)].map(([, begin, , body, end]) => blockLines(begin ?? '', body ?? '', end ?? ''));
  return blocks.length > 0 ? `${blocks.join('\n')}\n` : trimmed;
}
