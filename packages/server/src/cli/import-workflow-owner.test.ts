import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../test/test-server.js';
import { addMember, setUpOwner } from '../test/users-fixture.js';
import { main } from './main.js';

const fixture = fileURLToPath(new URL('./test/n8n-export.workflow.json', import.meta.url));
const server = useTestServer();
const saved = { ...process.env };

afterEach(() => {
  vi.restoreAllMocks();
  process.env = { ...saved };
});

/** `weft import:workflow` on the test server's database, as an administrator runs it beside the server. */
async function importWorkflow(): Promise<number> {
  const { database, userFolder } = server.config;
  Object.assign(process.env, {
    WEFT_USER_FOLDER: userFolder, WEFT_LOG_LEVEL: 'silent',
    ...(database.type === 'sqlite'
      ? { DB_TYPE: 'sqlite', DB_SQLITE_FILE: database.sqliteFile }
      : {
          DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: database.postgres.host, DB_POSTGRESDB_PORT: String(database.postgres.port),
          DB_POSTGRESDB_DATABASE: database.postgres.database, DB_POSTGRESDB_USER: database.postgres.user, DB_POSTGRESDB_SCHEMA: database.postgres.schema,
        }),
  });
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return main(['import:workflow', '--input', fixture]);
}

describe('weft import:workflow', () => {
  it("gives what it imports to the instance's owner: the owner sees it, a member does not", async () => {
    const owner = await setUpOwner(server);
    const member = await addMember(server, 'mia@example.com');
    expect(await importWorkflow()).toBe(0);
    const list = async (cookie: string) =>
      (await server.rest<{ data: Array<{ name: string }> }>('GET', '/workflows', undefined, { as: cookie })).body.data;
    expect(await list(owner.cookie)).toHaveLength(1);
    expect(await list(member.cookie)).toEqual([]);
    const row = await server.db.kysely.selectFrom('workflow_entity').select('owner_id').executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.id);
  });
});
