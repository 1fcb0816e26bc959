import type { Kysely, Selectable } from 'kysely';
import type { Database, TagTable } from './schema.js';
import { nowIso, parseId, toIso } from './codec.js';

export interface StoredTag {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  usageCount?: number;
}

function toStoredTag(row: Selectable<TagTable>): StoredTag {
  return { id: String(row.id), name: row.name, createdAt: toIso(row.created_at), updatedAt: toIso(row.updated_at) };
}

export class TagsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(name: string): Promise<StoredTag> {
    const now = nowIso();
    const row = await this.db.insertInto('tag_entity').values({ name, created_at: now, updated_at: now })
      .returningAll().executeTakeFirstOrThrow();
    return toStoredTag(row);
  }

  /** Sorted by name; with `withUsageCount` each tag says how many workflows carry it. */
  async list(withUsageCount = false): Promise<StoredTag[]> {
    const rows = await this.db.selectFrom('tag_entity').selectAll().orderBy('name').execute();
    if (!withUsageCount) return rows.map(toStoredTag);
    const counts = await this.db.selectFrom('workflows_tags')
      .select(['tag_id', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('tag_id').execute();
    const byTag = new Map(counts.map((c) => [c.tag_id, Number(c.n)]));
    return rows.map((row) => ({ ...toStoredTag(row), usageCount: byTag.get(row.id) ?? 0 }));
  }

  async findById(id: string): Promise<StoredTag | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const row = await this.db.selectFrom('tag_entity').selectAll().where('id', '=', numericId).executeTakeFirst();
    return row ? toStoredTag(row) : undefined;
  }

  /** The tag whose name equals `name` ignoring case, if any. */
  async findByName(name: string): Promise<StoredTag | undefined> {
    const row = await this.db.selectFrom('tag_entity').selectAll()
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())).executeTakeFirst();
    return row ? toStoredTag(row) : undefined;
  }

  async rename(id: string, name: string): Promise<StoredTag | undefined> {
    const numericId = parseId(id);
    if (numericId === null) return undefined;
    const row = await this.db.updateTable('tag_entity').set({ name, updated_at: nowIso() })
      .where('id', '=', numericId).returningAll().executeTakeFirst();
    return row ? toStoredTag(row) : undefined;
  }

  /** Removes the tag; workflows lose it through the cascading foreign key. False when there was none. */
  async delete(id: string): Promise<boolean> {
    const numericId = parseId(id);
    if (numericId === null) return false;
    const result = await this.db.transaction().execute(async (trx) => {
      // SQLite enforces the cascade only with foreign keys on; removing the links first works either way.
      await trx.deleteFrom('workflows_tags').where('tag_id', '=', numericId).execute();
      return trx.deleteFrom('tag_entity').where('id', '=', numericId).executeTakeFirst();
    });
    return Number(result.numDeletedRows) > 0;
  }
}
