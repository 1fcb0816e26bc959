import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import { sql } from '../kysely.js';
import type { DialectName } from '../database.js';

/**
 * The few column types that differ between the two databases. Postgres keeps JSON as `json` (not
 * `jsonb`, which would reorder object keys) and times as `timestamptz`; SQLite keeps both as text.
 */
export function columnTypes(dialect: DialectName) {
  const pg = dialect === 'postgresdb';
  return {
    json: pg ? sql`json` : sql`text`,
    timestamp: pg ? sql`timestamptz(3)` : sql`text`,
    /** An auto-increment integer primary key. */
    addId<T extends string>(table: CreateTableBuilder<T, never>, name = 'id'): CreateTableBuilder<T, never> {
      return pg
        ? table.addColumn(name, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
        : table.addColumn(name, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
    },
  };
}
