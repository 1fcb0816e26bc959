import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { expressionsAsParameters } from '../../transport/query-expressions.js';
import { sqlPieces } from '../../transport/sql-text.js';
import type { PreparedQuery } from '../../transport/run-query.js';
import type { BuildQueries } from './operation-input.js';

const RESOLVABLE = /\{\{[\s\S]*?\}\}/g;

/** A comma-separated list, entries trimmed, empty ones left out (n8n's `stringToArray`). */
function commaList(text: string): string[] {
  return text.split(',').filter((entry) => entry).map((entry) => entry.trim());
}

function asText(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'null';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text.trim());
    return true;
  } catch {
    return false;
  }
}

/**
 * The values of "Query Parameters", as n8n reads them: a list from an expression is taken as it is; text
 * is split at commas. From 2.5 each `{{ }}` of the raw parameter is evaluated on its own and split again
 * unless it gives JSON, so a value holding a comma can be passed as JSON; before, the raw text is split
 * first and each part evaluated.
 */
function queryParameters(context: IExecuteFunctions, itemIndex: number, nodeVersion: number): unknown[] {
  const replacement = context.getNodeParameter('options.queryReplacement', itemIndex, '') as unknown;
  if (Array.isArray(replacement)) return replacement;
  if (typeof replacement !== 'string' && typeof replacement !== 'number') {
    throw new NodeOperationError(context.getNode(), 'Query Parameters must be a string of comma-separated values or an array of values', { itemIndex });
  }
  const raw = (context.getNode().parameters.options as IDataObject | undefined)?.queryReplacement;
  if (typeof raw !== 'string' || raw === '') return replacement === '' ? [] : commaList(String(replacement));
  const text = raw.replace(/^=+/, '');
  const evaluate = (resolvable: string) => context.evaluateExpression(`=${resolvable}`, itemIndex);
  if (nodeVersion >= 2.5) {
    const resolvables = text.match(RESOLVABLE) ?? [];
    if (resolvables.length === 0) return commaList(text);
    return resolvables.flatMap((resolvable) => {
      const value = asText(evaluate(resolvable));
      return isJson(value) ? [value] : commaList(value);
    });
  }
  return commaList(text).flatMap((part) => {
    const resolvables = part.match(RESOLVABLE) ?? [];
    return resolvables.length === 0 ? [part] : resolvables.map(evaluate);
  });
}

/** n8n's "treat '$1' as text": a quoted placeholder becomes a parameter of its own whose value is the text '$1'. */
function quotedPlaceholdersAsText(query: string, values: unknown[]): string {
  return sqlPieces(query).map((piece) => {
    if (piece.kind === 'quoted' && /^'\$[0-9]+'$/.test(piece.text)) {
      values.push(piece.text.slice(1, -1));
      return `$${values.length}`;
    }
    return piece.text;
  }).join('');
}

/** The query as saved: its `{{ }}` still unevaluated, so that they are bound rather than pasted. */
export function rawQuery(context: IExecuteFunctions, itemIndex: number): string {
  const saved = context.getNode().parameters.query;
  if (typeof saved === 'string') return saved.replace(/^=/, '');
  return String(context.getNodeParameter('query', itemIndex) ?? '');
}

export const buildExecuteQueries: BuildQueries = async ({ context, items, nodeVersion }) => {
  const queries: PreparedQuery[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    const query = rawQuery(context, itemIndex);
    if (query.trim() === '') {
      throw new NodeOperationError(context.getNode(), 'The query is empty', { itemIndex, description: 'Write the SQL to run in the Query parameter.' });
    }
    const bound = expressionsAsParameters(query, queryParameters(context, itemIndex, nodeVersion), (expression) => context.evaluateExpression(expression, itemIndex));
    let { text } = bound;
    if (context.getNodeParameter('options.treatQueryParametersInSingleQuotesAsText', itemIndex, false)) text = quotedPlaceholdersAsText(text, bound.values);
    queries.push({ text, values: bound.values });
  }
  return queries;
};
