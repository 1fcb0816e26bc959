import type { IDataObject, INode, INodeCredentialsDetails, IWorkflowBase, WorkflowExecuteMode } from '@weft/workflow';
import type { CredentialsRepository, CredentialsScope, NodeAccess, StoredCredentials } from '../../db/credentials.repository.js';
import type { StoredUser, UsersRepository } from '../../db/users.repository.js';
import type { WorkflowsRepository } from '../../db/workflows.repository.js';
import { seesEverything } from '../auth/request-user.js';
import type { CredentialsCipher } from './credentials-cipher.js';
import type { CredentialTypesCatalog } from './credential-types.js';

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
  ownerId: string | null;
  nodesAccess: NodeAccess[];
  createdAt: string;
  updatedAt: string;
}

/** Where a credential is used (the engine's `CredentialsUse`). */
export interface CredentialsUse {
  node: INode;
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
}

/** What the access rules of runs read: who owns a workflow, who started an unsaved one, and their roles. */
export interface CredentialsAccessDependencies {
  types: CredentialTypesCatalog;
  users: UsersRepository;
  workflows: WorkflowsRepository;
  /** The user who started a run of an unsaved workflow, while the server remembers it. */
  starterOf?(executionId: string): string | undefined;
}

/** Acts for the whole instance: the command line, and workflows older than accounts. */
const INSTANCE = 'instance';
type Actor = StoredUser | typeof INSTANCE | undefined;

const scopeOf = (actor: Actor): CredentialsScope =>
  actor === INSTANCE || (actor !== undefined && seesEverything(actor)) ? {} : { ownerId: actor?.id ?? '' };

/**
 * Stored credentials, encrypted at rest. The engine reads them through `getDecrypted` (its credentials
 * helper), which enforces who may use them in a run: the workflow's owner must own the credential
 * (the instance's owner may use every one), and the node's type must be in its `nodesAccess`.
 */
export class CredentialsService {
  private access?: CredentialsAccessDependencies;

  constructor(
    private readonly repository: CredentialsRepository,
    private readonly cipher: CredentialsCipher,
    access?: CredentialsAccessDependencies,
  ) {
    this.access = access;
  }

  /** Turns on the access rules of runs (the server does; bare test services leave them off). */
  enforceAccess(access: CredentialsAccessDependencies): void {
    this.access = access;
  }

  /**
   * Stores a new credential. Without `nodesAccess`, every node type that can use its type may (as
   * the editor offers them); without `ownerId` it is the instance's.
   */
  async create(fields: { name: string; type: string; data: IDataObject; ownerId?: string | null; nodesAccess?: NodeAccess[] }, id?: number): Promise<DecryptedCredentials> {
    const nodesAccess = fields.nodesAccess ?? await this.defaultNodesAccess(fields.type);
    const stored = await this.repository.create({
      name: fields.name, type: fields.type, data: this.cipher.encrypt(fields.data), ownerId: fields.ownerId ?? null, nodesAccess,
    }, id);
    return { ...stored, data: structuredClone(fields.data) };
  }

  async defaultNodesAccess(type: string): Promise<NodeAccess[]> {
    if (!this.access) return [];
    const date = new Date().toISOString();
    return (await this.access.types.nodeTypesFor(type)).map((nodeType) => ({ nodeType, date }));
  }

  async get(id: string, scope: CredentialsScope = {}): Promise<DecryptedCredentials | undefined> {
    const stored = await this.repository.findById(id, scope);
    return stored ? this.decrypted(stored) : undefined;
  }

  /** Changes a credential; `data` is encrypted here. */
  async update(id: string, fields: { name?: string; data?: IDataObject; nodesAccess?: NodeAccess[] }): Promise<DecryptedCredentials | undefined> {
    const { data, ...rest } = fields;
    const stored = await this.repository.update(id, { ...rest, ...(data ? { data: this.cipher.encrypt(data) } : {}) });
    return stored ? this.decrypted(stored) : undefined;
  }

