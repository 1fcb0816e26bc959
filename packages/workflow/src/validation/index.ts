export { isNestedDeeperThan, MAX_JSON_DEPTH, tooDeeplyNestedMessage } from './json-depth.js';
export { normalizeImportedWorkflow, type ImportDefaults } from './n8n-import.js';
export {
  describePreflightIssues, preflightIssues, WORKFLOW_HAS_ISSUES_MESSAGE, type PreflightInput, type PreflightIssue,
} from './preflight.js';
export { findJsonSyntaxError, lineAndColumn, type JsonSyntaxError } from './json-syntax-error.js';
export {
  isPinDataTooLarge, MAX_PINNED_DATA_SIZE, parsePinDataText, PIN_DATA_TOO_LARGE_MESSAGE, pinDataSize, pinDataWith,
  SINGLE_QUOTES_HINT, utf8ByteLength, type PinDataTextResult,
} from './pin-data.js';
