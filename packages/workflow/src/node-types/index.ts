export { VersionedNodeType, isVersionedNodeType } from './versioned-node-type.js';
export { NodeTypeRegistry } from './node-type-registry.js';
