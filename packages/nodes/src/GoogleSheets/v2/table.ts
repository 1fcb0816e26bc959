import type { CellValue } from './sheet-client.js';

export const ROW_NUMBER = 'row_number';

export const isEmptyCell = (cell: unknown) => cell === undefined || cell === null || cell === '';
export const isEmptyRow = (row: unknown[] | undefined) => (row ?? []).every(isEmptyCell);

/** Column names from a header row; unnamed columns get "col_<n>" so every cell has a key. */
export function columnNames(header: CellValue[] | undefined, width: number): string[] {
  return Array.from({ length: Math.max(width, header?.length ?? 0) }, (_, index) => {
    const name = header?.[index];
    return isEmptyCell(name) ? `col_${index + 1}` : String(name);
  });
}

/** The header row's named columns only. */
export const namedColumns = (header: CellValue[] | undefined) => (header ?? []).map((name) => (isEmptyCell(name) ? '' : String(name)));

/** A cell value as a sheet stores it: objects as JSON text, nothing as an empty cell. */
export function cellOf(value: unknown): CellValue {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return value as CellValue;
}
