export { builtinNodeTypes, builtinNodes, listNodeTypeDescriptions } from './builtin-node-types.js';
export { getNodeIcon, readNodeIcon } from './node-icons.js';
export type { NodeIcon } from './node-icons.js';
export { ManualTrigger } from './ManualTrigger/ManualTrigger.node.js';
export { Start } from './Start/Start.node.js';
export { NoOp } from './NoOp/NoOp.node.js';
export { Set as SetNode } from './Set/Set.node.js';
export { SetV1 } from './Set/v1/SetV1.node.js';
export { SetV3 } from './Set/v3/SetV3.node.js';
