import { usePinDataEditor } from './pin-data-editor.store';

/**
 * Asked by the node details view before it closes (spec/editor.md §4 'Pinned data'): with changed,
 * unsaved text in the pin data editor the user confirms the discard. Resolves true when the view
 * may close; the editor is then closed too. The question is shown by the mounted PinDataEditor.
 */
export function confirmCloseNdv(): Promise<boolean> {
  const editor = usePinDataEditor.getState();
  if (editor.editingNode === null) return Promise.resolve(true);
  if (!editor.hasUnsavedText()) {
    editor.cancel();
    return Promise.resolve(true);
  }
  // A second close while the question is open gets the same answer as the first.
  const earlier = editor.pendingClose;
  return new Promise<boolean>((resolve) => {
    usePinDataEditor.setState({
      pendingClose: (close) => {
        earlier?.(close);
        resolve(close);
      },
    });
  });
}
