import { createRequire } from 'node:module';
import type * as KyselyModule from 'kysely';

/*
 * Kysely's runtime values, from its CommonJS build: it loads in about half the time of the ESM build
 * (hundreds of small modules), which is a large part of start-up. Import Kysely's values from here,
 * never from 'kysely' directly, so that one copy of the library is in use; types may come from 'kysely'.
 */
const kysely = createRequire(import.meta.url)('kysely') as typeof KyselyModule;

export const { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } = kysely;
export type Kysely<DB> = KyselyModule.Kysely<DB>;
