import { useNavigate } from 'react-router';
import { useCommand } from '../../commands/use-command';
import { useSidebarModals } from '../../stores/sidebar-modals';
import { useCurrentWorkflow } from './current-workflow';

/** Ctrl+S save, Ctrl+O open, Ctrl+Alt+N new workflow (spec editor §2), while a workflow is open. */
export function LifecycleCommands() {
  const navigate = useNavigate();

  useCommand({
    id: 'workflow.save',
    label: 'sidebar.save',
    shortcut: 'Mod+S',
    // Saves from the node details view and from inside a parameter field too, as in n8n.
    editorWide: true,
    when: ({ store }) => !store.getState().readOnly,
    run: async () => { await useCurrentWorkflow.getState().open?.save(); },
  });
  useCommand({
    id: 'workflow.open',
    label: 'sidebar.open',
    shortcut: 'Mod+O',
    run: () => useSidebarModals.getState().open('workflowOpen'),
  });
  useCommand({
    id: 'workflow.new',
    label: 'sidebar.new',
    shortcut: 'Mod+Alt+N',
    run: () => { void navigate('/workflow'); },
  });
  return null;
}
