export { WorkflowGraph } from './workflow-graph.js';
export type { ConnectionTypeFilter, GraphEdge, NodeAtDepth, TraversalOptions } from './workflow-graph.js';
export { mapConnectionsByDestination } from './connections-by-destination.js';
export type { IConnectionsByDestination } from './connections-by-destination.js';
export {
  getHighestNodes, getNodesOnPath, getRootNodes, getStartNode, getTriggerNodes, isTriggerNode,
} from './start-nodes.js';
export { planStart, chooseStartNode } from './start-plan.js';
export type { StartPlan, StartRequest } from './start-plan.js';
export { pinnedItems } from './pinned-items.js';
export { connectedMainOutputs, firstFreeMainOutput } from './main-outputs.js';
export type { NodeTypeDescriptionLookup } from './start-nodes.js';
export { getChildNodes, getParentNodes, getParentNodesByDepth, getChildNodesByDepth } from './graph-queries.js';
export { AI_CONNECTION_GROUPS, CONNECTION_HINT_CLASS, connectionRefusal, countInputConnections, hasOutgoingConnection, isAiConnectionType } from './ai-connections.js';
export type { ConnectionAttempt } from './ai-connections.js';
