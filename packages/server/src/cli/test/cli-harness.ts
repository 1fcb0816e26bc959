import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';
import { testDatabaseEnv } from '../../test/test-schemas.js';
import { main } from '../main.js';

/**
 * Gives each test of the file a fresh user folder (and on Postgres a schema of its own) in the
 * environment the `weft` command reads; afterwards the environment is restored and the folder removed.
 */
export function useCliEnvironment(folderPrefix: string): { readonly folder: string } {
  let folder = '';
  const saved = { ...process.env };
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), folderPrefix));
    Object.assign(process.env, { WEFT_USER_FOLDER: folder, WEFT_LOG_LEVEL: 'silent', ...testDatabaseEnv('cli_') });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    process.env = { ...saved };
    await rm(folder, { recursive: true, force: true });
  });
  return {
    get folder() {
      return folder;
    },
  };
}

/** Runs `weft <args>` in this process, capturing what it writes. */
export async function weft(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const capture = (sink: string[]) => (chunk: string | Uint8Array) => {
    sink.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture(out));
  vi.spyOn(process.stderr, 'write').mockImplementation(capture(err));
  try {
    const code = await main(args);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    vi.restoreAllMocks();
  }
}
