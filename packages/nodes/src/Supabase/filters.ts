import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/* The rows an operation works on, as PostgREST's horizontal filters in the query string. */

interface Condition { keyName?: string; condition?: string; searchFunction?: string; keyValue?: unknown }

/** A value inside `or=(...)`: PostgREST wants reserved characters (, . : ( ) and quotes) double-quoted. */
function orValue(value: string): string {
  return /[,.:()"\\\s]/.test(value) ? `"${value.replace(/(["\\])/g, '\\$1')}"` : value;
}

function operator(condition: Condition): string {
  return condition.condition === 'fullText' ? String(condition.searchFunction || 'fts') : String(condition.condition || 'eq');
}

/** Conditions built in the editor: all must hold (one parameter each) or any may (PostgREST's `or`). */
export function manualFilter(context: IExecuteFunctions, itemIndex: number, defaultOperator?: string): string {
  const conditions = ((context.getNodeParameter('filters', itemIndex, {}) as IDataObject).conditions ?? []) as Condition[];
  const all = defaultOperator !== undefined || context.getNodeParameter('matchType', itemIndex, 'anyFilter') === 'allFilters';
  for (const condition of conditions) {
    if (!condition.keyName) throw new NodeOperationError(context.getNode(), 'A condition names no column', { itemIndex });
  }
  if (conditions.length === 0) return '';
  const withOperator = conditions.map((condition) => ({ ...condition, condition: defaultOperator ?? condition.condition }));
  if (all || withOperator.length === 1) {
    return withOperator.map((condition) => `${encodeURIComponent(String(condition.keyName))}=${encodeURIComponent(`${operator(condition)}.${String(condition.keyValue ?? '')}`)}`).join('&');
  }
  const terms = withOperator.map((condition) => `${String(condition.keyName)}.${operator(condition)}.${orValue(String(condition.keyValue ?? ''))}`);
  return `or=${encodeURIComponent(`(${terms.join(',')})`)}`;
}

/** A filter string in PostgREST's syntax; `$1`, `$2`... stand for the filter parameters, URL-encoded. */
export function stringFilter(context: IExecuteFunctions, itemIndex: number): string {
  const text = String(context.getNodeParameter('filterString', itemIndex, '')).trim().replace(/^[?&]+/, '');
  const values = ((context.getNodeParameter('filterStringParameters', itemIndex, {}) as IDataObject).values ?? []) as Array<{ value?: unknown }>;
  return text.replace(/\$(\d+)/g, (whole, digits: string) => {
    const entry = values[Number(digits) - 1];
    return entry === undefined ? whole : encodeURIComponent(String(entry.value ?? ''));
  });
}

/** The query string of the node's filter for the item: none, built manually, or a string. */
export function rowFilter(context: IExecuteFunctions, itemIndex: number): string {
  const type = context.getNodeParameter('filterType', itemIndex, 'manual') as string;
  if (type === 'none') return '';
  return type === 'string' ? stringFilter(context, itemIndex) : manualFilter(context, itemIndex);
}
