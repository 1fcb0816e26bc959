import { memo } from 'react';
import { Background, BackgroundVariant, MarkerType, ReactFlow } from '@xyflow/react';
import type {
  DefaultEdgeOptions, EdgeTypes, IsValidConnection, NodeMouseHandler, NodeTypes, OnConnect, OnConnectEnd, OnNodeDrag,
  OnNodesChange, Viewport,
} from '@xyflow/react';
import { GRID_SIZE, MAX_ZOOM, MIN_ZOOM } from '../domain/canvas-constants';
import { CanvasAddButtons } from './CanvasAddButtons';
import { CanvasCommands } from './CanvasCommands';
import { CanvasEdgeView } from './CanvasEdgeView';
import { CanvasNodeView } from './CanvasNodeView';
import { StickyNoteView } from './StickyNoteView';
import { FIT_VIEW_OPTIONS } from './use-canvas-zoom';
import { CANVAS_EDGE_TYPE, CANVAS_NODE_TYPE, STICKY_NODE_TYPE } from './workflow-to-flow';
import type { CanvasEdge, FlowNode } from './workflow-to-flow';
import { ZoomMenu } from './ZoomMenu';

const SNAP_GRID: [number, number] = [GRID_SIZE, GRID_SIZE];
const EDGE_COLOR = '#8f9bb0';
const DEFAULT_EDGE_OPTIONS: DefaultEdgeOptions = {
  selectable: false,
  focusable: false,
  style: { stroke: EDGE_COLOR, strokeWidth: 2 },
  markerEnd: { type: MarkerType.ArrowClosed, color: EDGE_COLOR, width: 14, height: 14 },
};
const PRO_OPTIONS = { hideAttribution: true };

// Outside the component: React Flow re-creates every node when these objects change identity.
const nodeTypes: NodeTypes = { [CANVAS_NODE_TYPE]: CanvasNodeView, [STICKY_NODE_TYPE]: StickyNoteView };
const edgeTypes: EdgeTypes = { [CANVAS_EDGE_TYPE]: CanvasEdgeView };

export interface CanvasFlowProps {
  label: string;
  nodes: FlowNode[];
  edges: CanvasEdge[];
  readOnly: boolean;
  /** Where the canvas opens; null fits the view to the nodes. */
  viewport: Viewport | null;
  onNodesChange: OnNodesChange<FlowNode>;
  onNodeDragStop: OnNodeDrag<FlowNode>;
  onConnect: OnConnect;
  onConnectEnd: OnConnectEnd;
  isValidConnection: IsValidConnection;
  onNodeDoubleClick: NodeMouseHandler<FlowNode>;
}

/**
 * React Flow with the canvas's settings and controls. Memoized: the canvas re-renders at once for a
 * store change but draws the workflow a moment later (a deferred value), and that first render must
 * not redraw React Flow with the same nodes.
 */
export const CanvasFlow = memo(function CanvasFlow({ label, nodes, edges, readOnly, viewport, ...handlers }: CanvasFlowProps) {
  return (
    <ReactFlow<FlowNode>
      data-testid="canvas"
      aria-label={label}
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      {...handlers}
      defaultEdgeOptions={DEFAULT_EDGE_OPTIONS}
      nodesDraggable={!readOnly}
      nodesConnectable={!readOnly}
      snapToGrid
      snapGrid={SNAP_GRID}
      defaultViewport={viewport ?? undefined}
      fitView={viewport === null}
      fitViewOptions={FIT_VIEW_OPTIONS}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      zoomOnDoubleClick={false}
      panOnScroll
      deleteKeyCode={null}
      // Arrow keys move the selection between nodes (canvas commands); React Flow would move the nodes.
      disableKeyboardA11y
      onlyRenderVisibleElements
      proOptions={PRO_OPTIONS}
    >
      <Background variant={BackgroundVariant.Dots} gap={GRID_SIZE} size={1.2} color="#c3c9d4" />
      {!readOnly && <ZoomMenu />}
      {!readOnly && <CanvasAddButtons />}
      <CanvasCommands />
    </ReactFlow>
  );
});
