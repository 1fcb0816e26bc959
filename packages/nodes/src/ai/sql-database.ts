/**
 * The database an SQL agent reads: its tables, their definitions with sample rows, and read-only
 * queries, so the model's SQL cannot change data whatever it writes.
 */
export interface SqlDatabase {
  dialect: string;
  listTables(): Promise<string[]>;
  /** CREATE TABLE statements of the tables, each followed by `sampleRows` of its rows. */
  describe(tables: string[], sampleRows: number): Promise<string>;
  query(sql: string): Promise<Array<Record<string, unknown>>>;
  close(): Promise<void>;
}

export interface ColumnInfo { name: string; type: string; nullable: boolean }

/** What one database engine answers; `SqlDatabase` builds the agent's view (LangChain's table info format) from it. */
export interface SqlSource {
  dialect: string;
  /** Runs `sql` (the model's, as written) so that it cannot change data. */
  readOnly(sql: string): Promise<Array<Record<string, unknown>>>;
  tableNames(): Promise<string[]>;
  columns(table: string): Promise<ColumnInfo[]>;
  quoteIdentifier(name: string): string;
  close(): Promise<void>;
}

function sampleBlock(table: string, rows: Array<Record<string, unknown>>, columns: string[]): string {
  const lines = rows.map((row) => columns.map((column) => String(row[column] ?? 'NULL')).join('\t'));
  return `/*\n${rows.length} rows from ${table} table:\n${columns.join('\t')}\n${lines.join('\n')}\n*/`;
}

export function sqlDatabase(source: SqlSource): SqlDatabase {
  return {
    dialect: source.dialect,
    listTables: () => source.tableNames(),
    describe: async (tables, sampleRows) => {
      const blocks: string[] = [];
      for (const table of tables) {
        const columns = await source.columns(table);
        if (columns.length === 0) throw new Error(`Table "${table}" does not exist`);
        const definition = columns.map((column) => `\t${column.name} ${column.type.toUpperCase()}${column.nullable ? '' : ' NOT NULL'}`).join(',\n');
        const rows = sampleRows > 0 ? await source.readOnly(`SELECT * FROM ${source.quoteIdentifier(table)} LIMIT ${Math.floor(sampleRows)}`) : [];
        blocks.push(`CREATE TABLE ${table} (\n${definition}\n)\n\n${sampleBlock(table, rows, columns.map((column) => column.name))}`);
      }
      return blocks.join('\n\n');
    },
    query: (sql) => source.readOnly(sql),
    close: () => source.close(),
  };
}
