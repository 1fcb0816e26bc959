import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { SheetOperation, SheetOperationInput } from '../operation.js';
import { defaultCellFormat } from '../operation.js';
import { quoted } from '../sheet-client.js';
import type { CellValue } from '../sheet-client.js';
import { cellOf, isEmptyRow, namedColumns } from '../table.js';
import { dataModeOf, mappedValues, withExtraColumns } from './mapped-items.js';

/**
 * Update Row and Append or Update Row: every data row whose match column equals the item's value is
 * rewritten with the item's columns (others keep their cells); with `appendMissing`, an item matching
 * no row is appended.
 */
async function updateRows(this: IExecuteFunctions, input: SheetOperationInput, appendMissing: boolean): Promise<INodeExecutionData[]> {
  const { sheet, info, items, version } = input;
  const mode = dataModeOf(this, version);
  if (items.length === 0 || mode === 'nothing') return [];
  const options = this.getNodeParameter('options', 0, {}) as IDataObject;
  const location = ((options.locationDefine as IDataObject | undefined)?.values ?? {}) as IDataObject;
  const headerRow = Number(location.headerRow ?? 1);
  const firstDataRow = Number(location.firstDataRow ?? 2);
  const cellFormat = String(options.cellFormat || defaultCellFormat(version));
  const matchColumn = version < 4
    ? String(this.getNodeParameter('columnToMatchOn', 0, ''))
    : String(([this.getNodeParameter('columns.matchingColumns', 0, [])].flat() as string[])[0] ?? '');
  const data = await sheet.values(quoted(info.title));
  const header = namedColumns(data[headerRow - 1]);
  if (matchColumn === '' || !header.includes(matchColumn)) {
    throw new NodeOperationError(this.getNode(), `The column to match on ("${matchColumn}") is not in the sheet's header row`, {
      description: `Row ${headerRow} of "${info.title}" has ${header.filter(Boolean).map((name) => `"${name}"`).join(', ') || 'no column names'}.`,
    });
  }
  const rows = items.map((_, index) => {
    const values = mappedValues(this, items, index, mode, version);
    if (version < 4 && mode === 'defineBelow') values[matchColumn] = this.getNodeParameter('valueToMatchOn', index, '');
    return values;
  });
  const handling = mode === 'autoMapInputData' ? String(options.handlingExtraData || 'insertInNewColumn') : 'insertInNewColumn';
  const columns = withExtraColumns(this, header, rows, handling);
  const matchAt = columns.indexOf(matchColumn);
  const table: CellValue[][] = data.map((row) => [...row]);
  const changed = new Set<number>();
  for (const [index, row] of rows.entries()) {
    const wanted = row[matchColumn];
    if (wanted === undefined || wanted === null || wanted === '') {
      throw new NodeOperationError(this.getNode(), `Item ${index} has no value for the column to match on ("${matchColumn}")`, { itemIndex: index });
    }
    let found = false;
    for (let at = firstDataRow - 1; at < table.length; at += 1) {
      if (String(table[at]?.[matchAt] ?? '') !== String(wanted)) continue;
      found = true;
      const cells = table[at] ?? [];
      columns.forEach((column, columnAt) => { if (column !== '' && column in row) cells[columnAt] = cellOf(row[column]); });
      table[at] = cells;
      changed.add(at);
    }
    if (!found && appendMissing) {
      let last = table.length;
      while (last > headerRow && isEmptyRow(table[last - 1])) last -= 1;
      const at = Math.max(last, firstDataRow - 1);
      table[at] = columns.map((column) => (column === '' ? '' : cellOf(row[column])));
      changed.add(at);
    }
  }
  const headerChanged = columns.length !== header.length;
  await sheet.ensureGrid(info, Math.max(table.length, headerRow), columns.length);
  const writes = [...changed].sort((a, b) => a - b).map((at) => ({ range: `${quoted(info.title)}!A${at + 1}`, values: [table[at] ?? []] }));
  if (headerChanged) writes.unshift({ range: `${quoted(info.title)}!A${headerRow}`, values: [columns] });
  if (writes.length > 0) await sheet.writeRanges(writes, cellFormat);
  if (version < 4 || mode === 'autoMapInputData') return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
  return rows.map((json, index) => ({ json, pairedItem: { item: index } }));
}

export const update: SheetOperation = async function (this, input) {
  return updateRows.call(this, input, false);
};

export const appendOrUpdate: SheetOperation = async function (this, input) {
  return updateRows.call(this, input, true);
};
