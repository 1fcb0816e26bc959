import type { Command } from './command-registry';

/** Undo and redo of workflow edits (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y). */
export const undoCommand: Command = {
  id: 'workflow.undo',
  label: 'commands.undo',
  shortcut: 'Mod+Z',
  when: ({ store }) => store.getState().canUndo && !store.getState().readOnly,
  run: ({ store }) => store.getState().undo(),
};

export const redoCommand: Command = {
  id: 'workflow.redo',
  label: 'commands.redo',
  shortcut: ['Mod+Shift+Z', 'Mod+Y'],
  when: ({ store }) => store.getState().canRedo && !store.getState().readOnly,
  run: ({ store }) => store.getState().redo(),
};

export const selectAllCommand: Command = {
  id: 'canvas.selectAll',
  label: 'commands.selectAll',
  shortcut: 'Mod+A',
  when: ({ store }) => store.getState().document.nodes.length > 0,
  run: ({ store }) => {
    const { document, setSelectedNodeIds } = store.getState();
    setSelectedNodeIds(document.nodes.map((node) => node.id));
  },
};
