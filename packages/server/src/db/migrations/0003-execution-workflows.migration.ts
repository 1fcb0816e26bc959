import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * The workflow an execution ran, kept once per version instead of once per execution: an active
 * workflow called by a webhook ran the same JSON thousands of times, and writing it again with every
 * execution was half of what each one wrote. `execution_data.workflow_data` stays for executions
 * stored inline (JSON `null` when the row points to `execution_workflow`).
 */
export function executionWorkflowsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await t.addId(db.schema.createTable('execution_workflow'))
        .addColumn('workflow_data', t.json, (c) => c.notNull())
        .execute();
      await db.schema.alterTable('execution_data')
        .addColumn('workflow_version_id', 'integer', (c) => c.references('execution_workflow.id'))
        .execute();
      await db.schema.createIndex('idx_execution_data_workflow_version').on('execution_data')
        .column('workflow_version_id').execute();
    },
  };
}
