import { memo } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPower, IconCopy, IconSettings, IconTrash } from '@tabler/icons-react';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import { ExecuteNodeAction } from './ExecuteNodeAction';
import { useCanvasRenderContext } from './canvas-render-context';
import classes from './CanvasNodeView.module.css';

/**
 * The hover actions above a node. Mounted only while the node is hovered, so idle nodes stay light.
 * A sub-node (no main input, not a trigger) has no execute action: it runs only for its root.
 */
function NodeToolbarInner({ name, disabled, executable }: { name: string; disabled: boolean; executable: boolean }) {
  const { t, actions } = useCanvasRenderContext();
  const openNodeDetails = useWorkflowStore((state) => state.openNodeDetails);
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();
  return (
    <Group gap={2} className={`${classes.toolbar} nodrag nopan`} data-testid="node-toolbar" onDoubleClick={stop}>
      {executable && <ExecuteNodeAction name={name} />}
      <Tooltip label={disabled ? t('canvas.enable') : t('canvas.disable')} withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={disabled ? t('canvas.enable') : t('canvas.disable')}
          data-testid="node-toggle-disabled" onClick={(e) => { stop(e); actions.toggleDisabled([name]); }}>
          <IconPower size={15} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('canvas.duplicate')} withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('canvas.duplicate')} data-testid="node-duplicate"
          onClick={(e) => { stop(e); actions.duplicate([name]); }}>
          <IconCopy size={15} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('canvas.openSettings')} withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('canvas.openSettings')} data-testid="node-open"
          onClick={(e) => { stop(e); openNodeDetails(name); }}>
          <IconSettings size={15} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('canvas.delete')} withArrow openDelay={300}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('canvas.delete')} data-testid="node-delete"
          onClick={(e) => { stop(e); actions.remove([name]); }}>
          <IconTrash size={15} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export const NodeToolbar = memo(NodeToolbarInner);
