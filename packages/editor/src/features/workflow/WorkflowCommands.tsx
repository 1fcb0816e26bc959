import { ClipboardController } from '../clipboard/ClipboardController';
import { useCommand } from '../../commands/use-command';
import { redoCommand, selectAllCommand, undoCommand } from '../../commands/history-commands';
import { useShortcuts } from '../../commands/use-shortcuts';

/**
 * The shortcut listener and the editing commands every open workflow has. Mount once per open
 * workflow, inside the workflow store and React Flow providers.
 */
export function WorkflowCommands() {
  useShortcuts();
  useCommand(undoCommand);
  useCommand(redoCommand);
  useCommand(selectAllCommand);
  return <ClipboardController />;
}
