import type pg from 'pg';
import type { IDataObject } from '@weft/workflow';
import { bindPlaceholders } from './bind-placeholders.js';
import { splitStatements } from './sql-text.js';

/** A query as the operations build it: pg-promise style placeholders (`$1`, `$2:name`) over `values`. */
export interface PreparedQuery {
  text: string;
  values: unknown[];
}

/** What each statement of a query answered. */
export interface StatementResult {
  command: string;
  rows: IDataObject[];
}

type Queryable = Pick<pg.ClientBase, 'query'>;

function resultsOf(answer: pg.QueryResult | pg.QueryResult[]): StatementResult[] {
  return (Array.isArray(answer) ? answer : [answer]).map((result) => ({ command: result.command, rows: (result.rows ?? []) as IDataObject[] }));
}

/**
 * Runs a query, statement by statement when it has values (the server binds parameters to one
 * statement at a time), or as one text when it has none, so that a script of several statements,
 * function bodies included, runs as written.
 */
export async function runQuery(client: Queryable, query: PreparedQuery): Promise<StatementResult[]> {
  if (query.values.length === 0) return resultsOf(await client.query(query.text) as pg.QueryResult | pg.QueryResult[]);
  const results: StatementResult[] = [];
  for (const statement of splitStatements(query.text)) {
    const bound = bindPlaceholders(statement, query.values);
    results.push(...resultsOf(await client.query(bound.text, bound.values)));
  }
  return results;
}

/**
 * Whether the query goes to the server in more than one piece. A query without values goes as one text,
 * which the server runs atomically on its own (and which may then be a statement that refuses to run
 * inside a transaction block, such as VACUUM); one split into statements needs a transaction to stay
 * all or nothing, as n8n's single multi-statement text is.
 */
export function sentInPieces(query: PreparedQuery): boolean {
  return query.values.length > 0 && splitStatements(query.text).length > 1;
}

/** Every row a query answered, its statements' rows in order. */
export function rowsOf(results: StatementResult[]): IDataObject[] {
  return results.flatMap((result) => result.rows);
}
