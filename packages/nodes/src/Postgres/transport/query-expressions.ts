import { sqlPieces } from './sql-text.js';

const EXPRESSION = /\{\{[\s\S]*?\}\}/g;

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The text inside a quoted piece, its doubled quotes made single again. */
function unquoted(piece: string): { quote: string; inner: string } {
  const dollar = /^(\$[A-Za-z_0-9]*\$)([\s\S]*)\1$/.exec(piece);
  if (dollar) return { quote: '$', inner: dollar[2] ?? '' };
  const quote = piece.startsWith('"') ? '"' : '\'';
  const start = piece.indexOf(quote) + 1;
  return { quote, inner: piece.slice(start, piece.endsWith(quote) ? -1 : undefined).split(quote + quote).join(quote) };
}

/**
 * n8n evaluates the `{{ }}` of a query for each item and pastes the result into the SQL. Here none is
 * pasted: a `{{ }}` in the code becomes a bound value; a quoted literal holding some
 * ('Hello {{ $json.name }}') becomes one bound value, its text with them evaluated; a quoted name holding
 * some ("{{ $json.table }}") becomes a name, quoted. Their `$n` follow the Query Parameters' own.
 * Comments are left as written.
 */
export function expressionsAsParameters(
  query: string, parameters: readonly unknown[], evaluate: (expression: string) => unknown,
): { text: string; values: unknown[] } {
  const values = [...parameters];
  if (!query.includes('{{')) return { text: query, values };
  const bind = (value: unknown, asName = false) => {
    values.push(value);
    return `$${values.length}${asName ? ':name' : ''}`;
  };
  const text = sqlPieces(query).map((piece) => {
    if (piece.kind === 'expression') return bind(evaluate(`=${piece.text}`));
    if (piece.kind !== 'quoted' || !piece.text.includes('{{')) return piece.text;
    const { quote, inner } = unquoted(piece.text);
    const evaluated = inner.replace(EXPRESSION, (expression) => asText(evaluate(`=${expression}`)));
    return bind(evaluated, quote === '"');
  }).join('');
  return { text, values };
}
