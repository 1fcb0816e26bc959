import type { IDataObject } from '@weft/workflow';
import type { CellValue } from '../GoogleSheets/v2/sheet-client.js';
import { ROW_NUMBER, isEmptyRow } from '../GoogleSheets/v2/table.js';

/** The data rows of a sheet by row number (1-based), empty rows left out. */
export type RowsByNumber = Record<string, CellValue[]>;

export function dataRows(data: CellValue[][], firstDataRow: number, firstRow = 1): RowsByNumber {
  const rows: RowsByNumber = {};
  data.forEach((cells, index) => {
    const number = firstRow + index;
    if (number >= firstDataRow && !isEmptyRow(cells)) rows[String(number)] = cells;
  });
  return rows;
}

export function rowObject(names: string[], number: string, cells: CellValue[]): IDataObject {
  const json: IDataObject = { [ROW_NUMBER]: Number(number) };
  names.forEach((name, column) => { json[name] = cells[column] ?? ''; });
  return json;
}

export interface RowChange { number: string; previous?: CellValue[]; current: CellValue[] }

const same = (a: CellValue | undefined, b: CellValue | undefined) => String(a ?? '') === String(b ?? '');

/**
 * Rows added since the snapshot (when `added`) and rows whose watched columns changed (all columns when
 * none are watched). Deleted rows are not changes.
 */
export function changedRows(previous: RowsByNumber, current: RowsByNumber, watched: number[] | undefined, added: boolean): RowChange[] {
  const changes: RowChange[] = [];
  for (const [number, cells] of Object.entries(current).sort(([a], [b]) => Number(a) - Number(b))) {
    const before = previous[number];
    if (!before) {
      if (added) changes.push({ number, current: cells });
      continue;
    }
    const columns = watched ?? Array.from({ length: Math.max(before.length, cells.length) }, (_, index) => index);
    if (columns.some((column) => !same(before[column], cells[column]))) changes.push({ number, previous: before, current: cells });
  }
  return changes;
}
