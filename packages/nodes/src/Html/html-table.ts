import type { IDataObject } from '@weft/workflow';
import { escapeHtml } from '@weft/workflow';

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

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** "firstName" and "first_name" become "First Name". */
export function capitalizeHeader(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim()
    .split(/\s+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

const DEFAULT_STYLE = '<style>table { border-collapse: collapse; font-family: sans-serif; } th, td { border: 1px solid #999; padding: 4px 8px; text-align: left; } th { background: #f2f2f2; }</style>';

const withAttributes = (tag: string, attributes?: string) => (attributes?.trim() ? `<${tag} ${attributes.trim()}>` : `<${tag}>`);

/** One HTML table of all rows: a column per field (in order of first appearance), values escaped. */
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
  const parts: string[] = [options.customStyling ? '' : DEFAULT_STYLE, withAttributes('table', options.tableAttributes)];
  if (options.caption) parts.push(`<caption>${escapeHtml(options.caption)}</caption>`);
  parts.push(`<thead>${withAttributes('tr', options.headerAttributes)}`);
  for (const column of columns) parts.push(`<th>${escapeHtml(options.capitalize ? capitalizeHeader(column) : column)}</th>`);
  parts.push('</tr></thead><tbody>');
  for (const row of rows) {
    parts.push(withAttributes('tr', row.rowAttributes));
    for (const column of columns) parts.push(`${withAttributes('td', row.cellAttributes)}${cellText(row.json[column])}</td>`);
    parts.push('</tr>');
  }
  parts.push('</tbody></table>');
  return parts.join('');
}
