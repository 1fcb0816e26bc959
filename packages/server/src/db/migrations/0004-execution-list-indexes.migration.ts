import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Indexes for the executions list and pruning. The list pages newest first by id, filtered by status
 * (success, error, waiting, ...) or by workflow (already indexed on (workflow_id, id)); pruning looks
 * for executions that stopped before a time.
 */
export function executionListIndexesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('idx_execution_entity_status').on('execution_entity').columns(['status', 'id']).execute();
      await db.schema.createIndex('idx_execution_entity_stopped_at').on('execution_entity').column('stopped_at').execute();
    },
  };
}
