/*
 * A private key pasted into a one-line credential field arrives with its line breaks turned into spaces;
 * key parsers need them back. Encrypted PEM keys also carry "Name: value" header lines (Proc-Type,
 * DEK-Info) that must stay whole and be followed by a blank line.
 */

const ARMOUR = /^(-----BEGIN [A-Z0-9 ]+-----)(.*?)(-----END [A-Z0-9 ]+-----)$/s;

/** The key text with its lines as a key file has them; text that already has line breaks is kept. */
export function privateKeyText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.includes('\n')) return `${trimmed.replace(/\r\n/g, '\n')}\n`;
  const match = ARMOUR.exec(trimmed);
  if (!match) return trimmed;
  const tokens = (match[2] ?? '').trim().split(/\s+/).filter(Boolean);
  const headers: string[] = [];
  while (tokens.length >= 2 && /^[A-Za-z-]+:$/.test(tokens[0] ?? '')) headers.push(`${tokens.shift()} ${tokens.shift()}`);
  const body = [...headers, ...(headers.length ? [''] : []), ...tokens];
  return `${match[1]}\n${body.join('\n')}\n${match[3]}\n`;
}
