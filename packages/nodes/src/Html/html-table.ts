import type { IDataObject } from '@weft/workflow';

export interface TableOptions {
  capitalize?: boolean;
  customStyling?: boolean;
  caption?: string;
  tableAttributes?: string;
  headerAttributes?: string;
}

export interface TableRow {
  json: IDataObject;
  rowAttributes?: string;
  cellAttributes?: string;
}

/**
 * A cell as n8n writes it: the value's text as JavaScript gives it ("a,b" for a list, "[object Object]",
 * "null", "undefined" for a field the item lacks), a checkbox for a boolean. Values are not escaped: the
 * node makes markup from the data, as n8n's does.
 */
function cellText(value: unknown): string {
  if (typeof value === 'boolean') return value ? '<input type="checkbox" checked="checked"/>' : '<input type="checkbox"/>';
  return String(value);
}

/** n8n's "Capitalize Headers": each part between underscores starts with a capital ("first_name" is "First Name"). */
export function capitalizeHeader(key: string): string {
  return key.split('_').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join(' ');
}

/** The styles n8n gives each element unless "Custom Styling" is on. */
const DEFAULT_STYLES = {
  table: "style='border-spacing:0; font-family:helvetica,arial,sans-serif'",
  thead: "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee; text-align:left; color:#888; font-weight:normal'",
  tr: '',
  td: "style='margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee'",
};

/** One HTML table of all rows: a column per field (in order of first appearance), markup as n8n's. */
export function buildTable(rows: TableRow[], options: TableOptions): string {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const { json } of rows) {
    for (const key of Object.keys(json)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  const open = (tag: keyof typeof DEFAULT_STYLES, attributes: string | undefined) =>
    `<${tag} ${options.customStyling ? '' : DEFAULT_STYLES[tag]} ${attributes ?? ''}>`;
  const parts: string[] = [open('table', options.tableAttributes)];
  if (options.caption) parts.push(`<caption>${options.caption}</caption>`);
  parts.push(`${open('thead', options.headerAttributes)}<tr>`);
  for (const column of columns) parts.push(`<th>${options.capitalize ? capitalizeHeader(column) : column}</th>`);
  parts.push('</tr></thead><tbody>');
  for (const row of rows) {
    parts.push(open('tr', row.rowAttributes));
    for (const column of columns) parts.push(`${open('td', row.cellAttributes)}${cellText(row.json[column])}</td>`);
    parts.push('</tr>');
  }
  parts.push('</tbody></table>');
  return parts.join('');
}
