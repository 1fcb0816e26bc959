import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { applyNodeChanges, useReactFlow } from '@xyflow/react';
import type { Connection, Edge, IsValidConnection, NodeChange, NodeMouseHandler, OnConnectEnd, OnNodeDrag } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import '@xyflow/react/dist/style.css';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import {
  selectConnections, selectNodes, selectPinData, selectReadOnly, selectSelectedNodeIds, selectSetSelectedNodeIds,
} from '../stores/workflow/selectors';
import { CanvasEmptyState } from './CanvasEmptyState';
import { CanvasFlow } from './CanvasFlow';
import { CanvasRenderContext } from './canvas-render-context';
import { RenameNodeModal } from './RenameNodeModal';
import { connectionRefusal } from '@weft/workflow';
import { inputHandleId, outputHandleId, parseHandleIndex, parseHandleType } from './handle-ids';
import { useCanvasActions } from './use-canvas-actions';
import { useInitialViewport } from './use-initial-viewport';
import { useZoomedOut } from './use-zoomed-out';
import { useCanvasCredentials } from './use-canvas-credentials';
import { CANVAS_NODE_TYPE, workflowToFlow } from './workflow-to-flow';
import { MAIN } from '../domain/node-endpoints';
import { reuseSameList, reuseUnchangedEdges } from './flow-list-reuse';
import type { CanvasEdge, FlowNode, NodeRunState } from './workflow-to-flow';
import type { NodeTypeLookup } from '../domain/node-type-lookup';
import classes from './WorkflowCanvas.module.css';

export { GRID_SIZE } from '../domain/canvas-constants';

interface WorkflowCanvasProps {
  nodeTypeLookup: NodeTypeLookup;
  /** Run results drawn on the nodes (an execution opened on the canvas). */
  runStates?: ReadonlyMap<string, NodeRunState>;
  /** Views over the canvas that belong to the page (the node details view): the canvas does not know them. */
  children?: ReactNode;
}

function withSelection(nodes: FlowNode[], selected: ReadonlySet<string>): FlowNode[] {
  return nodes.map((node) => (selected.has(node.id) === (node.selected === true) ? node : { ...node, selected: selected.has(node.id) }));
}

