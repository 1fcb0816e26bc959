/**
 * Puts text on the system clipboard. The async Clipboard API needs a secure context and focus; where it
 * is missing or refused, a hidden textarea and the copy command do the same.
 */
export async function writeClipboardText(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Refused (no permission, no focus): the fallback below still works from a key press.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
  } finally {
    area.remove();
  }
}

/** Reads clipboard text for a paste started from a menu (key presses get it from the paste event). */
export async function readClipboardText(): Promise<string> {
  if (!navigator.clipboard?.readText) throw new Error('The browser does not allow reading the clipboard');
  return navigator.clipboard.readText();
}
