import type {
  ICredentialDataDecryptedObject, INode, INodeCredentialsDetails, IWorkflowBase,
  WorkflowExecuteMode,
} from '@weft/workflow';

/** Where a credential is being used, for the host's access checks and logs. */
export interface CredentialsUse {
  node: INode;
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
}

/**
 * The host's credential store as the engine sees it (the server decrypts; the engine never sees keys).
 * `getDecrypted` rejects with a clear message when the credential does not exist or is of another type;
 * the engine shows that message on the node.
 */
export interface ICredentialsHelper {
  getDecrypted(
    nodeCredentials: INodeCredentialsDetails, credentialType: string, use: CredentialsUse,
  ): Promise<ICredentialDataDecryptedObject>;
  /** Optional: saves refreshed data (an OAuth token) back to the credential. */
  updateCredentials?(
    nodeCredentials: INodeCredentialsDetails, credentialType: string, data: ICredentialDataDecryptedObject,
  ): Promise<void>;
}

/** A helper that holds credentials in memory, keyed by id (tests and `weft execute` without a database). */
export class MemoryCredentialsHelper implements ICredentialsHelper {
  constructor(private readonly credentials: Record<string, { type: string; name?: string; data: ICredentialDataDecryptedObject }>) {}

  async getDecrypted(details: INodeCredentialsDetails, credentialType: string): Promise<ICredentialDataDecryptedObject> {
    const byId = details.id !== null ? this.credentials[details.id] : undefined;
    const stored = byId ?? Object.values(this.credentials).find((entry) => entry.name === details.name && entry.type === credentialType);
    if (!stored) {
      throw new Error(`Credential with ID "${details.id ?? details.name}" does not exist for type "${credentialType}".`);
    }
    if (stored.type !== credentialType) {
      throw new Error(`Credential "${details.name}" is of type "${stored.type}", not "${credentialType}".`);
    }
    return structuredClone(stored.data);
  }
}
