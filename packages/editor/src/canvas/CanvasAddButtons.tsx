import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconNote, IconPlus } from '@tabler/icons-react';
import { Panel, useReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { uniqueNodeName } from '@weft/workflow';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { GRID_SIZE, STICKY_DEFAULT_HEIGHT, STICKY_DEFAULT_WIDTH, STICKY_TYPE } from '../domain/canvas-constants';
import { useCanvasActions } from './use-canvas-actions';
import classes from './WorkflowCanvas.module.css';

const snap = (value: number) => Math.round(value / GRID_SIZE) * GRID_SIZE;

/** Top-right: open the node creator, add a sticky note in the middle of the view. */
export function CanvasAddButtons() {
  const { t } = useTranslation();
  const flow = useReactFlow();
  const store = useWorkflowStoreApi();
  const actions = useCanvasActions();

  const addSticky = () => {
    const canvas = document.querySelector('.react-flow');
    const box = canvas?.getBoundingClientRect();
    const center = box ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 0, y: 0 };
    const names = new Set(store.getState().document.nodes.map((node) => node.name));
    actions.apply({
      type: 'addNodes',
      nodes: [{
        id: crypto.randomUUID(),
        name: uniqueNodeName('Sticky Note', names),
        type: STICKY_TYPE,
        typeVersion: 1,
        position: [snap(center.x - STICKY_DEFAULT_WIDTH / 2), snap(center.y - STICKY_DEFAULT_HEIGHT / 2)],
        parameters: { content: t('canvas.stickyDefault'), width: STICKY_DEFAULT_WIDTH, height: STICKY_DEFAULT_HEIGHT, color: 1 },
      }],
    });
  };

  return (
    <Panel position="top-right">
      <Stack gap={8} className={classes.addButtons}>
        <Tooltip label={t('canvas.addNode')} withArrow position="left" openDelay={300}>
          <ActionIcon size={40} radius="md" variant="default" aria-label={t('canvas.addNode')} data-testid="canvas-add-node" onClick={() => store.getState().openNodeCreator()}>
            <IconPlus size={22} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('canvas.addSticky')} withArrow position="left" openDelay={300}>
          <ActionIcon size={40} radius="md" variant="default" aria-label={t('canvas.addSticky')} data-testid="canvas-add-sticky" onClick={addSticky}>
            <IconNote size={20} />
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Panel>
  );
}
