const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export interface EscapeHtmlOptions {
  /** `&#38;` rather than `&amp;`: mail bodies use numeric entities, which every mail client reads. */
  numeric?: boolean;
}

/** Text made safe for HTML content and quoted attributes (the five characters HTML gives meaning to). */
export function escapeHtml(value: unknown, options: EscapeHtmlOptions = {}): string {
  const escape = options.numeric ? (char: string) => `&#${char.charCodeAt(0)};` : (char: string) => NAMED[char] as string;
  return String(value ?? '').replace(/[&<>"']/g, escape);
}
