export { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from './json-depth.js';
