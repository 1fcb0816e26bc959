import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExecutionStore } from '../../stores/execution/execution-store';
import { useRunWorkflow } from './use-run-workflow';

/** The node hover toolbar's execute action: runs the workflow up to this node (a partial run). */
export function ExecuteNodeAction({ name }: { name: string }) {
  const { t } = useTranslation();
  const running = useExecutionStore((state) => state.isRunning());
  const { runWorkflow } = useRunWorkflow();
  return (
    <Tooltip label={t('canvas.execute')} withArrow openDelay={200}>
      <ActionIcon variant="subtle" color="gray" size="sm" disabled={running} aria-label={t('canvas.execute')} data-testid="node-execute"
        onClick={(event) => { event.stopPropagation(); void runWorkflow({ destinationNode: name }); }}>
        <IconPlayerPlay size={15} />
      </ActionIcon>
    </Tooltip>
  );
}
