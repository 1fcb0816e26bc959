export { WorkflowGraph } from './workflow-graph.js';
export type { ConnectionTypeFilter, GraphEdge, NodeAtDepth, TraversalOptions } from './workflow-graph.js';
export { mapConnectionsByDestination } from './connections-by-destination.js';
export type { IConnectionsByDestination } from './connections-by-destination.js';
export {
  STARTING_NODE_TYPES, getHighestNodes, getNodesOnPath, getRootNodes, getStartNode, getTriggerNodes,
  isTriggerNode, isTriggerNodeType,
} from './start-nodes.js';
export type { NodeTypeDescriptionLookup } from './start-nodes.js';
export { getChildNodes, getParentNodes, getParentNodesByDepth, getChildNodesByDepth } from './graph-queries.js';
