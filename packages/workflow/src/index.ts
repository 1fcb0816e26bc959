export * from './model/index.js';
export * from './graph/index.js';
export * from './parameters/index.js';
export * from './naming/index.js';
export * from './operations/index.js';
export * from './expressions/index.js';
export * from './validation/index.js';
