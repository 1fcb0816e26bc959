import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { staleBuildOutputs } from './build-freshness.js';
import { repoRoot, startServer, type RunningServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/**
 * Builds the server and the editor when a source is newer than what was built from it (E2E_SKIP_BUILD=1:
 * never), then starts the real server the specs share.
 */
export async function setup(project: TestProject): Promise<void> {
  const stale = process.env.E2E_SKIP_BUILD === '1' ? [] : staleBuildOutputs(repoRoot);
  if (stale.length > 0) {
    console.log(`e2e: building, since these are older than their sources: ${stale.join(', ')}`);
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
