import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import type { SheetOperation } from '../operation.js';
import { defaultCellFormat } from '../operation.js';
import { columnLetter, quoted } from '../sheet-client.js';
import { cellOf, isEmptyRow, namedColumns } from '../table.js';
import { dataModeOf, mappedValues, withExtraColumns } from './mapped-items.js';

/** Append Row: each item becomes a row after the sheet's last row; the header grows for new fields. */
export const append: SheetOperation = async function (this, { sheet, info, items, version }) {
  const mode = dataModeOf(this, version);
  if (items.length === 0 || mode === 'nothing') return [];
  const options = this.getNodeParameter('options', 0, {}) as IDataObject;
  const headerRow = Number(((options.locationDefine as IDataObject | undefined)?.values as IDataObject | undefined)?.headerRow ?? 1);
  const cellFormat = String(options.cellFormat || defaultCellFormat(version));
  const rows = items.map((_, index) => mappedValues(this, items, index, mode, version));
  const data = await sheet.values(quoted(info.title));
  const header = namedColumns(data[headerRow - 1]);
  const handling = mode === 'autoMapInputData' ? String(options.handlingExtraData || 'insertInNewColumn') : 'insertInNewColumn';
  const columns = withExtraColumns(this, header, rows, handling);
  const values = rows.map((row) => columns.map((column) => (column === '' ? '' : cellOf(row[column]))));
  let lastRow = data.length;
  while (lastRow > 0 && isEmptyRow(data[lastRow - 1])) lastRow -= 1;
  const firstRow = Math.max(lastRow, headerRow) + 1;
  const headerChanged = columns.length !== header.length;
  if (options.useAppend === true) {
    if (headerChanged) await sheet.writeRanges([{ range: `${quoted(info.title)}!A${headerRow}`, values: [columns] }], cellFormat);
    await sheet.append(`${quoted(info.title)}!A${headerRow}:${columnLetter(Math.max(columns.length, 1) - 1)}`, values, cellFormat);
  } else {
    await sheet.ensureGrid(info, firstRow - 1 + values.length, columns.length);
    await sheet.writeRanges([
      ...(headerChanged ? [{ range: `${quoted(info.title)}!A${headerRow}`, values: [columns] }] : []),
      { range: `${quoted(info.title)}!A${firstRow}`, values },
    ], cellFormat);
  }
  if (version < 4 || mode === 'autoMapInputData') return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
  return rows.map((json, index): INodeExecutionData => ({ json, pairedItem: { item: index } }));
};
