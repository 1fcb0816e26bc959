import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { Panel, useStore } from '@xyflow/react';
import type { ReactFlowState } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { useCanvasZoom } from './use-canvas-zoom';
import classes from './WorkflowCanvas.module.css';

const selectZoomIsOne = (state: ReactFlowState) => Math.abs(state.transform[2] - 1) < 0.001;

/** Bottom-left zoom controls; reset only shows when the scale is not 1 (spec). */
export function ZoomMenu() {
  const { t } = useTranslation();
  const zoom = useCanvasZoom();
  const atOne = useStore(selectZoomIsOne);
  const items = [
    { id: 'zoom-fit', label: t('canvas.zoomFit'), icon: IconArrowsMaximize, run: zoom.fit },
    { id: 'zoom-in', label: t('canvas.zoomIn'), icon: IconZoomIn, run: zoom.zoomIn },
    { id: 'zoom-out', label: t('canvas.zoomOut'), icon: IconZoomOut, run: zoom.zoomOut },
    ...(atOne ? [] : [{ id: 'zoom-reset', label: t('canvas.zoomReset'), icon: IconZoomReset, run: zoom.reset }]),
  ];
  return (
    <Panel position="bottom-left">
      <Group gap={6} className={classes.zoomMenu} data-testid="zoom-menu">
        {items.map(({ id, label, icon: Icon, run }) => (
          <Tooltip key={id} label={label} withArrow openDelay={300}>
            <ActionIcon variant="default" size="lg" radius="md" aria-label={label} data-testid={id} onClick={run}>
              <Icon size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
    </Panel>
  );
}
