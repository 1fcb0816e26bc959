export { VersionedNodeType, isVersionedNodeType } from './versioned-node-type.js';
export { NodeTypeRegistry } from './node-type-registry.js';
export { nodeKind, isTriggerNodeType, startKind, MANUAL_START_NODE_TYPES } from './node-kind.js';
export type { NodeKind, StartKind, KindDescription, KindImplementation } from './node-kind.js';
export { subNodeConnectionProblem, takesSingleSubNode } from './node-inputs.js';