export function WorkflowCanvas({ nodeTypeLookup, runStates, children }: WorkflowCanvasProps) {
  const { t } = useTranslation();
  const nodesNow = useWorkflowStore(selectNodes);
  const connectionsNow = useWorkflowStore(selectConnections);
  const pinDataNow = useWorkflowStore(selectPinData);
  // The workflow is drawn at a lower priority than the edit that changed it: a keystroke in the node
  // details view paints its field first, and the canvas follows, yielding to the next keystroke.
  const graph = useDeferredValue(useMemo(
    () => ({ workflowNodes: nodesNow, connections: connectionsNow, pinData: pinDataNow }),
    [nodesNow, connectionsNow, pinDataNow],
  ));
  const { workflowNodes, connections, pinData } = graph;
  const readOnly = useWorkflowStore(selectReadOnly);
  const selectedNodeIds = useWorkflowStore(selectSelectedNodeIds);
  const setSelectedNodeIds = useWorkflowStore(selectSetSelectedNodeIds);
  const openNodeDetails = useWorkflowStore((state) => state.openNodeDetails);
  const actions = useCanvasActions();
  const flowInstance = useReactFlow();
  const credentials = useCanvasCredentials();

  const mapped = useMemo(
    () => workflowToFlow({ nodes: workflowNodes, connections, pinData }, nodeTypeLookup, runStates, credentials),
    [workflowNodes, connections, pinData, nodeTypeLookup, runStates, credentials],
  );
  // Unchanged edges keep their objects across edits, so their memoised renderers are skipped; a mapping
  // that changed nothing (credentials arriving) keeps the lists themselves, so React Flow sees no change.
  const [lists, setLists] = useState<{ mapped: typeof mapped; nodes: FlowNode[]; edges: CanvasEdge[] }>({ mapped, nodes: mapped.nodes, edges: mapped.edges });
  if (lists.mapped !== mapped) {
    setLists({ mapped, nodes: reuseSameList(lists.nodes, mapped.nodes), edges: reuseUnchangedEdges(lists.edges, mapped.edges) });
  }
  const flow = useMemo(() => ({ nodes: lists.nodes, edges: lists.edges }), [lists.nodes, lists.edges]);
  const nameById = useMemo(() => new Map(flow.nodes.map((node) => [node.id, node.data.name])), [flow.nodes]);

  // React Flow owns transient node state (drag position, measured size); it restarts from the mapping
  // whenever the workflow changes, and follows the store's selection (commands select too).
  const selection = useMemo(() => new Set(selectedNodeIds), [selectedNodeIds]);
  const selectionRef = useRef(selectedNodeIds);
  useEffect(() => { selectionRef.current = selectedNodeIds; }, [selectedNodeIds]);
  const [rendered, setRendered] = useState({ flow, selection, nodes: withSelection(flow.nodes, selection) });
  if (rendered.flow !== flow || rendered.selection !== selection) {
    setRendered({ flow, selection, nodes: withSelection(rendered.flow !== flow ? flow.nodes : rendered.nodes, selection) });
  }

  const { containerRef, viewport } = useInitialViewport(rendered.nodes);
  const zoomedOut = useZoomedOut(viewport?.zoom ?? 1);
  const renderContext = useMemo(() => ({ t, actions, readOnly, zoomedOut }), [t, actions, readOnly, zoomedOut]);


  // Pasting is an edit: on a read-only canvas it is refused with the same toast.
  useEffect(() => {
    if (!readOnly) return undefined;
    const onPaste = (event: ClipboardEvent) => {
      if (event.target instanceof Element && event.target.closest('input, textarea, [contenteditable="true"]')) return;
      actions.refuseReadOnly();
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [readOnly, actions]);

  const onNodesChange = useCallback((changes: NodeChange<FlowNode>[]) => {
    // Selection lives in the store (commands select too); removals go through the delete command.
    const selects = changes.filter((change) => change.type === 'select');
    if (selects.length > 0) {
      const next = new Set(selectionRef.current);
      for (const change of selects) {
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      // Newly selected last: commands act on the last selected node.
      const ordered = [...selectionRef.current.filter((id) => next.has(id)), ...[...next].filter((id) => !selectionRef.current.includes(id))];
      setSelectedNodeIds(ordered);
    }
    const local = changes.filter((change) => change.type === 'position' || change.type === 'dimensions');
    if (local.length === 0) return;
    setRendered((current) => ({ ...current, nodes: applyNodeChanges(local, current.nodes) }));
  }, [setSelectedNodeIds]);

  const onNodeDragStop: OnNodeDrag<FlowNode> = useCallback((_event, _node, dragged) => {
    const positions: Record<string, [number, number]> = {};
    for (const node of dragged) {
      const name = nameById.get(node.id);
      if (name !== undefined) positions[name] = [Math.round(node.position.x), Math.round(node.position.y)];
    }
    const moved = workflowNodes.some((node) => {
      const to = positions[node.name];
      return to !== undefined && (to[0] !== node.position[0] || to[1] !== node.position[1]);
    });
    if (moved) actions.apply({ type: 'moveNodes', positions });
  }, [nameById, workflowNodes, actions]);

  const onConnect = useCallback((connection: Connection) => {
    const source = nameById.get(connection.source);
    const target = nameById.get(connection.target);
    if (source === undefined || target === undefined) return;
    actions.connect({
      source, sourceIndex: parseHandleIndex(connection.sourceHandle),
      target, targetIndex: parseHandleIndex(connection.targetHandle),
      type: parseHandleType(connection.targetHandle),
    });
  }, [nameById, actions]);

  // Why a connection between these handles is refused (other type, full AI input); null when allowed.
  const refusal = useCallback((edge: Connection | Edge) => {
    if (edge.source === edge.target) return '';
    const from = edge.sourceHandle ?? outputHandleId(0);
    const to = edge.targetHandle ?? inputHandleId(0);
    const input = flow.nodes.find((node) => node.id === edge.target);
    const aiInput = input?.type === CANVAS_NODE_TYPE
      ? input.data.aiInputs.find((candidate) => inputHandleId(candidate.index, candidate.type) === to)
      : undefined;
    return connectionRefusal({
      outputType: parseHandleType(from),
      input: aiInput ? { type: aiInput.type, displayName: aiInput.label, maxConnections: aiInput.maxConnections } : { type: parseHandleType(to) },
      existing: aiInput?.connected ?? 0,
    });
  }, [flow.nodes]);

  // A connection dragged from a handle and let go over no handle: the creator opens, and the chosen
  // node is placed at that point, connected to that output or input (n8n's gesture). One let go on a
  // node connects nothing.
  const onConnectEnd: OnConnectEnd = useCallback((event, state) => {
    // Let go on a handle that refuses it: the user learns why rather than seeing nothing happen.
    if (!state.isValid && state.fromHandle && state.toHandle && state.fromNode && state.toNode) {
      const [from, to] = state.fromHandle.type === 'source' ? [state.fromHandle, state.toHandle] : [state.toHandle, state.fromHandle];
      const reason = refusal({ source: from.nodeId, sourceHandle: from.id ?? null, target: to.nodeId, targetHandle: to.id ?? null });
      if (reason) actions.refuseConnection(reason);
      return;
    }
    if (state.isValid || state.toNode || !state.fromNode || !state.fromHandle) return;
    const over = event.target instanceof Element ? event.target : null;
    if (!over?.closest('.react-flow') || over.closest('.react-flow__node, .react-flow__panel')) return;
    const name = nameById.get(state.fromNode.id);
    const point = 'changedTouches' in event ? event.changedTouches[0] : event;
    if (name === undefined || point === undefined) return;
    const drop = flowInstance.screenToFlowPosition({ x: point.clientX, y: point.clientY });
    const position: [number, number] = [Math.round(drop.x), Math.round(drop.y)];
    const index = parseHandleIndex(state.fromHandle.id);
    const type = parseHandleType(state.fromHandle.id);
    if (state.fromHandle.type === 'target' && type !== MAIN) actions.addSubNode(name, type, index, position);
    else if (type !== MAIN) return;
    else if (state.fromHandle.type === 'source') actions.addAfterOutput(name, index, position);
    else actions.addBeforeInput(name, index, position);
  }, [nameById, actions, flowInstance, refusal]);

  const isValidConnection: IsValidConnection = useCallback((edge) => refusal(edge) === null, [refusal]);

  const onNodeDoubleClick: NodeMouseHandler<FlowNode> = useCallback((_event, node) => {
    if (node.type === CANVAS_NODE_TYPE) openNodeDetails(node.data.name);
  }, [openNodeDetails]);

  return (
    <div className={classes.wrapper} data-read-only={readOnly} data-zoomed-out={zoomedOut} ref={containerRef}>
      {viewport !== undefined && (
        <CanvasRenderContext.Provider value={renderContext}>
          <CanvasFlow
            label={t('canvas.label')}
            nodes={rendered.nodes}
            edges={flow.edges}
            readOnly={readOnly}
            viewport={viewport}
            onNodesChange={onNodesChange}
            onNodeDragStop={onNodeDragStop}
            onConnect={onConnect}
            onConnectEnd={onConnectEnd}
            isValidConnection={isValidConnection}
            onNodeDoubleClick={onNodeDoubleClick}
          />
        </CanvasRenderContext.Provider>
      )}
      {flow.nodes.length === 0 && <CanvasEmptyState readOnly={readOnly} />}
      {children}
      <RenameNodeModal />
    </div>
  );
}
