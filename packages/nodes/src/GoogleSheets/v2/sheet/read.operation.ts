import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import type { SheetOperation } from '../operation.js';
import { quoted } from '../sheet-client.js';
import type { CellValue } from '../sheet-client.js';
import { ROW_NUMBER, columnNames, isEmptyRow } from '../table.js';

interface Filter { lookupColumn?: string; lookupValue?: unknown }

/** Where the header and the data are: detected (row 1 / row 2 on), given rows, or an A1 range whose first row is the header. */
function location(title: string, options: IDataObject) {
  const values = ((options.dataLocationOnSheet as IDataObject | undefined)?.values ?? {}) as IDataObject;
  const definition = String(values.rangeDefinition || 'detectAutomatically');
  if (definition === 'specifyRangeA1' && String(values.range ?? '').trim() !== '') {
    const text = String(values.range).trim();
    const cells = text.includes('!') ? text.slice(text.lastIndexOf('!') + 1) : text;
    const startRow = Number(/^[A-Za-z]*(\d+)/.exec(cells)?.[1] ?? 1);
    return { range: text.includes('!') ? text : `${quoted(title)}!${text}`, firstRow: startRow, headerRow: startRow, firstDataRow: startRow + 1, untilEmpty: false };
  }
  if (definition === 'specifyRange') {
    return { range: quoted(title), firstRow: 1, headerRow: Number(values.headerRow ?? 1), firstDataRow: Number(values.firstDataRow ?? 2), untilEmpty: false };
  }
  return { range: quoted(title), firstRow: 1, headerRow: 1, firstDataRow: 2, untilEmpty: values.readRowsUntil === 'firstEmptyRow' };
}

function matches(row: IDataObject, filters: Filter[], combine: string): boolean {
  const tests = filters.map((filter) => String(row[String(filter.lookupColumn)] ?? '') === String(filter.lookupValue ?? ''));
  return combine === 'OR' ? tests.some(Boolean) : tests.every(Boolean);
}

/** Get Row(s): the rows as objects keyed by the header row, each with its row_number, optionally filtered. */
export const read: SheetOperation = async function (this, { sheet, info, items, version }) {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    const where = location(info.title, options);
    const formatting = ((options.outputFormatting as IDataObject | undefined)?.values ?? {}) as IDataObject;
    const data = await sheet.values(where.range, String(formatting.general || 'UNFORMATTED_VALUE'), String(formatting.date || 'FORMATTED_STRING'));
    const header = data[where.headerRow - where.firstRow];
    const body = data.slice(where.firstDataRow - where.firstRow);
    const width = Math.max(0, ...data.map((row) => row.length));
    const names = columnNames(header, width);
    let rows: Array<{ number: number; cells: CellValue[] }> = body.map((cells, at) => ({ number: where.firstDataRow + at, cells }));
    if (where.untilEmpty) {
      const firstEmpty = rows.findIndex((row) => isEmptyRow(row.cells));
      if (firstEmpty !== -1) rows = rows.slice(0, firstEmpty);
    }
    let objects = rows.filter((row) => !isEmptyRow(row.cells)).map((row) => {
      const json: IDataObject = { [ROW_NUMBER]: row.number };
      names.forEach((name, column) => { json[name] = row.cells[column] ?? ''; });
      return json;
    });
    const filters = ((this.getNodeParameter('filtersUI.values', index, []) ?? []) as Filter[]).filter((filter) => filter.lookupColumn);
    if (filters.length > 0) {
      const combine = String(this.getNodeParameter('combineFilters', index, version < 4.3 ? 'OR' : 'AND'));
      objects = objects.filter((row) => matches(row, filters, combine));
      const allMatches = version >= 4.5 ? options.returnFirstMatch !== true : options.returnAllMatches === 'returnAllMatches';
      if (!allMatches) objects = objects.slice(0, 1);
    }
    output.push(...objects.map((json) => ({ json, pairedItem: { item: index } })));
  }
  return output;
};
