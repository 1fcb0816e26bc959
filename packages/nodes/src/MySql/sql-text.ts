/*
 * Reading SQL text the way MySQL does, just enough to find what matters outside string literals,
 * quoted identifiers and comments: statement ends (`;`), placeholders (`?`) and n8n's `$1` references.
 */

interface Scan {
  /** Index of each `;` ending a statement. */
  ends: number[];
  /** Index of each `?` placeholder. */
  placeholders: number[];
}

/** Index just past the closing quote of a literal that opens at `start` (a doubled or escaped quote stays inside). */
function pastQuoted(sql: string, start: number): number {
  const quote = sql[start];
  let index = start + 1;
  while (index < sql.length) {
    const char = sql[index];
    if (char === '\\' && quote !== '`') index += 2;
    else if (char === quote && sql[index + 1] === quote) index += 2;
    else if (char === quote) return index + 1;
    else index += 1;
  }
  return sql.length;
}

function pastComment(sql: string, start: number): number | undefined {
  const two = sql.slice(start, start + 2);
  if (sql[start] === '#' || (two === '--' && /[\s]|^$/.test(sql[start + 2] ?? ''))) {
    const end = sql.indexOf('\n', start);
    return end === -1 ? sql.length : end + 1;
  }
  if (two === '/*') {
    const end = sql.indexOf('*/', start + 2);
    return end === -1 ? sql.length : end + 2;
  }
  return undefined;
}

/** The index of each character outside string literals, quoted identifiers and comments. */
function* codeIndexes(sql: string): Generator<number> {
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] as string;
    if (char === "'" || char === '"' || char === '`') {
      index = pastQuoted(sql, index);
      continue;
    }
    const afterComment = pastComment(sql, index);
    if (afterComment !== undefined) {
      index = afterComment;
      continue;
    }
    yield index;
    index += 1;
  }
}

function scan(sql: string): Scan {
  const found: Scan = { ends: [], placeholders: [] };
  for (const index of codeIndexes(sql)) {
    if (sql[index] === ';') found.ends.push(index);
    if (sql[index] === '?') found.placeholders.push(index);
  }
  return found;
}

export interface BoundStatement {
  sql: string;
  values: unknown[];
}

/**
 * A query of several statements as its statements, each with the values of its own placeholders (in
 * order); empty statements are left out.
 */
export function splitStatements(sql: string, values: unknown[] = []): BoundStatement[] {
  const { ends, placeholders } = scan(sql);
  const statements: BoundStatement[] = [];
  let start = 0;
  let used = 0;
  for (const end of [...ends, sql.length]) {
    const count = placeholders.filter((at) => at >= start && at < end).length;
    const text = sql.slice(start, end).trim();
    if (text !== '') statements.push({ sql: text, values: values.slice(used, used + count) });
    used += count;
    start = end + 1;
  }
  return statements;
}

/** How many `?` placeholders the query has outside literals and comments. */
export function placeholderCount(sql: string): number {
  return scan(sql).placeholders.length;
}

/** A MySQL identifier in backticks, a backtick inside doubled: any name is safe, none is SQL. */
export function quoteIdentifier(name: string): string {
  return `\`${String(name).replace(/`/g, '``')}\``;
}

/** `$1`, `$2:name`, ... outside literals and comments, with where they are. */
function dollarReferences(sql: string): Array<{ at: number; length: number; number: number; isName: boolean }> {
  const references: Array<{ at: number; length: number; number: number; isName: boolean }> = [];
  for (const index of codeIndexes(sql)) {
    const match = sql[index] === '$' ? /^\$(\d+)(:name)?/.exec(sql.slice(index)) : null;
    if (match) references.push({ at: index, length: match[0].length, number: Number(match[1]), isName: match[2] !== undefined });
  }
  return references;
}

/**
 * n8n's Query Parameters: `$1` in the query stands for the first value, bound as a placeholder, and
 * `$1:name` for a table or column name, quoted. A query without `$` references takes the values for
 * its `?` placeholders in order (n8n's older nodes wrote queries so).
 */
export function bindQueryParameters(sql: string, replacements: unknown[]): BoundStatement {
  const references = dollarReferences(sql);
  if (references.length === 0) return { sql, values: placeholderCount(sql) > 0 ? replacements : [] };
  let text = '';
  let from = 0;
  const values: unknown[] = [];
  for (const reference of references) {
    if (reference.number < 1 || reference.number > replacements.length) {
      throw new Error(`The query uses $${reference.number}, but Query Parameters give ${replacements.length} value${replacements.length === 1 ? '' : 's'}`);
    }
    const value = replacements[reference.number - 1];
    text += sql.slice(from, reference.at) + (reference.isName ? quoteIdentifier(String(value)) : '?');
    if (!reference.isName) values.push(value);
    from = reference.at + reference.length;
  }
  return { sql: text + sql.slice(from), values };
}

const EXPRESSION = /\{\{[\s\S]*?\}\}/g;

/**
 * n8n evaluates `{{ }}` in a query for each item. Here each becomes a query parameter instead of text
 * in the SQL: `{{ }}` alone is one value, a quoted literal holding `{{ }}` ('Hello {{ $json.name }}') is
 * one value (the literal's text, evaluated), and a backtick-quoted name holding one is a quoted name.
 * The values are added after `replacements`, as the `$n` that stand for them.
 */
export function expressionsAsParameters(sql: string, replacements: unknown[], evaluate: (expression: string) => unknown): { sql: string; replacements: unknown[] } {
  if (!sql.includes('{{')) return { sql, replacements };
  const values = [...replacements];
  const reference = (value: unknown, isName = false) => {
    values.push(value);
    return `$${values.length}${isName ? ':name' : ''}`;
  };
  const evaluated = (text: string) => text.replace(EXPRESSION, (expression) => {
    const value = evaluate(`=${expression}`);
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  });
  let text = '';
  let index = 0;
  while (index < sql.length) {
    const char = sql[index] as string;
    if (char === "'" || char === '"' || char === '`') {
      const end = pastQuoted(sql, index);
      const literal = sql.slice(index, end);
      if (literal.includes('{{')) {
        const inner = literal.slice(1, -1).split(`${char}${char}`).join(char);
        text += reference(evaluated(inner), char === '`');
      } else {
        text += literal;
      }
      index = end;
      continue;
    }
    const afterComment = pastComment(sql, index);
    if (afterComment !== undefined) {
      text += sql.slice(index, afterComment);
      index = afterComment;
      continue;
    }
    if (sql.startsWith('{{', index)) {
      const close = sql.indexOf('}}', index + 2);
      if (close !== -1) {
        text += reference(evaluate(`=${sql.slice(index, close + 2)}`));
        index = close + 2;
        continue;
      }
    }
    text += char;
    index += 1;
  }
  return { sql: text, replacements: values };
}
