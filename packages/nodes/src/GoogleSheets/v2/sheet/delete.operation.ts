import type { INodeExecutionData } from '@weft/workflow';
import type { SheetOperation } from '../operation.js';
import { columnNumber } from '../sheet-client.js';

/** Delete Rows or Columns: removes them (later ones move up or left). */
export const deleteDimension: SheetOperation = async function (this, { sheet, info, items }) {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const rows = this.getNodeParameter('toDelete', index, 'rows') === 'rows';
    const start = rows ? Number(this.getNodeParameter('startIndex', index, 2)) - 1 : columnNumber(String(this.getNodeParameter('startIndex', index, 'A')));
    const count = Number(this.getNodeParameter('numberToDelete', index, 1));
    await sheet.batchUpdate([{ deleteDimension: { range: { sheetId: info.sheetId, dimension: rows ? 'ROWS' : 'COLUMNS', startIndex: start, endIndex: start + count } } }]);
    output.push({ json: { success: true }, pairedItem: { item: index } });
  }
  return output;
};

/** Delete (the sheet itself). */
export const remove: SheetOperation = async function (this, { sheet, info, items }) {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index += 1) {
    await sheet.batchUpdate([{ deleteSheet: { sheetId: info.sheetId } }]);
    output.push({ json: { success: true }, pairedItem: { item: index } });
    // One sheet, deleted once: the following items would only find it gone.
    break;
  }
  return output;
};
