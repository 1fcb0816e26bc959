import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_BLANK_VALUE } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { chain, manualTrigger } from '../test/webhook-fixtures.js';
import { runToEnd } from '../test/execution-fixtures.js';

const server = useTestServer();

/** A service that accepts one key and answers without repeating it. */
let service: Server;
let serviceUrl: string;
let keysSeen: string[] = [];
beforeAll(async () => {
  service = createServer((request, response) => {
    keysSeen.push(String(request.headers['x-api-key']));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

/** Every file of a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files (the SQLite database, its WAL, anything else in the user folder) whose bytes hold `secret`. */
function filesHolding(secret: string): string[] {
  const needles = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')];
  return filesUnder(server.config.userFolder).filter((file) => {
    const bytes = readFileSync(file);
    return needles.some((needle) => bytes.includes(needle));
  });
}

/** On Postgres, the rows of every table that hold `secret` in any column's text. */
async function rowsHolding(secret: string): Promise<number> {
  let found = 0;
  for (const table of ['credentials_entity', 'execution_data', 'workflow_entity', 'settings'] as const) {
    const rows = await server.db.kysely.selectFrom(table).selectAll().execute();
    found += rows.filter((row) => JSON.stringify(row).includes(secret)).length;
  }
  return found;
}

describe('credentials at rest', () => {
  it('never writes a secret in clear: not on create, not after a change, not after a run that used it', async () => {
    const first = `first-${randomUUID()}`;
    const second = `second-${randomUUID()}`;
    const created = await server.rest<{ data: { id: string } }>('POST', '/credentials', {
      name: 'Service key', type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: first },
    });
    expect(created.status).toBe(200);
    const { id } = created.body.data;
    const patched = await server.rest('PATCH', `/credentials/${id}`, {
      name: 'Service key', type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: second },
    });
    expect(patched.status).toBe(200);
    const blankedPatch = await server.rest('PATCH', `/credentials/${id}`, {
      name: 'Service key (renamed)', type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value: CREDENTIAL_BLANK_VALUE },
    });
    expect(blankedPatch.status).toBe(200);

    const workflow = chain('Use the key', [manualTrigger(), {
      id: randomUUID(), name: 'Call API', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.1, position: [220, 0],
      parameters: { url: `${serviceUrl}/ping`, authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth', options: {} },
      credentials: { httpHeaderAuth: { id, name: 'Service key (renamed)' } },
    }], { saveManualExecutions: true });
    keysSeen = [];
    const run = await runToEnd(server, { workflowData: workflow });
    expect(run.status).toBe(200);
    await server.services.activeExecutions.whenIdle();
    await server.services.repositories.executions.allCommitted();
    // The run really used the secret, so that its absence below means something.
    expect(keysSeen).toEqual([second]);

    const answers = await Promise.all([`/credentials/${id}?includeData=true`, '/credentials', '/executions?limit=10'].map((url) => server.rest('GET', url)));
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${first}|${second}`));

    if (server.db.dialect === 'postgresdb') {
      expect(await rowsHolding(first)).toBe(0);
      expect(await rowsHolding(second)).toBe(0);
      return;
    }
    const sqliteFile = join(server.config.userFolder, 'database.sqlite');
    expect(existsSync(sqliteFile)).toBe(true);
    // Read while the server is open: the newest pages are still in the WAL.
    expect(existsSync(`${sqliteFile}-wal`)).toBe(true);
    expect(filesHolding(first)).toEqual([]);
    expect(filesHolding(second)).toEqual([]);
    await server.restart();
    expect(filesHolding(second)).toEqual([]);
    // ...and the credential still works after a restart: it was stored, only not in clear.
    expect((await server.services.credentials.get(id))?.data.value).toBe(second);
  });
});
