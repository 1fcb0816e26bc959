import type { ICredentialDataDecryptedObject, INodeType } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, createConsoleLogger } from '@weft/engine';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';

/** The `this` of a node's load-options and list-search methods, with one credential of `credentialType`. */
export function loadOptionsContext(nodeType: INodeType, credentialType: string, data: ICredentialDataDecryptedObject): LoadOptionsContext {
  return new LoadOptionsContext({
    node: {
      id: 'm', name: 'Model', type: nodeType.description.name, typeVersion: [nodeType.description.version].flat().at(-1) ?? 1, position: [0, 0],
      parameters: {}, credentials: { [credentialType]: { id: 'c', name: 'Credential' } },
    },
    nodeType,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ c: { type: credentialType, name: 'Credential', data } }) },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
}
