export { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from './json-depth.js';
export { normalizeImportedWorkflow, type ImportDefaults } from './n8n-import.js';
