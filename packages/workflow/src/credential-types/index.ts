export { CredentialTypeRegistry } from './credential-type-registry.js';
export type { ICredentialTypes } from './credential-type-registry.js';
export { credentialLineage, extendsCredentialType, lineageDefaults, lineageProperties } from './credential-lineage.js';
export type { CredentialTypeLookup, LineageMember } from './credential-lineage.js';
