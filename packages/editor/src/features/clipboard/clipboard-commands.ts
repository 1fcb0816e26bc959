import type { Command, CommandContext } from '../../commands/command-registry';

export interface ClipboardActions {
  copy: (ctx: CommandContext) => Promise<void>;
  cut: (ctx: CommandContext) => Promise<void>;
  pasteFromClipboard: (ctx: CommandContext) => Promise<void>;
}

/** Text the user selected on the page (a panel, a message) is theirs to copy, not the nodes. */
const textSelected = () => typeof window !== 'undefined' && (window.getSelection()?.toString() ?? '') !== '';
const hasSelection = ({ store }: CommandContext) => store.getState().selectedNodeIds.length > 0 && !textSelected();

/** Copy, cut and paste as registry commands. Ctrl+V is not a shortcut here: the paste event brings the text. */
export function clipboardCommands(actions: ClipboardActions): { copy: Command; cut: Command; paste: Command } {
  return {
    copy: { id: 'clipboard.copy', label: 'clipboard.copy', shortcut: 'Mod+C', when: hasSelection, run: actions.copy },
    cut: {
      id: 'clipboard.cut',
      label: 'clipboard.cut',
      shortcut: 'Mod+X',
      when: (ctx) => hasSelection(ctx) && !ctx.store.getState().readOnly,
      run: actions.cut,
    },
    paste: {
      id: 'clipboard.paste',
      label: 'clipboard.paste',
      when: ({ store }) => !store.getState().readOnly,
      run: actions.pasteFromClipboard,
    },
  };
}
