import type { SheetOperation } from '../operation.js';
import { columnLetter, columnNumber, quoted } from '../sheet-client.js';

/** Clear: empties cells (the rows and columns stay); the input items pass through. */
export const clear: SheetOperation = async function (this, { sheet, info, items }) {
  for (let index = 0; index < items.length; index += 1) {
    const what = String(this.getNodeParameter('clear', index, 'wholeSheet'));
    const title = quoted(info.title);
    let range = title;
    if (what === 'wholeSheet' && this.getNodeParameter('keepFirstRow', index, false) === true) range = `${title}!2:${info.rowCount}`;
    if (what === 'specificRows') {
      const start = Number(this.getNodeParameter('startIndex', index, 1));
      range = `${title}!${start}:${start + Number(this.getNodeParameter('rowsToDelete', index, 1)) - 1}`;
    }
    if (what === 'specificColumns') {
      const start = String(this.getNodeParameter('startIndex', index, 'A'));
      range = `${title}!${start}:${columnLetter(columnNumber(start) + Number(this.getNodeParameter('columnsToDelete', index, 1)) - 1)}`;
    }
    if (what === 'specificRange') {
      const given = String(this.getNodeParameter('range', index, 'A:F'));
      range = given.includes('!') ? given : `${title}!${given}`;
    }
    await sheet.clear(range);
  }
  return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
};
