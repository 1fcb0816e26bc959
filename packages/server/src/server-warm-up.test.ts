import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from './config.js';
import { testDatabaseEnv } from './test/test-schemas.js';
import { freePort } from './test/weft-process.js';
import { startServer } from './server.js';
import type * as NodesModule from '@weft/nodes';

/*
 * Its own file: whether the built-in node types were loaded is read from the module they come from,
 * which a file loads once, so no other test may have started a server here before.
 */
const loaded = vi.hoisted(() => ({ builtinNodes: 0 }));
vi.mock('@weft/nodes', async (importOriginal) => {
  const nodes = await importOriginal<typeof NodesModule>();
  return {
    ...nodes,
    // Reading the list is building the node type registry from it.
    get builtinNodes() {
      loaded.builtinNodes += 1;
      return nodes.builtinNodes;
    },
  };
});

const folder = await mkdtemp(join(tmpdir(), 'weft-server-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('startServer', () => {
  it('loads the node types just after it started, before anyone asks for them', { timeout: 60_000 }, async () => {
    const server = await startServer(parseConfig({
      WEFT_USER_FOLDER: folder, WEFT_PORT: String(await freePort()), WEFT_HOST: '127.0.0.1', WEFT_LOG_LEVEL: 'silent',
      ...testDatabaseEnv(),
    }));
    try {
      // No request is made: the server reads the built-in node types on its own.
      // Loading them (compiling every node's source, under Vitest) may take seconds on a busy machine.
      await vi.waitFor(() => expect(loaded.builtinNodes).toBeGreaterThan(0), { timeout: 40_000, interval: 100 });
    } finally {
      await server.close();
    }
  });
});
