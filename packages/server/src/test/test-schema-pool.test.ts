import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { leaseTestSchema } from './test-schema-pool.js';
import { TEST_PG_DATABASE } from './test-schemas.js';

const onPostgres = process.env.DB_TYPE === 'postgresdb';

async function openSchema(schema: string) {
  return openDatabase({
    type: 'postgresdb',
    postgres: { host: '127.0.0.1', port: 5432, database: TEST_PG_DATABASE, user: 'postgres', password: '', schema },
  });
}

describe.skipIf(!onPostgres)('leaseTestSchema', () => {
  it('hands a released schema to the next server as a fresh migration leaves it: no rows, ids from 1', async () => {
    const first = await leaseTestSchema();
    const db = await openSchema(first.schema);
    const now = new Date().toISOString();
    await db.kysely.insertInto('credentials_entity').values({ name: 'a', type: 'httpHeaderAuth', data: 'v1:x', created_at: now, updated_at: now }).execute();
    await db.kysely.insertInto('settings').values({ key: 'k', value: 'v' }).execute();
    await db.close();
    first.release();

    const second = await leaseTestSchema();
    expect(second.schema).toBe(first.schema);
    // Its migration records stay: without them, opening it would migrate again and fail on the existing tables.
    const again = await openSchema(second.schema);
    try {
      expect(await again.kysely.selectFrom('settings').selectAll().execute()).toEqual([]);
      const { id } = await again.kysely.insertInto('credentials_entity')
        .values({ name: 'b', type: 'httpHeaderAuth', data: 'v1:x', created_at: now, updated_at: now })
        .returning('id').executeTakeFirstOrThrow();
      expect(Number(id)).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('names a new schema while the earlier one is still in use', async () => {
    const first = await leaseTestSchema();
    const second = await leaseTestSchema();
    expect(second.schema).not.toBe(first.schema);
  });
});
