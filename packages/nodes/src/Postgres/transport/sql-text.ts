/*
 * Reading SQL text as PostgreSQL does, just enough to find where statements end and where `$n`
 * placeholders are: outside quoted strings, quoted identifiers, dollar-quoted bodies and comments.
 */

export interface SqlPiece {
  /** `expression`: an n8n `{{ }}` written in the query's code (never pasted into the SQL: see query-expressions.ts). */
  kind: 'code' | 'quoted' | 'comment' | 'expression';
  text: string;
}

const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

function quotedEnd(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let index = start + 1;
  while (index < sql.length) {
    const char = sql[index];
    if (backslashEscapes && char === '\\') index += 2;
    else if (char === quote && sql[index + 1] === quote) index += 2;
    else if (char === quote) return index + 1;
    else index++;
  }
  return sql.length;
}

function blockCommentEnd(sql: string, start: number): number {
  let depth = 0;
  let index = start;
  while (index < sql.length) {
    if (sql.startsWith('/*', index)) {
      depth++;
      index += 2;
    } else if (sql.startsWith('*/', index)) {
      depth--;
      index += 2;
      if (depth === 0) return index;
    } else index++;
  }
  return sql.length;
}

/** The text cut into code, quoted parts and comments, in order; joined they give the text back. */
export function sqlPieces(sql: string): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let code = '';
  const flush = () => {
    if (code) pieces.push({ kind: 'code', text: code });
    code = '';
  };
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] as string;
    let end = -1;
    let kind: SqlPiece['kind'] = 'quoted';
    if (sql.startsWith('{{', index) && sql.indexOf('}}', index + 2) !== -1) {
      end = sql.indexOf('}}', index + 2) + 2;
      kind = 'expression';
    } else if (char === '\'') {
      const escaped = /[eE]/.test(sql[index - 1] ?? '') && !/[A-Za-z0-9_]/.test(sql[index - 2] ?? '');
      end = quotedEnd(sql, index, '\'', escaped);
    } else if (char === '"') end = quotedEnd(sql, index, '"', false);
    else if (sql.startsWith('--', index)) {
      const newline = sql.indexOf('\n', index);
      end = newline === -1 ? sql.length : newline;
      kind = 'comment';
    } else if (sql.startsWith('/*', index)) {
      end = blockCommentEnd(sql, index);
      kind = 'comment';
    } else if (char === '$' && !/[A-Za-z0-9_]/.test(sql[index - 1] ?? '')) {
      const tag = DOLLAR_TAG.exec(sql.slice(index))?.[0];
      if (tag) {
        const close = sql.indexOf(tag, index + tag.length);
        end = close === -1 ? sql.length : close + tag.length;
      }
    }
    if (end === -1) {
      code += char;
      index++;
    } else {
      flush();
      pieces.push({ kind, text: sql.slice(index, end) });
      index = end;
    }
  }
  flush();
  return pieces;
}

/** The statements of the text (split at semicolons outside quotes), without those that hold only comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let meaningful = false;
  const finish = () => {
    if (meaningful) statements.push(current.trim());
    current = '';
    meaningful = false;
  };
  for (const piece of sqlPieces(sql)) {
    if (piece.kind !== 'code') {
      current += piece.text;
      if (piece.kind === 'quoted') meaningful = true;
      continue;
    }
    const parts = piece.text.split(';');
    parts.forEach((part, index) => {
      if (index > 0) finish();
      current += part;
      if (part.trim() !== '') meaningful = true;
    });
  }
  finish();
  return statements;
}

/** A name as a quoted SQL identifier: any text is safe, a double quote inside is doubled. */
export function quoteIdentifier(name: string): string {
  if (name.includes('\u0000')) throw new Error('A name cannot contain the NUL character');
  return `"${name.replace(/"/g, '""')}"`;
}

/** `schema.table`, both quoted. */
export function qualifiedName(schema: string, table: string): string {
  return `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
}
