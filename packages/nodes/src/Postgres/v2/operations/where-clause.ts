import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

interface Condition { column?: string; condition?: string; value?: unknown }

const OPERATORS: Record<string, string> = { equal: '=', '=': '=', '!=': '!=', LIKE: 'LIKE', '>': '>', '<': '<', '>=': '>=', '<=': '<=', 'IS NULL': 'IS NULL', 'IS NOT NULL': 'IS NOT NULL' };

/**
 * The "Select Rows" conditions as a WHERE clause over `values` (columns as names, values bound);
 * greater and less than compare numbers, as n8n has them.
 */
export function whereClause(context: IExecuteFunctions, itemIndex: number, values: unknown[]): string {
  const conditions = ((context.getNodeParameter('where', itemIndex, {}) as { values?: Condition[] }).values ?? []);
  if (conditions.length === 0) return '';
  const joiner = context.getNodeParameter('combineConditions', itemIndex, 'AND') === 'OR' ? ' OR ' : ' AND ';
  const parts = conditions.map((condition, index) => {
    const operator = OPERATORS[condition.condition ?? 'equal'];
    if (!operator) throw new NodeOperationError(context.getNode(), `Unknown operator "${String(condition.condition)}" in condition ${index + 1}`, { itemIndex });
    if (!condition.column) throw new NodeOperationError(context.getNode(), `Condition ${index + 1} of 'Select Rows' has no column`, { itemIndex });
    values.push(condition.column);
    const column = `$${values.length}:name`;
    if (operator === 'IS NULL' || operator === 'IS NOT NULL') return `${column} ${operator}`;
    let value = condition.value;
    if (['>', '<', '>=', '<='].includes(operator)) {
      value = Number(condition.value);
      if (Number.isNaN(value) || String(condition.value ?? '').trim() === '') {
        throw new NodeOperationError(context.getNode(), `Operator in entry ${index + 1} of 'Select Rows' works with numbers, but value ${String(condition.value)} is not a number`, { itemIndex });
      }
    }
    values.push(value);
    return `${column} ${operator} $${values.length}`;
  });
  return ` WHERE ${parts.join(joiner)}`;
}

interface SortRule { column?: string; direction?: string }

export function orderByClause(context: IExecuteFunctions, itemIndex: number, values: unknown[]): string {
  const rules = ((context.getNodeParameter('sort', itemIndex, {}) as { values?: SortRule[] }).values ?? []).filter((rule) => rule.column);
  if (rules.length === 0) return '';
  return ` ORDER BY ${rules.map((rule) => {
    values.push(rule.column);
    return `$${values.length}:name ${rule.direction === 'DESC' ? 'DESC' : 'ASC'}`;
  }).join(', ')}`;
}
