import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { staleBuildOutputs } from './build-freshness.js';
import { repoRoot, startServer, type RunningServer } from './server.js';
import './shared-server.js';

let servers: RunningServer[] = [];

/**
 * Builds the server and the editor when a source is newer than what was built from it (E2E_SKIP_BUILD=1:
 * never), then starts one shared server per worker (see `sharedBaseUrl`).
 */
export async function setup(project: TestProject): Promise<void> {
  const stale = process.env.E2E_SKIP_BUILD === '1' ? [] : staleBuildOutputs(repoRoot);
  if (stale.length > 0) {
    console.log(`e2e: building, since these are older than their sources: ${stale.join(', ')}`);
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  servers = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
}
