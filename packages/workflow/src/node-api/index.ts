/*
 * The API a node is written against: what a community package's `require('n8n-workflow')` will get.
 * Everything here is pure (no IO), so nodes depend on this and never on the engine at run time; the
 * engine gives them their IO through the execution context (`this.helpers`).
 */
export * from '../model/index.js';
export * from '../errors/index.js';
export * from '../node-types/index.js';
export * from '../object-path/index.js';
export * from '../credential-types/index.js';
export * from '../text/index.js';
export { WAIT_INDEFINITELY, GENERIC_AUTH_TYPES } from './constants.js';
export { sleep } from './sleep.js';
export {
  ApplicationError, NodeConnectionTypes, BINARY_ENCODING, jsonParse, jsonStringify, deepCopy, LoggerProxy,
} from './package-api.js';
export type { JsonParseOptions, PackageLogger } from './package-api.js';
