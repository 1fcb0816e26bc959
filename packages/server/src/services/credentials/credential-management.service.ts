import type { Credential, CredentialTypeDescription, NodeAccess, PublicCredentialDataSchema } from '@weft/contracts';
import type { IDataObject } from '@weft/workflow';
import type { CredentialsScope, StoredCredentials } from '../../db/credentials.repository.js';
import type { CredentialsRepository } from '../../db/credentials.repository.js';
import type { StoredUser, UsersRepository } from '../../db/users.repository.js';
import { BadRequestError, NotFoundError } from '../../errors.js';
import { seesEverything } from '../auth/request-user.js';
import { assertCompleteCredentialData, credentialDataSchema } from './credential-data-schema.js';
import { blankSecrets, cleanCredentialData, fieldsChanged, fillBlankedFields, OAUTH_TOKEN_DATA } from './credential-data.js';
import { testCredentialData, testCredentialWithNode, type CredentialTestResult } from './credential-test.js';
import type { CredentialTypesCatalog } from './credential-types.js';
import type { CredentialsService, DecryptedCredentials } from './credentials.service.js';

/** What a client sends to create or change a credential (the contract's body). */
export interface CredentialInput {
  name: string;
  type: string;
  nodesAccess?: NodeAccess[] | undefined;
  data?: Record<string, unknown> | undefined;
}

/** When the editor gives no name for a new credential. */
export const DEFAULT_CREDENTIAL_NAME = 'My credential';

export function credentialNotFound(id: string): NotFoundError {
  return new NotFoundError(`Could not find the credential with ID "${id}"`, 'It may have been deleted, or it belongs to another user.');
}

/** A member's own credentials; the owner (and the default user) reach every one (spec/admin.md §6). */
export function credentialsScopeOf(user: StoredUser): CredentialsScope {
  return seesEverything(user) ? {} : { ownerId: user.id };
}

/**
 * The owner of a credential: only they see its data. A credential no user owns (older than accounts)
 * is the instance owner's.
 */
function ownsCredential(user: StoredUser, credential: { ownerId: string | null }): boolean {
  return credential.ownerId === null ? seesEverything(user) : credential.ownerId === user.id;
}

/**
 * The credentials REST API's rules: who sees which credential, what a client may store in one, and
 * what answers carry (data only for its owner, with password fields and OAuth tokens blanked).
 */
