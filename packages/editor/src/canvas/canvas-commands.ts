import type { Command, CommandContext } from '../commands/command-registry';
import type { WorkflowStoreState } from '../stores/workflow/workflow-store';
import { neighbourNode, selectAlong } from './canvas-navigation';
import type { Direction } from './canvas-navigation';
import type { CanvasActions } from './use-canvas-actions';
import type { CanvasZoom } from './use-canvas-zoom';

/** Names of the selected nodes, in selection order. */
export function selectedNames(state: WorkflowStoreState): string[] {
  const byId = new Map(state.document.nodes.map((node) => [node.id, node.name]));
  return state.selectedNodeIds.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
}

function lastSelected(state: WorkflowStoreState): string | undefined {
  return selectedNames(state).at(-1);
}

function selectByNames(state: WorkflowStoreState, names: readonly string[]): void {
  const wanted = new Set(names);
  // Keeps the given order: the last one is the "last selected" node Enter and F2 act on.
  const ids = names.flatMap((name) => state.document.nodes.filter((n) => n.name === name && wanted.has(n.name)).map((n) => n.id));
  state.setSelectedNodeIds(ids);
}

/** Shift+Right / Shift+Left: adds everything downstream / upstream of the last selected node to the selection. */
function extendAlong(state: WorkflowStoreState, direction: 'left' | 'right'): void {
  const from = lastSelected(state);
  if (from === undefined) return;
  const along = selectAlong(state.document.connections, from, direction);
  const kept = selectedNames(state).filter((name) => !along.includes(name));
  // The node the keys started from stays the last selected, so Enter and F2 still act on it.
  selectByNames(state, [...kept, ...along.slice(1).reverse(), from]);
}

const hasSelection = ({ store }: CommandContext) => store.getState().selectedNodeIds.length > 0;

function navigate(id: string, shortcut: string, direction: Direction): Command {
  return {
    id,
    label: `commands.${id.replace('canvas.', '')}`,
    shortcut,
    when: hasSelection,
    run: ({ store }) => {
      const state = store.getState();
      const from = lastSelected(state);
      if (from === undefined) return;
      const to = neighbourNode(state.document.nodes, state.document.connections, from, direction);
      if (to !== undefined) selectByNames(state, [to]);
    },
  };
}

/** The canvas's keyboard commands (spec "Keyboard shortcuts"), registered while the canvas is open. */
export function createCanvasCommands(actions: CanvasActions, zoom: CanvasZoom): Command[] {
  return [
    {
      id: 'canvas.delete',
      label: 'commands.deleteSelection',
      shortcut: ['Delete', 'Backspace'],
      when: hasSelection,
      run: ({ store }) => actions.remove(selectedNames(store.getState())),
    },
    {
      id: 'canvas.toggleDisabled',
      label: 'commands.toggleDisabled',
      shortcut: 'd',
      when: hasSelection,
      run: ({ store }) => actions.toggleDisabled(selectedNames(store.getState())),
    },
    navigate('canvas.selectRight', 'ArrowRight', 'right'),
    navigate('canvas.selectLeft', 'ArrowLeft', 'left'),
    navigate('canvas.selectUp', 'ArrowUp', 'up'),
    navigate('canvas.selectDown', 'ArrowDown', 'down'),
    {
      id: 'canvas.selectDownstream',
      label: 'commands.selectDownstream',
      shortcut: 'Shift+ArrowRight',
      when: hasSelection,
      run: ({ store }) => extendAlong(store.getState(), 'right'),
    },
    {
      id: 'canvas.selectUpstream',
      label: 'commands.selectUpstream',
      shortcut: 'Shift+ArrowLeft',
      when: hasSelection,
      run: ({ store }) => extendAlong(store.getState(), 'left'),
    },
    {
      id: 'canvas.openNode',
      label: 'commands.openNode',
      shortcut: 'Enter',
      when: hasSelection,
      run: ({ store }) => {
        const name = lastSelected(store.getState());
        if (name !== undefined) store.getState().openNodeDetails(name);
      },
    },
    {
      id: 'canvas.rename',
      label: 'commands.renameNode',
      shortcut: 'F2',
      when: hasSelection,
      run: ({ store }) => {
        const name = lastSelected(store.getState());
        if (name === undefined) return;
        if (store.getState().readOnly) actions.refuseReadOnly();
        else store.getState().startRenaming(name);
      },
    },
    {
      id: 'canvas.toggleNodeCreator',
      label: 'commands.toggleNodeCreator',
      shortcut: 'Tab',
      run: ({ store }) => {
        if (store.getState().readOnly) actions.refuseReadOnly();
        else store.getState().toggleNodeCreator();
      },
    },
    {
      id: 'canvas.escape',
      label: 'commands.close',
      shortcut: 'Escape',
      when: ({ store }) => store.getState().nodeCreator.open || store.getState().ndv.openNodeName !== null,
      run: ({ store }) => {
        if (store.getState().nodeCreator.open) store.getState().closeNodeCreator();
        else store.getState().requestCloseNodeDetails();
      },
    },
    { id: 'canvas.zoomIn', label: 'canvas.zoomIn', shortcut: ['+', '='], run: zoom.zoomIn },
    { id: 'canvas.zoomOut', label: 'canvas.zoomOut', shortcut: '-', run: zoom.zoomOut },
    { id: 'canvas.zoomReset', label: 'canvas.zoomReset', shortcut: '0', run: zoom.reset },
    { id: 'canvas.zoomFit', label: 'canvas.zoomFit', shortcut: '1', run: zoom.fit },
  ];
}
