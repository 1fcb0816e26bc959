import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer, type RunningServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** Builds the server and the editor once, then starts the real server for every spec. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
