import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RUN_COMMANDS } from '../commands/run-command-ids';
import { useRunCommand } from '../commands/use-run-command';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';

/** The node hover toolbar's execute action: runs the workflow up to this node (a partial run). */
export function ExecuteNodeAction({ name }: { name: string }) {
  const { t } = useTranslation();
  const running = useWorkflowStore((state) => state.isRunning());
  const run = useRunCommand();
  return (
    <Tooltip label={t('canvas.execute')} withArrow openDelay={200}>
      <ActionIcon variant="subtle" color="gray" size="sm" disabled={running} aria-label={t('canvas.execute')} data-testid="node-execute"
        onClick={(event) => { event.stopPropagation(); run(RUN_COMMANDS.executeNode, { node: name }); }}>
        <IconPlayerPlay size={15} />
      </ActionIcon>
    </Tooltip>
  );
}
