import { afterEach, describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { newWorkflowDocument } from '../stores/workflow/document-slice';
import { createWorkflowStore } from '../stores/workflow/workflow-store';
import type { CommandContext } from './command-registry';
import { findCommandForEvent, getCommand, listCommands, registerCommand, runCommand } from './command-registry';
import { redoCommand, selectAllCommand, undoCommand } from './history-commands';

const cleanups: Array<() => void> = [];
afterEach(() => { while (cleanups.length) cleanups.pop()?.(); });

function context(): CommandContext {
  const nodes: INode[] = ['A', 'B'].map((name, i) => ({
    id: `id-${name}`, name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [i * 200, 0], parameters: {},
  }));
  const store = createWorkflowStore({ ...newWorkflowDocument('W'), nodes });
  return { store, pointer: null, viewportCenter: () => null };
}

function keyEvent(key: string, mods: { ctrlKey?: boolean; shiftKey?: boolean } = {}): KeyboardEvent {
  return { key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods } as KeyboardEvent;
}

describe('command registry', () => {
  it('finds the command for a key event only when it applies', () => {
    cleanups.push(registerCommand(undoCommand), registerCommand(redoCommand));
    const ctx = context();
    expect(findCommandForEvent(keyEvent('z', { ctrlKey: true }), ctx)).toBeUndefined();
    ctx.store.getState().apply({ type: 'moveNodes', positions: { A: [50, 50] } });
    expect(findCommandForEvent(keyEvent('z', { ctrlKey: true }), ctx)?.id).toBe('workflow.undo');
    findCommandForEvent(keyEvent('z', { ctrlKey: true }), ctx)?.run(ctx);
    expect(ctx.store.getState().document.nodes[0]!.position).toEqual([0, 0]);
    expect(findCommandForEvent(keyEvent('y', { ctrlKey: true }), ctx)?.id).toBe('workflow.redo');
    expect(findCommandForEvent(keyEvent('Z', { ctrlKey: true, shiftKey: true }), ctx)?.id).toBe('workflow.redo');
  });

  it('runs select all by id and refuses commands that do not apply', () => {
    cleanups.push(registerCommand(selectAllCommand), registerCommand(undoCommand));
    const ctx = context();
    expect(runCommand('canvas.selectAll', ctx)).toBe(true);
    expect(ctx.store.getState().selectedNodeIds).toEqual(['id-A', 'id-B']);
    expect(runCommand('workflow.undo', ctx)).toBe(false);
    expect(runCommand('nope', ctx)).toBe(false);
  });

  it('keeps a newer registration under the same id when the older one is removed', () => {
    const first = registerCommand({ id: 'x.test', label: 'a', run: () => undefined });
    const second = registerCommand({ id: 'x.test', label: 'b', run: () => undefined });
    cleanups.push(second);
    first();
    expect(getCommand('x.test')?.label).toBe('b');
    expect(listCommands().filter((c) => c.id === 'x.test')).toHaveLength(1);
  });
});
