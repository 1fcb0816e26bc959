/** Key events typed into a field belong to that field, not to the canvas. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], .cm-editor')) return true;
  return false;
}

/**
 * Canvas shortcuts pause while a modal, a drawer or the node details view is open: those cover the
 * canvas and have their own keys. Anything can also opt out with `data-shortcuts-blocked`. A modal
 * counts while it holds the focus (Mantine traps it there): one fading out after closing has given
 * the focus back and no longer blocks.
 */
export function isOverlayOpen(doc: Document): boolean {
  if (isModalFocused(doc)) return true;
  // Modals kept mounted while closed are hidden with display: none; those block nothing.
  return [...doc.querySelectorAll('[data-ndv-open], [data-shortcuts-blocked]')].some(visible);
}

const visible = (element: Element) => element.getClientRects().length > 0;

/** A modal dialog (not the node details view) holds the focus. */
export function isModalFocused(doc: Document): boolean {
  const active = doc.activeElement;
  const dialogs = doc.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return [...dialogs].some((dialog) => visible(dialog) && active !== null && dialog.contains(active));
}

/**
 * Whether a key event is left to what has the focus. An editor-wide command (`Command.editorWide`,
 * Ctrl+S) also runs from fields and over the node details view, as in n8n; only a modal keeps it.
 */
export function shouldIgnoreKeyEvent(event: KeyboardEvent, editorWide = false): boolean {
  if (event.defaultPrevented || event.isComposing) return true;
  if (typeof document === 'undefined') return !editorWide && isEditableTarget(event.target);
  if (editorWide) return isModalFocused(document);
  return isEditableTarget(event.target) || isOverlayOpen(document);
}
