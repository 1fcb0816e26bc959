/*
 * The T-SQL this test server understands, rewritten for SQLite: statements split at `;`, [bracket] and
 * "double-quoted" names as SQLite's "names", N'text' as 'text', and the few T-SQL forms the Microsoft
 * SQL node and everyday queries use (TOP n, GETDATE(), SCOPE_IDENTITY(), OUTPUT INSERTED, IDENTITY
 * columns, NVARCHAR(MAX), the dbo schema, BEGIN TRAN). Anything else is passed to SQLite as written.
 */

export interface Statement {
  sql: string;
  /** INSERT, UPDATE or DELETE: SQL Server reports their row count. */
  counts: boolean;
  /** SET options (the client's session set-up): accepted and ignored. */
  ignored: boolean;
}

interface Masked { text: string; literals: string[]; names: string[] }

const LITERAL = (index: number) => `\uE000${index}\uE000`;
const NAME = (index: number) => `\uE001${index}\uE001`;
const NAME_PATTERN = '(?:\\uE001\\d+\\uE001|[A-Za-z_][\\w$]*)';

/** Literals and quoted names out of the way of the rewriting below; comments dropped. */
function mask(sql: string): Masked {
  const masked: Masked = { text: '', literals: [], names: [] };
  let at = 0;
  while (at < sql.length) {
    const char = sql[at]!;
    const national = (char === 'N' || char === 'n') && sql[at + 1] === "'" && !/[\w$]/.test(sql[at - 1] ?? '');
    if (char === "'" || national) {
      let end = at + (national ? 2 : 1);
      let value = '';
      while (end < sql.length) {
        if (sql[end] === "'" && sql[end + 1] === "'") { value += "'"; end += 2; continue; }
        if (sql[end] === "'") break;
        value += sql[end++];
      }
      masked.text += LITERAL(masked.literals.push(value) - 1);
      at = end + 1;
      continue;
    }
    if (char === '[' || char === '"') {
      const close = char === '[' ? ']' : '"';
      let end = at + 1;
      let value = '';
      while (end < sql.length) {
        if (sql[end] === close && sql[end + 1] === close) { value += close; end += 2; continue; }
        if (sql[end] === close) break;
        value += sql[end++];
      }
      masked.text += NAME(masked.names.push(value) - 1);
      at = end + 1;
      continue;
    }
    if (sql.startsWith('--', at)) {
      const end = sql.indexOf('\n', at);
      at = end === -1 ? sql.length : end;
      continue;
    }
    if (sql.startsWith('/*', at)) {
      const end = sql.indexOf('*/', at + 2);
      masked.text += ' ';
      at = end === -1 ? sql.length : end + 2;
      continue;
    }
    masked.text += char;
    at += 1;
  }
  return masked;
}

function unmask(text: string, { literals, names }: Masked): string {
  return text
    .replace(/\uE000(\d+)\uE000/g, (_, index: string) => `'${literals[Number(index)]!.replace(/'/g, "''")}'`)
    .replace(/\uE001(\d+)\uE001/g, (_, index: string) => `"${names[Number(index)]!.replace(/"/g, '""')}"`);
}

const NOW = "strftime('%Y-%m-%d %H:%M:%f', 'now')";

function rewrite(statement: string, masked: Masked): string {
  let text = statement
    // Tables live in SQLite's one schema: SQL Server's default schema is dropped from names.
    .replace(/\uE001(\d+)\uE001\s*\.\s*/g, (whole, index: string) => (masked.names[Number(index)]!.toLowerCase() === 'dbo' ? '' : whole))
    .replace(/\bdbo\s*\.\s*/gi, '')
    .replace(/\b(GETDATE|SYSDATETIME|GETUTCDATE|SYSUTCDATETIME)\s*\(\s*\)/gi, NOW)
    .replace(/\bCURRENT_TIMESTAMP\b/gi, NOW)
    .replace(/\bSCOPE_IDENTITY\s*\(\s*\)|@@IDENTITY\b/gi, 'last_insert_rowid()')
    .replace(/@@ROWCOUNT\b/gi, 'changes()')
    .replace(/\bISNULL\s*\(/gi, 'IFNULL(')
    .replace(/\bLEN\s*\(/gi, 'LENGTH(')
    .replace(/\b(N?VARCHAR|VARBINARY)\s*\(\s*MAX\s*\)/gi, '$1')
    .replace(/\b(?:BIG)?INT\s+(?:NOT\s+NULL\s+)?IDENTITY\s*(?:\(\s*\d+\s*,\s*\d+\s*\))?\s*(?:NOT\s+NULL\s+)?PRIMARY\s+KEY/gi, 'INTEGER PRIMARY KEY AUTOINCREMENT')
    .replace(/\bIDENTITY\s*(?:\(\s*\d+\s*,\s*\d+\s*\))?/gi, '')
    .replace(/^\s*BEGIN\s+TRAN(?:SACTION)?\b/i, 'BEGIN')
    .replace(/^\s*(COMMIT|ROLLBACK)\s+TRAN(?:SACTION)?\b/i, '$1');
  // SELECT TOP n ... becomes ... LIMIT n (the statement's own, not a subquery's).
  let limit: string | undefined;
  text = text.replace(/^(\s*SELECT(?:\s+DISTINCT)?)\s+TOP\s*(?:\(\s*(\d+|@\w+)\s*\)|(\d+|@\w+))/i, (_, select: string, inParens?: string, bare?: string) => {
    limit = inParens ?? bare;
    return select;
  });
  // ORDER BY ... OFFSET n ROWS FETCH NEXT m ROWS ONLY
  text = text.replace(/\bOFFSET\s+(\d+|@\w+)\s+ROWS?\s+FETCH\s+(?:NEXT|FIRST)\s+(\d+|@\w+)\s+ROWS?\s+ONLY\b/i, 'LIMIT $2 OFFSET $1');
  // OUTPUT INSERTED.x / DELETED.x becomes RETURNING x.
  let returning: string | undefined;
  const outputColumn = `(?:INSERTED|DELETED)\\s*\\.\\s*(?:\\*|${NAME_PATTERN})(?:\\s+AS\\s+${NAME_PATTERN})?`;
  text = text.replace(new RegExp(`\\bOUTPUT\\s+(${outputColumn}(?:\\s*,\\s*${outputColumn})*)`, 'i'), (_, columns: string) => {
    returning = columns.replace(/\b(?:INSERTED|DELETED)\s*\.\s*/gi, '');
    return '';
  });
  if (returning) text = `${text.trimEnd()} RETURNING ${returning}`;
  if (limit) text = `${text.trimEnd()} LIMIT ${limit}`;
  return text;
}

/** A batch's statements, rewritten for SQLite. */
export function translate(sql: string): Statement[] {
  const masked = mask(sql);
  return masked.text.split(';').filter((part) => part.trim() !== '').map((part) => {
    const lines = part.split('\n').map((line) => line.trim()).filter(Boolean);
    const ignored = lines.every((line) => /^SET\s+\w+/i.test(line));
    const text = unmask(rewrite(part, masked), masked).trim();
    return { sql: text, counts: /^(WITH\b[\s\S]*?\)\s*)?(INSERT|UPDATE|DELETE)\b/i.test(text), ignored };
  });
}
