export { displayParameter } from './display-parameter.js';
export {
  getNonDefaultParameters, getParameterDefaults, levelDisplayValues, resolveNodeParameters,
} from './resolve-parameters.js';
export { getNodeInputs, getNodeOutputs } from './node-outputs.js';
export type { NodeInputEndpoint, NodeOutputEndpoint } from './node-outputs.js';
export type { ParameterLevelKind, ResolveParametersOptions } from './resolve-parameters.js';
export {
  CREDENTIAL_TYPE_NOT_SELECTED_MESSAGE, PARAMETER_REQUIRED_MESSAGE, PARAMETER_VALUE_NOT_SUPPORTED_MESSAGE,
  getParameterIssues,
} from './parameter-issues.js';
export type { ParameterIssues } from './parameter-issues.js';
export {
  formatParameterPath, getParameterValue, getValueAtPath, parseParameterPath,
} from './parameter-path.js';
export type { ParameterPathSegment } from './parameter-path.js';
export { cloneJson, deepEqual, isPlainObject } from './json-value.js';
export type { DeepEqualOptions } from './json-value.js';
export { collectionOptions, fixedCollectionGroups } from './property-kinds.js';
export { getCredentialIssues } from './credential-issues.js';
export type { AvailableCredential, CredentialIssues, CredentialIssuesOptions } from './credential-issues.js';
export {
  displayedCredentialTypes, fillCredentialIds, invalidCredentialReplacements, isInvalidCredential, savedNodeCredentials,
} from './node-credentials.js';
