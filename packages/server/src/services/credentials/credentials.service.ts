import type { IDataObject, INode, INodeCredentialsDetails, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import type { CredentialsRepository, StoredCredentials } from '../../db/credentials.repository.js';
import type { CredentialsCipher } from './credentials-cipher.js';

/** A credential a node asked for cannot be used; the message is the one the node shows. */
export class CredentialsNotUsableError extends Error {
  constructor(message: string, readonly hint?: string) {
    super(hint ? `${message} ${hint}` : message);
    this.name = 'CredentialsNotUsableError';
  }
}

export interface DecryptedCredentials {
  id: string;
  name: string;
  type: string;
  data: IDataObject;
  createdAt: string;
  updatedAt: string;
}

/** Where a credential is used (the engine's `CredentialsUse`). */
interface CredentialsUse {
  node: INode;
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
}

/**
 * Stored credentials, encrypted at rest. The engine reads them through `getDecrypted` (its credentials
 * helper); there are no REST routes for them yet.
 */
export class CredentialsService {
  constructor(
    private readonly repository: CredentialsRepository,
    private readonly cipher: CredentialsCipher,
  ) {}

  async create(fields: { name: string; type: string; data: IDataObject }): Promise<DecryptedCredentials> {
    const stored = await this.repository.create({ name: fields.name, type: fields.type, data: this.cipher.encrypt(fields.data) });
    return { ...stored, data: structuredClone(fields.data) };
  }

  async get(id: string): Promise<DecryptedCredentials | undefined> {
    const stored = await this.repository.findById(id);
    return stored ? this.decrypted(stored) : undefined;
  }

  /** Replaces the data of a credential (a refreshed OAuth token, an edit). */
  async updateData(id: string, data: IDataObject): Promise<void> {
    const updated = await this.repository.update(id, { data: this.cipher.encrypt(data) });
    if (!updated) throw new CredentialsNotUsableError(`Credential with ID "${id}" does not exist.`);
  }

  /**
   * The decrypted data of the credential a node names: by id, or, for workflows saved without ids
   * (older n8n exports), by name when exactly one credential of that type has it.
   */
  async getDecrypted(details: INodeCredentialsDetails, credentialType: string, _use?: CredentialsUse): Promise<IDataObject> {
    return (await this.resolve(details, credentialType)).data;
  }

  async updateCredentials(details: INodeCredentialsDetails, credentialType: string, data: IDataObject): Promise<void> {
    await this.updateData((await this.resolve(details, credentialType)).id, data);
  }

  private async resolve(details: INodeCredentialsDetails, credentialType: string): Promise<DecryptedCredentials> {
    if (details.id) {
      const stored = await this.repository.findById(details.id);
      if (!stored || stored.type !== credentialType) {
        throw new CredentialsNotUsableError(`Credential with ID "${details.id}" does not exist for type "${credentialType}".`);
      }
      return this.decrypted(stored);
    }
    const named = await this.repository.findByTypeAndName(credentialType, details.name);
    if (named.length === 0) {
      throw new CredentialsNotUsableError(
        `Credentials with name "${details.name}" do not exist for "${credentialType}".`,
        'You can create credentials with the exact name and then they get auto-selected on refresh.',
      );
    }
    if (named.length > 1) {
      throw new CredentialsNotUsableError(
        `Credentials with name "${details.name}" exist for "${credentialType}".`,
        'Credentials are not clearly identified. Please select the correct credentials.',
      );
    }
    return this.decrypted(named[0] as StoredCredentials);
  }

  private decrypted(stored: StoredCredentials): DecryptedCredentials {
    return { ...stored, data: this.cipher.decrypt(stored.data) };
  }
}
