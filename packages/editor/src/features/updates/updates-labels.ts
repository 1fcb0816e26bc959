/** The sidebar badge's count: 99 at most, then '99+' (spec admin constants). */
export function updatesBadgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * A feed's description as plain text. n8n's feed writes HTML there; it is read, never rendered, so a
 * feed cannot put markup or scripts into the editor. DOMParser runs nothing it parses.
 */
export function plainDescription(description: string): string {
  if (!/[<&]/.test(description)) return description.trim();
  const document = new DOMParser().parseFromString(description, 'text/html');
  document.querySelectorAll('p, li, br, h1, h2, h3, h4').forEach((element) => element.append(' '));
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
