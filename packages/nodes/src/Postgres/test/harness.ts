import pg from 'pg';
import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { afterAll, beforeAll } from 'vitest';
import { nodeRunner } from '../../test-support/messaging/node-run.js';
import type { NodeRun } from '../../test-support/messaging/node-run.js';
import { TEST_PG } from '../../test-support/pgvector.js';
import { closePostgresPools } from '../transport/postgres-pool.js';

/*
 * The Postgres node's tests run on the machine's PostgreSQL, each file in a schema of its own (dropped
 * afterwards), so that files running side by side do not meet.
 */

export const CREDENTIALS = {
  pg: { type: 'postgres', data: { ...TEST_PG, password: '', ssl: 'disable' } },
  'pg-down': { type: 'postgres', data: { ...TEST_PG, port: 1, password: '' } },
  'pg-ssl': { type: 'postgres', data: { ...TEST_PG, password: '', ssl: 'require' } },
  'pg-no-db': { type: 'postgres', data: { ...TEST_PG, database: 'weft_no_such_db', password: '' } },
  'pg-no-user': { type: 'postgres', data: { ...TEST_PG, user: 'weft_no_such_user', password: 'wrong' } },
};

export interface PgTestBed {
  schema: string;
  sql<T extends IDataObject = IDataObject>(text: string, values?: unknown[]): Promise<T[]>;
  run(typeVersion: number, parameters: IDataObject, options?: { input?: IDataObject[] | INodeExecutionData[]; credential?: keyof typeof CREDENTIALS; continueOnFail?: boolean }): Promise<NodeRun>;
}

/** A schema of the file's own, created before its tests and dropped after. */
export function usePgTestBed(name: string): PgTestBed {
  const schema = `weft_${name}_${process.pid}`;
  const admin = new pg.Client(TEST_PG);
  const runner = nodeRunner(CREDENTIALS);
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.query(`CREATE SCHEMA "${schema}"`);
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
    await closePostgresPools();
  });
  return {
    schema,
    sql: async <T extends IDataObject>(text: string, values: unknown[] = []) => (await admin.query(text, values)).rows as T[],
    run: (typeVersion, parameters, options = {}) => runner({
      type: 'n8n-nodes-base.postgres', typeVersion, parameters,
      credentials: { postgres: options.credential ?? 'pg' },
      input: options.input?.map((entry) => ('json' in entry && typeof entry.json === 'object' ? entry as INodeExecutionData : { json: entry as IDataObject })),
      continueOnFail: options.continueOnFail,
    }),
  };
}

/** A resource locator value "by name". */
export const byName = (value: string) => ({ __rl: true, mode: 'name', value });
export const fromList = (value: string) => ({ __rl: true, mode: 'list', value });
