import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.js';
import { columnTypes } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** A user's own choices that are not survey answers (n8n's `user.settings`), such as agreeing to be contacted. */
export function userSettingsMigration(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('user').addColumn('settings', t.json).execute();
    },
  };
}
