import type { WorkflowStore } from '../stores/workflow/workflow-store';
import type { ParsedShortcut } from './shortcut';
import { parseShortcut } from './shortcut';

/** What a command sees when it runs: the open workflow and where the user is on the canvas. */
export interface CommandContext {
  store: WorkflowStore;
  /** Canvas (flow) coordinates of the pointer when it is over the canvas, else null. */
  pointer: { x: number; y: number } | null;
  /** Canvas (flow) coordinates of the visible area's centre, when the canvas is mounted. */
  viewportCenter: () => { x: number; y: number } | null;
  /** The key event that ran the command (absent when run from a menu). */
  event?: KeyboardEvent;
  /** The node a command was started from (its toolbar, its details view), for commands that act on one node. */
  node?: string;
}

export interface Command {
  id: string;
  /** i18n key of the label shown in menus. */
  label: string;
  /** `Mod+Z`, `Mod+Shift+Z`, `Delete`, `Shift+ArrowLeft`, `+`; Mod is Ctrl, or Cmd on macOS. */
  shortcut?: string | readonly string[];
  /**
   * Whether the shortcut also works while typing in a field and over the node details view (Ctrl+S
   * saves from anywhere in the editor); canvas commands leave those keys alone.
   */
  editorWide?: boolean;
  /** Whether the command applies now; by default it does. */
  when?: (ctx: CommandContext) => boolean;
  run: (ctx: CommandContext) => void | Promise<void>;
}

interface RegisteredCommand {
  command: Command;
  shortcuts: ParsedShortcut[];
}

const registry = new Map<string, RegisteredCommand>();
const listeners = new Set<() => void>();
let snapshot: readonly Command[] = [];

function changed(): void {
  snapshot = [...registry.values()].map((entry) => entry.command);
  for (const listener of listeners) listener();
}

/** Adds (or replaces, by id) a command; returns the function that removes it again. */
export function registerCommand(command: Command): () => void {
  const shortcuts = command.shortcut === undefined ? [] : [command.shortcut].flat().map(parseShortcut);
  const entry = { command, shortcuts };
  registry.set(command.id, entry);
  changed();
  return () => {
    // A newer registration under the same id stays.
    if (registry.get(command.id) !== entry) return;
    registry.delete(command.id);
    changed();
  };
}

export function getCommand(id: string): Command | undefined {
  return registry.get(id)?.command;
}

/** Every registered command, the same array until the registry changes (for useSyncExternalStore). */
export function listCommands(): readonly Command[] {
  return snapshot;
}

export function subscribeCommands(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export function isCommandEnabled(command: Command, ctx: CommandContext): boolean {
  return command.when ? command.when(ctx) : true;
}

/** Runs a command by id when it applies; returns whether it ran. */
export function runCommand(id: string, ctx: CommandContext): boolean {
  const command = getCommand(id);
  if (!command || !isCommandEnabled(command, ctx)) return false;
  void command.run(ctx);
  return true;
}

/** The command a key event triggers: the first one registered whose shortcut matches and that applies. */
export function findCommandForEvent(event: KeyboardEvent, ctx: CommandContext): Command | undefined {
  for (const { command, shortcuts } of registry.values()) {
    if (shortcuts.some((shortcut) => shortcut.matches(event)) && isCommandEnabled(command, ctx)) return command;
  }
  return undefined;
}
