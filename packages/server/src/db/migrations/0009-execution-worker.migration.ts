import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** Queue mode: which worker ran an execution (null for runs of the main process). */
export function executionWorkerMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('execution_entity').addColumn('worker_id', 'varchar(255)').execute();
    },
  };
}
