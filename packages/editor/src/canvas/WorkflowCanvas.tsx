import { useCallback, useMemo, useState } from 'react';
import { Background, BackgroundVariant, Controls, MarkerType, ReactFlow, applyNodeChanges } from '@xyflow/react';
import type { DefaultEdgeOptions, NodeChange, NodeTypes, OnSelectionChangeParams } from '@xyflow/react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@xyflow/react/dist/style.css';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import { selectConnections, selectNodes, selectSetSelectedNodeIds } from '../stores/workflow/selectors';
import { CanvasNodeView } from './CanvasNodeView';
import { CANVAS_NODE_TYPE, workflowToFlow } from './workflow-to-flow';
import type { CanvasNode } from './workflow-to-flow';
import type { NodeTypeLookup } from './node-type-lookup';
import classes from './WorkflowCanvas.module.css';

/** Canvas constants of spec editor §9. */
export const GRID_SIZE = 20;
const FIT_VIEW_OPTIONS = { maxZoom: 1, padding: 0.2 };
const SNAP_GRID: [number, number] = [GRID_SIZE, GRID_SIZE];
const EDGE_COLOR = '#8f9bb0';
const DEFAULT_EDGE_OPTIONS: DefaultEdgeOptions = {
  selectable: false,
  focusable: false,
  style: { stroke: EDGE_COLOR, strokeWidth: 2 },
  markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_COLOR, width: 14, height: 14 },
};

// Outside the component: React Flow re-creates every node when this object changes identity.
const nodeTypes: NodeTypes = { [CANVAS_NODE_TYPE]: CanvasNodeView };

interface WorkflowCanvasProps {
  nodeTypeLookup: NodeTypeLookup;
}

export function WorkflowCanvas({ nodeTypeLookup }: WorkflowCanvasProps) {
  const { t } = useTranslation();
  const workflowNodes = useWorkflowStore(selectNodes);
  const connections = useWorkflowStore(selectConnections);
  const setSelectedNodeIds = useWorkflowStore(selectSetSelectedNodeIds);

  const flow = useMemo(
    () => workflowToFlow({ nodes: workflowNodes, connections }, nodeTypeLookup),
    [workflowNodes, connections, nodeTypeLookup],
  );

  // React Flow owns transient node state (selection, measured size); it restarts from the mapping
  // whenever the workflow itself changes.
  const [rendered, setRendered] = useState<{ flow: typeof flow; nodes: CanvasNode[] }>({ flow, nodes: flow.nodes });
  if (rendered.flow !== flow) setRendered({ flow, nodes: flow.nodes });

  const onNodesChange = useCallback((changes: NodeChange<CanvasNode>[]) => {
    setRendered((current) => ({ ...current, nodes: applyNodeChanges(changes, current.nodes) }));
  }, []);

  const onSelectionChange = useCallback(
    ({ nodes }: OnSelectionChangeParams) => setSelectedNodeIds(nodes.map((node) => node.id)),
    [setSelectedNodeIds],
  );

  return (
    <div className={classes.wrapper}>
      <ReactFlow<CanvasNode>
        data-testid="canvas"
        aria-label={t('canvas.label')}
        nodes={rendered.nodes}
        edges={flow.edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onSelectionChange={onSelectionChange}
        defaultEdgeOptions={DEFAULT_EDGE_OPTIONS}
        nodesDraggable={false}
        nodesConnectable={false}
        snapToGrid
        snapGrid={SNAP_GRID}
        fitView
        fitViewOptions={FIT_VIEW_OPTIONS}
        minZoom={0.1}
        maxZoom={4}
        deleteKeyCode={null}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID_SIZE} size={1.2} color="#c3c9d4" />
        <Controls showInteractive={false} position="bottom-left" />
      </ReactFlow>
      {flow.nodes.length === 0 && (
        <div className={classes.empty}>
          <Text fw={600} c="dimmed">{t('canvas.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">{t('canvas.emptyHint')}</Text>
        </div>
      )}
    </div>
  );
}
