import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconNote, IconPlus } from '@tabler/icons-react';
import { Panel, useReactFlow } from '@xyflow/react';
import type { ReactFlowInstance } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { uniqueNodeName } from '@weft/workflow';
import type { INode } from '@weft/workflow';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { GRID_SIZE, STICKY_DEFAULT_HEIGHT, STICKY_DEFAULT_WIDTH, STICKY_TYPE } from '../domain/canvas-constants';
import { NODE_SIZE } from './node-geometry';
import { placeSticky } from './sticky-placement';
import type { Box } from './sticky-placement';
import { useCanvasActions } from './use-canvas-actions';
import classes from './WorkflowCanvas.module.css';

/** Room under a node for its name and subtitle (two lines), which are drawn outside its box. */
const NODE_LABEL_HEIGHT = 48;

/** What a workflow node covers on the canvas, in flow units. */
function occupiedBox(node: INode): Box {
  const [x, y] = node.position;
  if (node.type === STICKY_TYPE) {
    const { width, height } = node.parameters;
    return { x, y, width: typeof width === 'number' ? width : STICKY_DEFAULT_WIDTH, height: typeof height === 'number' ? height : STICKY_DEFAULT_HEIGHT };
  }
  return { x, y, width: NODE_SIZE, height: NODE_SIZE + NODE_LABEL_HEIGHT };
}

/** The part of the canvas on screen, in flow units. */
function visibleFlowBox(flow: ReactFlowInstance): Box {
  const box = document.querySelector('.react-flow')?.getBoundingClientRect();
  if (!box) return { x: 0, y: 0, width: 0, height: 0 };
  const topLeft = flow.screenToFlowPosition({ x: box.left, y: box.top });
  const bottomRight = flow.screenToFlowPosition({ x: box.right, y: box.bottom });
  return { x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
}

/** Top-right: open the node creator, add a sticky note in free space of the view. */
export function CanvasAddButtons() {
  const { t } = useTranslation();
  const flow = useReactFlow();
  const store = useWorkflowStoreApi();
  const actions = useCanvasActions();

  const addSticky = () => {
    const { nodes } = store.getState().document;
    const names = new Set(nodes.map((node) => node.name));
    actions.apply({
      type: 'addNodes',
      nodes: [{
        id: crypto.randomUUID(),
        name: uniqueNodeName('Sticky Note', names),
        type: STICKY_TYPE,
        typeVersion: 1,
        position: placeSticky({
          viewport: visibleFlowBox(flow),
          occupied: nodes.map(occupiedBox),
          width: STICKY_DEFAULT_WIDTH,
          height: STICKY_DEFAULT_HEIGHT,
          grid: GRID_SIZE,
        }),
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
