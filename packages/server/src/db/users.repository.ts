import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from './schema.js';
import { fromNullableJson, nowIso, toIso } from './codec.js';

export type GlobalRole = 'owner' | 'member' | 'default';

export interface StoredUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: GlobalRole;
  hasPassword: boolean;
  personalizationAnswers: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
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

  async count(): Promise<number> {
    const row = await this.db.selectFrom('user').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

function toStoredUser(row: Selectable<UserTable>): StoredUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as GlobalRole,
    hasPassword: row.password !== null,
    personalizationAnswers: fromNullableJson<Record<string, unknown>>(row.personalization_answers),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}
