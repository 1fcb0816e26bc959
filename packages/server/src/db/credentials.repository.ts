import type { Kysely } from 'kysely';
import { sql } from './kysely.js';
import type { Database } from './schema.js';
import type { DialectName } from './database.js';
import { fromJson, nowIso, parseId, toIso, toJsonText } from './codec.js';

/** A node type allowed to use a credential, and since when. */
export interface NodeAccess {
  nodeType: string;
  date?: string;
}

export interface StoredCredentials {
  id: string;
  name: string;
  type: string;
  /** Encrypted: only the credentials service reads it. */
  data: string;
  /** The user who owns it (null only for rows older than accounts that no user took over). */
  ownerId: string | null;
  nodesAccess: NodeAccess[];
  createdAt: string;
  updatedAt: string;
}

/**
 * Whose credentials a query reaches: a member's own (`ownerId`), or every one when `ownerId` is
 * undefined (the owner and the default user).
 */
export interface CredentialsScope {
  ownerId?: string;
}

export interface NewCredentials {
  name: string;
  type: string;
  data: string;
  ownerId: string | null;
  nodesAccess: NodeAccess[];
}

interface Row {
  id: number;
  name: string;
  type: string;
  data: string;
  owner_id: string | null;
  nodes_access: unknown;
  created_at: string | Date;
  updated_at: string | Date;
}

function toNodesAccess(value: unknown): NodeAccess[] {
  const parsed = fromJson<unknown>(value ?? '[]');
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((entry): entry is NodeAccess => typeof (entry as NodeAccess | null)?.nodeType === 'string')
    .map((entry) => ({ nodeType: entry.nodeType, ...(typeof entry.date === 'string' ? { date: entry.date } : {}) }));
}

function toStored(row: Row): StoredCredentials {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    data: row.data,
    ownerId: row.owner_id,
    nodesAccess: toNodesAccess(row.nodes_access),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export class CredentialsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Needed only to create credentials under given ids (import) on Postgres. */
    private readonly dialect?: DialectName,
  ) {}

  /** Stores a credential; `ownerId` null and no access when an older caller leaves them out. */
  async create(fields: Pick<NewCredentials, 'name' | 'type' | 'data'> & Partial<NewCredentials>, id?: number): Promise<StoredCredentials> {
    const now = nowIso();
    const row = await this.db.insertInto('credentials_entity')
      .values({
        ...(id === undefined ? {} : { id }),
        name: fields.name, type: fields.type, data: fields.data,
        owner_id: fields.ownerId ?? null, nodes_access: toJsonText(fields.nodesAccess ?? []),
        created_at: now, updated_at: now,
      } as never)
      .returningAll().executeTakeFirstOrThrow() as Row;
    if (id !== undefined) await this.syncIdSequence();
    return toStored(row);
  }

  /** Postgres' serial does not see explicit ids: move it past the largest one. SQLite needs nothing. */
  private async syncIdSequence(): Promise<void> {
    if (this.dialect !== 'postgresdb') return;
    await sql`select setval(pg_get_serial_sequence('credentials_entity', 'id'), (select max(id) from credentials_entity))`
      .execute(this.db);
  }

  async update(id: string, fields: { name?: string; data?: string; nodesAccess?: NodeAccess[] }): Promise<StoredCredentials | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const { nodesAccess, ...rest } = fields;
    const row = await this.db.updateTable('credentials_entity')
      .set({ ...rest, ...(nodesAccess ? { nodes_access: toJsonText(nodesAccess) } : {}), updated_at: nowIso() })
      .where('id', '=', numericId)
      .returningAll().executeTakeFirst() as Row | undefined;
    return row ? toStored(row) : undefined;
  }

  /** The credential, when it exists within the scope (every credential by default). */
  async findById(id: string, scope: CredentialsScope = {}): Promise<StoredCredentials | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    let query = this.db.selectFrom('credentials_entity').selectAll().where('id', '=', numericId);
    if (scope.ownerId !== undefined) query = query.where('owner_id', '=', scope.ownerId);
    const row = await query.executeTakeFirst() as Row | undefined;
    return row ? toStored(row) : undefined;
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('credentials_entity').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Every credential of this type with this name within the scope (names are not unique). */
  async findByTypeAndName(type: string, name: string, scope: CredentialsScope = {}): Promise<StoredCredentials[]> {
    let query = this.db.selectFrom('credentials_entity').selectAll()
      .where('type', '=', type).where('name', '=', name);
    if (scope.ownerId !== undefined) query = query.where('owner_id', '=', scope.ownerId);
    const rows = await query.orderBy('id').execute() as Row[];
    return rows.map(toStored);
  }

  /** The scope's credentials, of one type when `type` is given, oldest first. */
  async list(scope: CredentialsScope = {}, type?: string): Promise<StoredCredentials[]> {
    let query = this.db.selectFrom('credentials_entity').selectAll();
    if (scope.ownerId !== undefined) query = query.where('owner_id', '=', scope.ownerId);
    if (type !== undefined) query = query.where('type', '=', type);
    const rows = await query.orderBy('id').execute() as Row[];
    return rows.map(toStored);
  }

  /** Names equal to `prefix` or starting with it, within the scope, for numbering new names. */
  async namesStartingWith(prefix: string, scope: CredentialsScope = {}): Promise<string[]> {
    let query = this.db.selectFrom('credentials_entity').select('name')
      .where(sql<string>`substr(name, 1, ${prefix.length})`, '=', prefix);
    if (scope.ownerId !== undefined) query = query.where('owner_id', '=', scope.ownerId);
    return (await query.execute()).map((row) => row.name);
  }

  /** Makes `ownerId` the credential's owner; false when there is no such credential. */
  async setOwner(id: string, ownerId: string): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.updateTable('credentials_entity').set({ owner_id: ownerId, updated_at: nowIso() })
      .where('id', '=', numericId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: string): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.deleteFrom('credentials_entity').where('id', '=', numericId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
