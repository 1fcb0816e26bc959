/*
 * T-SQL text the node writes or reads: [bracketed] names, and `{{ }}` in a query turned into bound
 * parameters (@weftParam1, ...) rather than pasted text.
 */

/** A name in brackets, a `]` inside doubled: any name is safe, none is SQL. */
export function quoteName(name: string): string {
  return `[${String(name).trim().replace(/]/g, ']]')}]`;
}

/**
 * A table as the user wrote it: `orders`, `dbo.orders`, `[dbo].[my table]`. Each dot-separated part is
 * quoted; a part already in brackets is kept as the name it stands for.
 */
export function quoteTable(table: string): string {
  const parts: string[] = [];
  let rest = table.trim();
  while (rest !== '') {
    let part: string;
    if (rest.startsWith('[')) {
      let end = 1;
      part = '';
      while (end < rest.length) {
        if (rest[end] === ']' && rest[end + 1] === ']') { part += ']'; end += 2; continue; }
        if (rest[end] === ']') break;
        part += rest[end++];
      }
      rest = rest.slice(end + 1).trim();
    } else {
      const dot = rest.indexOf('.');
      part = dot === -1 ? rest : rest.slice(0, dot);
      rest = dot === -1 ? '' : rest.slice(dot);
    }
    parts.push(quoteName(part));
    if (rest.startsWith('.')) rest = rest.slice(1).trim();
    else if (rest !== '') throw new Error(`The table name "${table}" could not be read: write it as name, schema.name or [schema].[name]`);
  }
  if (parts.length === 0) throw new Error('The table name is empty');
  return parts.join('.');
}

/** Index just past a quoted piece opening at `start` ('text', [name] or "name"; a doubled closer stays inside). */
function pastQuoted(sql: string, start: number): number {
  const close = sql[start] === '[' ? ']' : (sql[start] as string);
  let at = start + 1;
  while (at < sql.length) {
    if (sql[at] === close && sql[at + 1] === close) at += 2;
    else if (sql[at] === close) return at + 1;
    else at += 1;
  }
  return sql.length;
}

function pastComment(sql: string, start: number): number | undefined {
  if (sql.startsWith('--', start)) {
    const end = sql.indexOf('\n', start);
    return end === -1 ? sql.length : end + 1;
  }
  if (sql.startsWith('/*', start)) {
    const end = sql.indexOf('*/', start + 2);
    return end === -1 ? sql.length : end + 2;
  }
  return undefined;
}

const EXPRESSION = /\{\{[\s\S]*?\}\}/g;

export interface BoundQuery { sql: string; parameters: Record<string, unknown> }

/**
 * n8n evaluates the `{{ }}` in a Microsoft SQL query and pastes the results in. Here each becomes a
 * bound parameter instead: `{{ }}` alone is one value, a quoted text holding `{{ }}` ('Hello {{ $json.name }}',
 * N'...') is one value (the text, evaluated), and a [name] or "name" holding one is a quoted name.
 */
export function expressionsAsParameters(sql: string, evaluate: (expression: string) => unknown): BoundQuery {
  const parameters: Record<string, unknown> = {};
  if (!sql.includes('{{')) return { sql, parameters };
  const parameter = (value: unknown) => {
    const name = `weftParam${Object.keys(parameters).length + 1}`;
    parameters[name] = value;
    return `@${name}`;
  };
  const evaluated = (text: string) => text.replace(EXPRESSION, (expression) => {
    const value = evaluate(`=${expression}`);
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  });
  let text = '';
  let at = 0;
  while (at < sql.length) {
    const char = sql[at] as string;
    const national = (char === 'N' || char === 'n') && sql[at + 1] === "'" && !/[\w@$#]/.test(sql[at - 1] ?? '');
    if (char === "'" || char === '[' || char === '"' || national) {
      const start = national ? at + 1 : at;
      const end = pastQuoted(sql, start);
      const quoted = sql.slice(start, end);
      if (quoted.includes('{{')) {
        const opener = quoted[0] as string;
        const closer = opener === '[' ? ']' : opener;
        const inner = evaluated(quoted.slice(1, -1).split(`${closer}${closer}`).join(closer));
        text += opener === "'" ? parameter(inner) : quoteName(inner);
      } else {
        text += sql.slice(at, end);
      }
      at = end;
      continue;
    }
    const afterComment = pastComment(sql, at);
    if (afterComment !== undefined) {
      text += sql.slice(at, afterComment);
      at = afterComment;
      continue;
    }
    if (sql.startsWith('{{', at)) {
      const close = sql.indexOf('}}', at + 2);
      if (close !== -1) {
        text += parameter(evaluate(`=${sql.slice(at, close + 2)}`));
        at = close + 2;
        continue;
      }
    }
    text += char;
    at += 1;
  }
  return { sql: text, parameters };
}
