export { CredentialTypeRegistry } from './credential-type-registry.js';
export type { ICredentialTypes } from './credential-type-registry.js';
