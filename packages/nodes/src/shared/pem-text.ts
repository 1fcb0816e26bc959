/**
 * PEM text (a key, a certificate) pasted into a one-line field keeps its line breaks as spaces: put them
 * back. Text that still has its line breaks is left as it is, so that the headers of an encrypted PEM
 * key ("Proc-Type: 4,ENCRYPTED") keep their spaces.
 */
export function restorePemLineBreaks(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text.trim().includes('\n')) return text;
  const match = /^(-----BEGIN [^-]+-----)(.*?)(-----END [^-]+-----)\s*$/s.exec(text.trim());
  return match ? `${match[1]}\n${(match[2] ?? '').trim().replace(/\s+/g, '\n')}\n${match[3]}\n` : text;
}
