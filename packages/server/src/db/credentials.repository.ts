import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { nowIso, parseId, toIso } from './codec.js';

export interface StoredCredentials {
  id: string;
  name: string;
  type: string;
  /** Encrypted: only the credentials service reads it. */
  data: string;
  createdAt: string;
  updatedAt: string;
}

type Row = { id: number; name: string; type: string; data: string; created_at: string | Date; updated_at: string | Date };

function toStored(row: Row): StoredCredentials {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    data: row.data,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export class CredentialsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(fields: { name: string; type: string; data: string }): Promise<StoredCredentials> {
    const now = nowIso();
    const row = await this.db.insertInto('credentials_entity')
      .values({ name: fields.name, type: fields.type, data: fields.data, created_at: now, updated_at: now })
      .returningAll().executeTakeFirstOrThrow();
    return toStored(row);
  }

  async update(id: string, fields: { name?: string; data?: string }): Promise<StoredCredentials | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const row = await this.db.updateTable('credentials_entity')
      .set({ ...fields, updated_at: nowIso() }).where('id', '=', numericId)
      .returningAll().executeTakeFirst();
    return row ? toStored(row) : undefined;
  }

  async findById(id: string): Promise<StoredCredentials | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const row = await this.db.selectFrom('credentials_entity').selectAll().where('id', '=', numericId).executeTakeFirst();
    return row ? toStored(row) : undefined;
  }

  /** Every stored credential of this type with this name (names are not unique). */
  async findByTypeAndName(type: string, name: string): Promise<StoredCredentials[]> {
    const rows = await this.db.selectFrom('credentials_entity').selectAll()
      .where('type', '=', type).where('name', '=', name).orderBy('id').execute();
    return rows.map(toStored);
  }

  async list(): Promise<StoredCredentials[]> {
    const rows = await this.db.selectFrom('credentials_entity').selectAll().orderBy('id').execute();
    return rows.map(toStored);
  }

  async delete(id: string): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.deleteFrom('credentials_entity').where('id', '=', numericId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
