export * from './route.js';
export * from './errors.js';
export * from './workflow.schemas.js';
export * from './workflows.api.js';
export * from './settings.api.js';
export * from './auth.api.js';
export * from './node-types.api.js';
export * from './executions.api.js';
