import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { googleApiRequest } from '../../../google/google-api-request.js';
import type { GoogleAuth } from '../../../google/google-api-request.js';
import { documentIdOf } from '../locators.js';
import { DRIVE_FILES, SHEETS_API } from '../sheet-client.js';

/** Document > Create: a new spreadsheet with the given sheets; outputs Google's spreadsheet resource. */
export async function createSpreadsheet(this: IExecuteFunctions, auth: GoogleAuth, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    const properties: IDataObject = { title: this.getNodeParameter('title', index, '') };
    if (options.locale) properties.locale = options.locale;
    if (options.autoRecalc) properties.autoRecalc = options.autoRecalc;
    const sheetsUi = this.getNodeParameter('sheetsUi', index, {}) as { sheetValues?: IDataObject[] };
    const sheets = (sheetsUi.sheetValues ?? []).map((sheet) => {
      // Versions 1-2 keep each sheet's fields under "propertiesUi".
      const fields = (sheet.propertiesUi ?? sheet) as IDataObject;
      return { properties: { ...(fields.title ? { title: fields.title } : {}), ...(fields.hidden !== undefined ? { hidden: fields.hidden } : {}) } };
    });
    const answer = await googleApiRequest(this, auth, { method: 'POST', url: SHEETS_API, body: { properties, ...(sheets.length > 0 ? { sheets } : {}) } });
    output.push({ json: answer as IDataObject, pairedItem: { item: index } });
  }
  return output;
}

/** Document > Delete: moves the spreadsheet out through Drive (deleting it for good, as Drive's delete does). */
export async function deleteSpreadsheet(this: IExecuteFunctions, auth: GoogleAuth, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const id = documentIdOf(this.getNode(), this.getNodeParameter('documentId', index));
    await googleApiRequest(this, auth, { method: 'DELETE', url: `${DRIVE_FILES}/${encodeURIComponent(id)}`, qs: { supportsAllDrives: true } });
    output.push({ json: { success: true }, pairedItem: { item: index } });
  }
  return output;
}
