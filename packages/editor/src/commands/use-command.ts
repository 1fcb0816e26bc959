import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { Command } from './command-registry';
import { listCommands, registerCommand, subscribeCommands } from './command-registry';

/**
 * Registers a command while the component is mounted. The latest `run`/`when` are always used, so
 * callers can pass inline functions without re-registering on every render.
 */
export function useCommand(command: Command): void {
  const latest = useRef(command);
  useLayoutEffect(() => { latest.current = command; });
  const { id, label, editorWide } = command;
  const shortcutKey = command.shortcut === undefined ? '' : [command.shortcut].flat().join('\n');
  const hasWhen = command.when !== undefined;

  useEffect(() => {
    const shortcut = shortcutKey === '' ? undefined : shortcutKey.split('\n');
    return registerCommand({
      id,
      label,
      shortcut,
      ...(editorWide ? { editorWide } : {}),
      when: hasWhen ? (ctx) => latest.current.when?.(ctx) ?? true : undefined,
      run: (ctx) => latest.current.run(ctx),
    });
  }, [id, label, shortcutKey, hasWhen, editorWide]);
}

/** Every registered command, for menus; re-renders when commands come or go. */
export function useCommands(): readonly Command[] {
  return useSyncExternalStore(subscribeCommands, listCommands, listCommands);
}