  /** Replaces the data of a credential (a refreshed OAuth token, an edit). */
  async updateData(id: string, data: IDataObject): Promise<void> {
    const updated = await this.repository.update(id, { data: this.cipher.encrypt(data) });
    if (!updated) throw new CredentialsNotUsableError(`Credential with ID "${id}" does not exist.`);
  }

  /**
   * The decrypted data of the credential a node names: by id, or, for workflows saved without ids
   * (older n8n exports), by name when exactly one credential of that type has it. With `use` (every
   * run), the access rules apply.
   */
  async getDecrypted(details: INodeCredentialsDetails, credentialType: string, use?: CredentialsUse): Promise<IDataObject> {
    return (await this.resolveForUse(details, credentialType, use)).data;
  }

  async updateCredentials(details: INodeCredentialsDetails, credentialType: string, data: IDataObject): Promise<void> {
    await this.updateData((await this.resolve(details, credentialType, {})).id, data);
  }

  /** The credential a node may use in this run, or the error the node shows. */
  async resolveForUse(details: INodeCredentialsDetails, credentialType: string, use?: CredentialsUse, asUser?: StoredUser): Promise<DecryptedCredentials> {
    if (!use || !this.access) return this.resolve(details, credentialType, {});
    const actor = asUser ?? await this.actorOf(use);
    if (actor === undefined) {
      throw new CredentialsNotUsableError(
        `The credential "${details.name}" cannot be used: nobody is known to run the workflow "${use.workflow.name}".`,
        'Save the workflow and run it again.',
      );
    }
    const credential = await this.resolve(details, credentialType, scopeOf(actor));
    const nodeType = use.node.type;
    if (!credential.nodesAccess.some((access) => access.nodeType === nodeType)) {
      throw new CredentialsNotUsableError(
        `The node "${use.node.name}" (${nodeType}) may not use the credential "${credential.name}".`,
        'Allow it in the credential\'s Details tab.',
      );
    }
    return credential;
  }

  /**
   * The credentials helper of work a signed-in user does outside runs (loading a parameter's options
   * in the editor): the same rules, with that user as the one acting.
   */
  helperFor(user: StoredUser): { getDecrypted(details: INodeCredentialsDetails, type: string, use: CredentialsUse): Promise<IDataObject> } {
    return { getDecrypted: async (details, type, use) => (await this.resolveForUse(details, type, use, user)).data };
  }

  /** Who a run acts for: the owner of its saved workflow, else whoever started it. */
  private async actorOf(use: CredentialsUse): Promise<Actor> {
    const access = this.access as CredentialsAccessDependencies;
    if (use.mode === 'cli') return INSTANCE;
    const userById = async (id: string | null) => (id === null ? INSTANCE : await access.users.findById(id));
    if (use.workflow.id) {
      const workflow = await access.workflows.findById(use.workflow.id);
      if (workflow) return userById(workflow.ownerId);
    }
    if (!access.starterOf || use.executionId === '') return use.mode === 'internal' ? INSTANCE : undefined;
    // Noted before the run began (ExecutionRequest.startedBy).
    const starter = access.starterOf(use.executionId);
    return starter === undefined ? undefined : userById(starter);
  }

  private async resolve(details: INodeCredentialsDetails, credentialType: string, scope: CredentialsScope): Promise<DecryptedCredentials> {
    if (details.id) {
      const stored = await this.repository.findById(details.id, scope);
      if (!stored || stored.type !== credentialType) {
        throw new CredentialsNotUsableError(`Credential with ID "${details.id}" does not exist for type "${credentialType}".`);
      }
      return this.decrypted(stored);
    }
    const named = await this.repository.findByTypeAndName(credentialType, details.name, scope);
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

  /** Stored (encrypted) data in clear; throws CredentialsDecryptionError when another key encrypted it. */
  decryptData(encrypted: string): IDataObject {
    return this.cipher.decrypt(encrypted);
  }

  decrypted(stored: StoredCredentials): DecryptedCredentials {
    return { ...stored, data: this.cipher.decrypt(stored.data) };
  }
}
