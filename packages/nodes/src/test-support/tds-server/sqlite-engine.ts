import Database from 'better-sqlite3';
import { type SqliteValue, columnType } from './data-types.js';
import type { Message } from './tokens.js';
import type { ResultColumn } from './tokens.js';
import { translate } from './tsql.js';

/* Running a batch's statements on the session's SQLite database, with SQL Server-like errors. */

export interface StatementResult {
  /** Columns and rows when the statement reads (or returns) rows. */
  resultSet?: { columns: ResultColumn[]; rows: unknown[][] };
  /** Rows written, for INSERT, UPDATE and DELETE. */
  rowCount?: number;
}

export class SqlServerError extends Error {
  constructor(readonly error: Message) {
    super(error.text);
  }
}

/** SQLite's message as the SQL Server error a client would see for the same mistake. */
export function asSqlServerError(error: unknown): Message {
  if (error instanceof SqlServerError) return error.error;
  const text = (error as Error).message;
  let match: RegExpExecArray | null;
  if ((match = /no such table: (?:main\.)?(.+)$/.exec(text))) return { number: 208, text: `Invalid object name '${match[1]}'.` };
  if ((match = /(?:no such column|has no column named): (.+)$/.exec(text))) return { number: 207, text: `Invalid column name '${match[1]}'.` };
  if ((match = /UNIQUE constraint failed: ([^.]+)\.(\S+)/.exec(text))) {
    return { number: 2627, severity: 14, text: `Violation of UNIQUE KEY constraint 'UQ_${match[1]}_${match[2]}'. Cannot insert duplicate key in object 'dbo.${match[1]}'.` };
  }
  if ((match = /NOT NULL constraint failed: ([^.]+)\.(\S+)/.exec(text))) {
    return { number: 515, text: `Cannot insert the value NULL into column '${match[2]}', table 'dbo.${match[1]}'; column does not allow nulls.` };
  }
  if ((match = /table "?([^"\s]+)"? already exists/.exec(text))) return { number: 2714, text: `There is already an object named '${match[1]}' in the database.` };
  if ((match = /Missing named parameter "(.+)"/.exec(text))) return { number: 137, severity: 15, text: `Must declare the scalar variable "@${match[1]}".` };
  if ((match = /near "(.+)": syntax error/.exec(text))) return { number: 102, severity: 15, text: `Incorrect syntax near '${match[1]}'.` };
  if (/incomplete input|syntax error/.test(text)) return { number: 102, severity: 15, text: 'Incorrect syntax near the end of the batch.' };
  if (/CHECK constraint failed/.test(text)) return { number: 547, text: `The statement conflicted with a CHECK constraint: ${text}` };
  return { number: 50000, text };
}

/** One SQLite database per SQL Server database name, for as long as the server runs. */
export class Databases {
  private readonly open = new Map<string, Database.Database>();

  get(name: string): Database.Database {
    const key = name.toLowerCase();
    let database = this.open.get(key);
    if (!database) {
      database = new Database(':memory:');
      database.defaultSafeIntegers(false);
      this.open.set(key, database);
    }
    return database;
  }

  close(): void {
    for (const database of this.open.values()) database.close();
    this.open.clear();
  }
}

const safeNumber = (value: unknown) => (typeof value === 'bigint' && value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value);

/** Runs a batch's statements in order; the first failure stops the batch (its error is thrown). */
export function runBatch(database: Database.Database, sql: string, parameters: Record<string, SqliteValue>, onResult: (result: StatementResult) => void): void {
  for (const statement of translate(sql)) {
    if (statement.ignored) {
      onResult({});
      continue;
    }
    try {
      const prepared = database.prepare(statement.sql);
      if (prepared.reader) {
        // Read as BigInt so no BIGINT loses digits, then as numbers where they are safe.
        const rows = (prepared.raw(true).safeIntegers(true).all(parameters) as unknown[][]).map((row) => row.map(safeNumber));
        const columns = prepared.columns().map((column, index) => ({ name: column.name, type: columnType(column.type, rows.map((row) => row[index])) }));
        onResult({ resultSet: { columns, rows }, ...(statement.counts ? { rowCount: rows.length } : {}) });
      } else {
        const { changes } = prepared.run(parameters);
        onResult(statement.counts ? { rowCount: changes } : {});
      }
    } catch (error) {
      throw new SqlServerError(asSqlServerError(error));
    }
  }
}
