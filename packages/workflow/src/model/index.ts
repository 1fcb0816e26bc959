export type * from './data.js';
export type * from './item.js';
export type * from './node.js';
export type * from './connections.js';
export type * from './node-type.js';
export type * from './credential-type.js';
export type * from './run-data.js';
export type * from './execution.js';
export * from './workflow.js';
