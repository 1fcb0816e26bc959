import type { TestProject } from 'vitest/node';
import { startMongoWireServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The port of the run's MongoDB wire-protocol server (see server.ts). */
    mongoWirePort: number;
  }
}

export const MONGO_WIRE_USER = { user: 'weft', password: 'weft-mongo-password' };

/** Vitest global setup of the unit tests: one MongoDB wire-protocol server for the run, each test file in its own database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startMongoWireServer({ users: { [MONGO_WIRE_USER.user]: MONGO_WIRE_USER.password } });
  project.provide('mongoWirePort', server.port);
  return () => server.close();
}
