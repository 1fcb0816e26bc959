import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { quoteIdentifier, type BoundStatement } from '../sql-text.js';

export interface WhereClause { column: string; condition: string; value?: unknown }
export interface SortRule { column: string; direction: string }

const OPERATORS: Record<string, string> = { equal: '=', '=': '=', '!=': '!=', LIKE: 'LIKE', '>': '>', '<': '<', '>=': '>=', '<=': '<=' };
const NUMERIC = new Set(['>', '<', '>=', '<=']);

/** Select Rows as a WHERE clause: columns quoted, values bound, operators only from the list. */
export function withWhere(node: INode, itemIndex: number, query: BoundStatement, clauses: WhereClause[], combine: string): BoundStatement {
  if (clauses.length === 0) return query;
  const joiner = combine === 'OR' ? ' OR ' : ' AND ';
  const values = [...query.values];
  const parts = clauses.map((clause, index) => {
    const column = quoteIdentifier(clause.column);
    if (clause.condition === 'IS NULL' || clause.condition === 'IS NOT NULL') return `${column} ${clause.condition}`;
    const operator = OPERATORS[clause.condition];
    if (!operator) throw new NodeOperationError(node, `Select Rows: condition ${index + 1} has an unknown operator "${clause.condition}"`, { itemIndex });
    let value = clause.value ?? '';
    if (NUMERIC.has(operator)) {
      value = Number(value);
      if (value === '' || Number.isNaN(value)) {
        throw new NodeOperationError(node, `Select Rows: the operator of condition ${index + 1} compares numbers, but "${String(clause.value)}" is not a number`, { itemIndex });
      }
    }
    values.push(value);
    return `${column} ${operator} ?`;
  });
  return { sql: `${query.sql} WHERE ${parts.join(joiner)}`, values };
}

/** Sort as ORDER BY: columns quoted, directions only ASC or DESC. */
export function withSort(query: BoundStatement, rules: SortRule[]): BoundStatement {
  if (rules.length === 0) return query;
  const order = rules.map((rule) => `${quoteIdentifier(rule.column)} ${rule.direction === 'DESC' ? 'DESC' : 'ASC'}`);
  return { sql: `${query.sql} ORDER BY ${order.join(', ')}`, values: query.values };
}
