import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from './schema.js';
import { fromNullableJson, nowIso, toIso, toJsonText } from './codec.js';

export type GlobalRole = 'owner' | 'member' | 'default';

export interface StoredUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: GlobalRole;
  hasPassword: boolean;
  personalizationAnswers: Record<string, unknown> | null;
  settings: UserSettings | null;
  createdAt: string;
  updatedAt: string;
}

/** n8n's `user.settings`, the fields Weft keeps. */
export interface UserSettings {
  /** The sign-up form's 'send me e-mails about security fixes and product updates'. */
  agree?: boolean;
}

export interface UserDetails {
  email: string;
  firstName: string;
  lastName: string;
}

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The user everybody is while user management is not set up. Created once; later starts find it
   * (setting up an owner will turn this row into the owner).
   */
  async ensureDefaultUser(): Promise<StoredUser> {
    const existing = await this.findByRole('default') ?? await this.findByRole('owner');
    if (existing) return existing;
    const now = nowIso();
    await this.db.insertInto('user').values({
      id: randomUUID(),
      email: null,
      first_name: null,
      last_name: null,
      password: null,
      role: 'default',
      personalization_answers: null,
      created_at: now,
      updated_at: now,
    }).execute();
    const created = await this.findByRole('default');
    if (!created) throw new Error('The default user could not be created');
    return created;
  }

  async findByRole(role: GlobalRole): Promise<StoredUser | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('role', '=', role)
      .orderBy('created_at').limit(1).executeTakeFirst();
    return row ? toStoredUser(row) : undefined;
  }

  async findById(id: string): Promise<StoredUser | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toStoredUser(row) : undefined;
  }

  /** The user with this e-mail (addresses are stored lower-case). */
  async findByEmail(email: string): Promise<StoredUser | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    return row ? toStoredUser(row) : undefined;
  }

  /** The user whose API key has this sha256 (hex). */
  async findByApiKeyHash(apiKeyHash: string): Promise<StoredUser | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('api_key_hash', '=', apiKeyHash).executeTakeFirst();
    return row ? toStoredUser(row) : undefined;
  }

  /** A user with the stored password hash, for signing in; the hash never leaves the auth service. */
  async findCredentialsById(id: string): Promise<{ user: StoredUser; passwordHash: string | null } | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { user: toStoredUser(row), passwordHash: row.password } : undefined;
  }

  async findCredentialsByEmail(email: string): Promise<{ user: StoredUser; passwordHash: string | null } | undefined> {
    const row = await this.db.selectFrom('user').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
    return row ? { user: toStoredUser(row), passwordHash: row.password } : undefined;
  }

  /**
   * Turns the default user into the owner, in place: the same id keeps everything the default user
   * owned. Answers undefined when there is no default user left (an owner was set up meanwhile).
   */
  async setOwner(id: string, details: UserDetails, passwordHash: string): Promise<StoredUser | undefined> {
    const result = await this.db.updateTable('user')
      .set({
        email: details.email.toLowerCase(), first_name: details.firstName, last_name: details.lastName,
        password: passwordHash, role: 'owner', updated_at: nowIso(),
      })
      .where('id', '=', id).where('role', '=', 'default')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? this.findById(id) : undefined;
  }

  async updateDetails(id: string, details: UserDetails): Promise<StoredUser | undefined> {
    await this.db.updateTable('user')
      .set({ email: details.email.toLowerCase(), first_name: details.firstName, last_name: details.lastName, updated_at: nowIso() })
      .where('id', '=', id).execute();
    return this.findById(id);
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('user').set({ password: passwordHash, updated_at: nowIso() }).where('id', '=', id).execute();
  }

  async setPersonalizationAnswers(id: string, answers: Record<string, unknown>): Promise<void> {
    await this.db.updateTable('user')
      .set({ personalization_answers: toJsonText(answers), updated_at: nowIso() })
      .where('id', '=', id).execute();
  }

  /** Adds `changes` to the user's settings, keeping the fields it does not name. */
  async updateSettings(id: string, changes: UserSettings): Promise<void> {
    const user = await this.findById(id);
    if (!user) return;
    await this.db.updateTable('user')
      .set({ settings: toJsonText({ ...user.settings, ...changes }), updated_at: nowIso() })
      .where('id', '=', id).execute();
  }

  /** The hint shown afterwards: the key's last characters. */
  async apiKeyHint(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('user').select('api_key_hint').where('id', '=', id).executeTakeFirst();
    return row?.api_key_hint ?? null;
  }

  async setApiKey(id: string, apiKeyHash: string, hint: string): Promise<void> {
    await this.db.updateTable('user').set({ api_key_hash: apiKeyHash, api_key_hint: hint, updated_at: nowIso() })
      .where('id', '=', id).execute();
  }

  async clearApiKey(id: string): Promise<void> {
    await this.db.updateTable('user').set({ api_key_hash: null, api_key_hint: null, updated_at: nowIso() })
      .where('id', '=', id).execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('user').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

/** A `user` row as the services see it (the password hash stays in the database layer). */
export function toStoredUser(row: Selectable<UserTable>): StoredUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as GlobalRole,
    hasPassword: row.password !== null,
    personalizationAnswers: fromNullableJson<Record<string, unknown>>(row.personalization_answers),
    settings: fromNullableJson<UserSettings>(row.settings),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
