import type { Kysely } from 'kysely';
import type { ITag } from '@weft/workflow';
import type { Database } from './schema.js';
import { nowIso, toIso } from './codec.js';

export class TagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(name: string): Promise<ITag> {
    const now = nowIso();
    const row = await this.db.insertInto('tag_entity').values({ name, created_at: now, updated_at: now })
      .returningAll().executeTakeFirstOrThrow();
    return { id: String(row.id), name: row.name, createdAt: toIso(row.created_at), updatedAt: toIso(row.updated_at) };
  }

  async list(): Promise<ITag[]> {
    const rows = await this.db.selectFrom('tag_entity').selectAll().orderBy('name').execute();
    return rows.map((row) => ({
      id: String(row.id), name: row.name, createdAt: toIso(row.created_at), updatedAt: toIso(row.updated_at),
    }));
  }
}
