import pg from 'pg';

/** The test database on the machine's PostgreSQL, as the PGVector tests reach it. */
export const TEST_PG = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' };

/**
 * Makes sure pgvector is enabled in the test database. Returns why it cannot be (and says so once in the
 * log), or undefined when it is: Debian's main archive has no pgvector, so a machine may lack it, and
 * its tests are then skipped rather than failed on a missing server extension.
 */
export async function pgvectorUnavailable(): Promise<string | undefined> {
  const client = new pg.Client(TEST_PG);
  try {
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    return undefined;
  } catch (error) {
    const reason = (error as Error).message;
    console.log(`PGVector tests skipped: CREATE EXTENSION vector failed on 127.0.0.1:5432 (${reason}); install postgresql-<major>-pgvector`);
    return reason;
  } finally {
    await client.end().catch(() => undefined);
  }
}
