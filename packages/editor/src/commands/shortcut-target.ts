/** Key events typed into a field belong to that field, not to the canvas. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], .cm-editor')) return true;
  return false;
}

/**
 * Canvas shortcuts pause while a modal, a drawer or the node details view is open: those cover the
 * canvas and have their own keys. Anything can also opt out with `data-shortcuts-blocked`.
 */
export function isOverlayOpen(doc: Document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"], [data-ndv-open], [data-shortcuts-blocked]') !== null;
}

export function shouldIgnoreKeyEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return true;
  if (isEditableTarget(event.target)) return true;
  return typeof document !== 'undefined' && isOverlayOpen(document);
}