export class CredentialManagement {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly repository: CredentialsRepository,
    private readonly types: CredentialTypesCatalog,
    private readonly users: UsersRepository,
  ) {}

  async listTypes(): Promise<CredentialTypeDescription[]> {
    const types = await this.types.list();
    return Promise.all(types.map((type) => this.types.describe(type)));
  }

  /** `name` (or the default), numbered ' 2', ' 3'... when the caller already has a credential so named. */
  async newName(user: StoredUser, name?: string): Promise<string> {
    const base = name?.trim() || DEFAULT_CREDENTIAL_NAME;
    const taken = await this.repository.namesStartingWith(base, credentialsScopeOf(user));
    if (!taken.includes(base)) return base;
    const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`);
    const numbers = taken.map((taken) => Number(pattern.exec(taken)?.[1] ?? 1));
    return `${base} ${Math.max(1, ...numbers) + 1}`;
  }

  async list(user: StoredUser, type?: string): Promise<Credential[]> {
    const stored = await this.repository.list(credentialsScopeOf(user), type);
    const owners = await this.ownersOf(stored);
    return stored.map((credential) => this.answer(credential, owners));
  }

  async get(user: StoredUser, id: string, includeData: boolean): Promise<Credential> {
    const stored = await this.repository.findById(id, credentialsScopeOf(user));
    if (!stored) throw credentialNotFound(id);
    const answer = this.answer(stored, await this.ownersOf([stored]));
    if (!includeData || !ownsCredential(user, stored)) return answer;
    const data = this.credentials.decrypted(stored).data;
    return { ...answer, data: blankSecrets(await this.types.properties(stored.type), data) };
  }

  async create(user: StoredUser, input: CredentialInput): Promise<Credential> {
    const type = await this.knownType(input.type);
    const data = cleanCredentialData(await this.types.properties(type), (input.data ?? {}) as IDataObject);
    // A new credential has nothing stored to stand in for a blanked field.
    const created = await this.credentials.create({
      name: input.name, type, data: fillBlankedFields(data, {}), ownerId: user.id,
      ...(input.nodesAccess ? { nodesAccess: normalizeAccess(input.nodesAccess, []) } : {}),
    });
    return this.get(user, created.id, true);
  }

  /**
   * Creates a credential from data that must be complete (the public API): a field the type lacks, or
   * a required one left out, is refused with a 400 naming it, before anything is written.
   */
  async createComplete(user: StoredUser, input: { name: string; type: string; data: Record<string, unknown> }): Promise<Credential> {
    if (!(await this.types.get(input.type))) throw new BadRequestError(`type: "${input.type}" is not a known credential type`);
    assertCompleteCredentialData(input.type, await this.types.properties(input.type), input.data as IDataObject);
    return this.create(user, input);
  }

  /** The JSON schema of a type's data, or undefined for a type this instance does not know. */
  async dataSchema(typeName: string): Promise<PublicCredentialDataSchema | undefined> {
    if (!(await this.types.get(typeName))) return undefined;
    return credentialDataSchema(await this.types.properties(typeName));
  }

  /**
   * A blanked field keeps its stored value. The OAuth tokens stay while the other fields do not
   * change; editing any of them drops the tokens (spec/admin.md §4): they were issued for the old ones.
   */
  async update(user: StoredUser, id: string, input: CredentialInput): Promise<Credential> {
    const existing = await this.credentials.get(id, credentialsScopeOf(user));
    if (!existing) throw credentialNotFound(id);
    if (input.type !== existing.type) {
      throw new BadRequestError(`The credential "${existing.name}" is of type "${existing.type}", which cannot be changed to "${input.type}"`,
        'Create a new credential of the other type instead.');
    }
    const data = input.data === undefined ? existing.data : this.mergeData(existing, cleanCredentialData(await this.types.properties(existing.type), input.data as IDataObject));
    const updated = await this.credentials.update(id, {
      name: input.name,
      data,
      ...(input.nodesAccess ? { nodesAccess: normalizeAccess(input.nodesAccess, existing.nodesAccess) } : {}),
    });
    if (!updated) throw credentialNotFound(id);
    return this.get(user, id, true);
  }

  /** Deletes one of the caller's credentials (any one for the owner); answers it as it was. */
  async delete(user: StoredUser, id: string): Promise<StoredCredentials> {
    const existing = await this.repository.findById(id, credentialsScopeOf(user));
    if (!existing || !(await this.repository.delete(id))) throw credentialNotFound(id);
    return existing;
  }

  /**
   * Gives one of the caller's credentials to another user (n8n's transfer to their personal project).
   * The owner may give any credential to anyone; a member may move one only into a project they may
   * create credentials in, which is only their own, so any other user is not found for them.
   */
  async transfer(user: StoredUser, id: string, destinationUserId: string): Promise<void> {
    const credential = await this.repository.findById(id, credentialsScopeOf(user));
    if (!credential) throw credentialNotFound(id);
    const reachable = seesEverything(user) || destinationUserId === user.id;
    const destination = reachable ? await this.users.findById(destinationUserId) : undefined;
    if (!destination) {
      throw new NotFoundError(`Could not find a project with the id "${destinationUserId}"`, 'A personal project is named by its user\'s id.');
    }
    if (ownsCredential(destination, credential)) {
      throw new BadRequestError('The credential is already in this project', 'Choose another user\'s id as destinationProjectId.');
    }
    if (!(await this.repository.setOwner(id, destination.id))) throw credentialNotFound(id);
  }

  /** Checks a credential against its service, with the caller's stored values for blanked fields. */
  async test(user: StoredUser, input: CredentialInput & { id?: string | undefined }): Promise<CredentialTestResult> {
    const type = await this.knownType(input.type);
    const properties = await this.types.properties(type);
    let data = cleanCredentialData(properties, (input.data ?? {}) as IDataObject);
    const stored = input.id === undefined ? undefined : await this.credentials.get(input.id, credentialsScopeOf(user));
    data = stored && stored.type === type ? this.mergeData(stored, data) : fillBlankedFields(data, {});
    const lineage = await this.types.lineage(type);
    const nodeTest = lineage.some((entry) => entry.test !== undefined) ? undefined : await this.types.nodeTest(type);
    return nodeTest ? testCredentialWithNode(nodeTest, type, data) : testCredentialData(lineage, type, data);
  }

  private mergeData(existing: DecryptedCredentials, incoming: IDataObject): IDataObject {
    const { [OAUTH_TOKEN_DATA]: token, ...storedFields } = existing.data;
    const merged = fillBlankedFields(incoming, storedFields);
    return token !== undefined && !fieldsChanged(storedFields, merged) ? { ...merged, [OAUTH_TOKEN_DATA]: token } : merged;
  }

  private async knownType(name: string): Promise<string> {
    if (!(await this.types.get(name))) {
      throw new BadRequestError(`Unknown credential type "${name}"`, 'Choose one of the types GET /rest/credential-types lists.');
    }
    return name;
  }

  private async ownersOf(credentials: StoredCredentials[]): Promise<Map<string, StoredUser>> {
    const ids = [...new Set(credentials.map((credential) => credential.ownerId).filter((id): id is string => id !== null))];
    const users = await Promise.all(ids.map((id) => this.users.findById(id)));
    return new Map(users.filter((u): u is StoredUser => u !== undefined).map((u) => [u.id, u]));
  }

  private answer(credential: StoredCredentials, owners: Map<string, StoredUser>): Credential {
    const owner = credential.ownerId === null ? undefined : owners.get(credential.ownerId);
    return {
      id: credential.id,
      name: credential.name,
      type: credential.type,
      nodesAccess: credential.nodesAccess,
      ownedBy: owner ? { id: owner.id, email: owner.email, firstName: owner.firstName, lastName: owner.lastName } : null,
      createdAt: credential.createdAt,
      updatedAt: credential.updatedAt,
    };
  }
}

/** One entry per node type; an entry keeps the date it was first allowed. */
function normalizeAccess(wanted: NodeAccess[], existing: NodeAccess[]): NodeAccess[] {
  const now = new Date().toISOString();
  const seen = new Set<string>();
  const result: NodeAccess[] = [];
  for (const { nodeType } of wanted) {
    if (seen.has(nodeType)) continue;
    seen.add(nodeType);
    result.push({ nodeType, date: existing.find((entry) => entry.nodeType === nodeType)?.date ?? now });
  }
  return result;
}
