export { VersionedNodeType, isVersionedNodeType } from './versioned-node-type.js';
