import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import type { SheetOperation } from '../operation.js';

/** "#0aa55c" as the API's colour: red, green and blue from 0 to 1. */
function rgb(hex: string): IDataObject {
  const value = hex.replace('#', '');
  const part = (at: number) => Math.round((parseInt(value.slice(at, at + 2), 16) / 255) * 1000) / 1000;
  return { red: part(0), green: part(2), blue: part(4) };
}

/** Create: adds a sheet (tab) to the document per item; outputs the new sheet's properties. */
export const create: SheetOperation = async function (this, { sheet, items }) {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    const properties: IDataObject = { title: this.getNodeParameter('title', index, 'n8n-sheet') };
    for (const key of ['hidden', 'rightToLeft', 'sheetId', 'index']) if (options[key] !== undefined) properties[key] = options[key];
    if (typeof options.tabColor === 'string' && options.tabColor !== '') properties.tabColor = rgb(options.tabColor);
    const answer = await sheet.batchUpdate([{ addSheet: { properties } }]);
    const reply = ((answer.replies ?? []) as IDataObject[])[0]?.addSheet as IDataObject | undefined;
    output.push({ json: (reply?.properties ?? {}) as IDataObject, pairedItem: { item: index } });
  }
  return output;
};
