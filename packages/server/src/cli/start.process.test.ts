import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, WeftProcess } from '../test/weft-process.js';
import { testSchemaName } from '../test/test-schemas.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string>, port: number): Promise<WeftProcess> {
  const weft = await WeftProcess.start(env, port);
  cleanups.push(() => weft.stop());
  return weft;
}

describe('weft start', () => {
  it('warns that the instance is open to anyone until the owner account is set up', async () => {
    const userFolder = await mkdtemp(join(tmpdir(), 'weft-start-'));
    cleanups.push(() => rm(userFolder, { recursive: true, force: true }));
    const database: Record<string, string> = process.env.DB_TYPE === 'postgresdb'
      ? {
          DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: '127.0.0.1', DB_POSTGRESDB_PORT: '5432', DB_POSTGRESDB_DATABASE: 'test',
          DB_POSTGRESDB_USER: 'postgres', DB_POSTGRESDB_SCHEMA: testSchemaName(),
        }
      : { DB_TYPE: 'sqlite' };
    const env = { WEFT_USER_FOLDER: userFolder, WEFT_LOG_LEVEL: 'error', WEFT_EDITOR_DIST: join(userFolder, 'no-editor'), ...database };
    const port = await freePort();

    const first = await start(env, port);
    const printed = await first.waitForOutput('Editor is now accessible via');
    expect(printed).toContain('Warning: no owner account is set up yet, so this instance is open to anyone who can reach it.');
    expect(printed).toContain(`Set up the owner account at http://127.0.0.1:${port}/setup`);

    await first.rest('POST', '/owner', { email: 'olivia@example.com', firstName: 'Olivia', lastName: 'Owner', password: 'Owner1234' });
    await first.stop();
    const second = await start(env, port);
    // The warning is printed with this line or not at all.
    expect(await second.waitForOutput('Editor is now accessible via')).not.toContain('Warning: no owner account');
  }, 90_000);
});
