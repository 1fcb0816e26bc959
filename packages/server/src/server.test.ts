import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, type WeftConfig } from './config.js';
import { testSchemaName, TEST_PG_DATABASE } from './test/test-schemas.js';
import { startServer } from './server.js';
import { freePort } from './test/weft-process.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testConfig(): Promise<WeftConfig> {
  const folder = await mkdtemp(join(tmpdir(), 'weft-server-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const env: Record<string, string> = {
    WEFT_USER_FOLDER: folder, WEFT_PORT: String(await freePort()), WEFT_HOST: '127.0.0.1', WEFT_LOG_LEVEL: 'silent',
    WEFT_PATH: '/weft/',
  };
  if (process.env.DB_TYPE === 'postgresdb') {
    Object.assign(env, {
      DB_TYPE: 'postgresdb', DB_POSTGRESDB_HOST: '127.0.0.1', DB_POSTGRESDB_DATABASE: TEST_PG_DATABASE, DB_POSTGRESDB_SCHEMA: testSchemaName(),
    });
  }
  return parseConfig(env);
}

describe('startServer', () => {
  it('listens on the configured port and answers over HTTP', async () => {
    const config = await testConfig();
    const server = await startServer(config);
    cleanups.push(() => server.close());
    expect(server.editorUrl).toBe(`http://127.0.0.1:${config.port}/weft/`);
    const health = await fetch(`http://127.0.0.1:${config.port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const settings = await fetch(`http://127.0.0.1:${config.port}/weft/rest/settings`);
    expect(((await settings.json()) as { data: { restEndpoint: string } }).data.restEndpoint).toBe('/weft/rest');
  });

  it('stops listening and closes the database on close', async () => {
    const config = await testConfig();
    const server = await startServer(config);
    await server.close();
    await expect(fetch(`http://127.0.0.1:${config.port}/healthz`)).rejects.toThrow();
    await expect(server.services.repositories.workflows.count()).rejects.toThrow();
    await server.close();
  });

  it('says so when the port is taken, and leaves nothing open', async () => {
    const config = await testConfig();
    const first = await startServer(config);
    cleanups.push(() => first.close());
    await expect(startServer(config)).rejects.toThrow(`Port ${config.port} on 127.0.0.1 is already in use`);
  });
});
