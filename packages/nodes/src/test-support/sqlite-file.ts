import Database from 'better-sqlite3';

/** The bytes of a real SQLite database file made by running `statements` in a fresh database. */
export function sqliteFileBytes(statements: string): Buffer {
  const db = new Database(':memory:');
  try {
    db.exec(statements);
    return db.serialize();
  } finally {
    db.close();
  }
}
