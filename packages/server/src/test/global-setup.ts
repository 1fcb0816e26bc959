import { dropTestSchemas } from './test-schemas.js';

/** Vitest global setup of the API tests: on Postgres, a clean `test` database (see `dropTestSchemas`). */
export default async function setup(): Promise<void> {
  if (process.env.DB_TYPE === 'postgresdb') await dropTestSchemas();
}
