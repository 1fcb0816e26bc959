import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { commonProperties } from './common.description.js';
import { appendProperties } from './sheet/append.description.js';
import { clearProperties } from './sheet/clear.description.js';
import { createProperties } from './sheet/create.description.js';
import { deleteProperties } from './sheet/delete.description.js';
import { readProperties } from './sheet/read.description.js';
import { updateProperties } from './sheet/update.description.js';
import { appendOrUpdateProperties } from './sheet/append-or-update.description.js';
import { spreadsheetProperties } from './spreadsheet/spreadsheet.description.js';
import { sheetMethods } from './methods/sheet-methods.js';
import { documentIdOf, resolveSheet } from './locators.js';
import { GoogleSheet, sheetsAuth } from './sheet-client.js';
import type { SheetOperation } from './operation.js';
import { read } from './sheet/read.operation.js';
import { append } from './sheet/append.operation.js';
import { appendOrUpdate, update } from './sheet/update.operation.js';
import { clear } from './sheet/clear.operation.js';
import { create } from './sheet/create.operation.js';
import { deleteDimension, remove } from './sheet/delete.operation.js';
import { createSpreadsheet, deleteSpreadsheet } from './spreadsheet/spreadsheet.operations.js';

const SHEET_OPERATIONS: Record<string, SheetOperation> = { read, append, appendOrUpdate, update, clear, delete: deleteDimension, remove };

/** Google Sheets versions 3 to 4.7: documents and the sheets within them, mapped by the header row. */
export class GoogleSheetsV2 implements INodeType {
  description: INodeTypeDescription;

  methods = sheetMethods('oAuth2');

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: [3, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7],
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Google Sheets' },
      inputs: ['main'],
      outputs: ['main'],
      usableAsTool: true,
      credentials: [
        { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
        { name: 'googleSheetsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
      ],
      properties: [
        ...commonProperties, ...appendProperties, ...clearProperties, ...createProperties, ...deleteProperties,
        ...readProperties, ...updateProperties, ...appendOrUpdateProperties, ...spreadsheetProperties,
      ],
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const node = this.getNode();
    const version = node.typeVersion;
    const auth = sheetsAuth(String(this.getNodeParameter('authentication', 0, 'oAuth2')));
    const resource = String(this.getNodeParameter('resource', 0, 'sheet'));
    const operation = String(this.getNodeParameter('operation', 0, resource === 'sheet' ? 'read' : 'create'));
    if (resource === 'spreadsheet') {
      if (operation === 'create') return [await createSpreadsheet.call(this, auth, items)];
      if (operation === 'deleteSpreadsheet') return [await deleteSpreadsheet.call(this, auth, items)];
      throw new NodeOperationError(node, `The operation "${operation}" is not known for documents`);
    }
    const run = SHEET_OPERATIONS[operation];
    if (!run && operation !== 'create') throw new NodeOperationError(node, `The operation "${operation}" is not known for sheets`);
    const sheet = new GoogleSheet(this, auth, documentIdOf(node, this.getNodeParameter('documentId', 0)));
    if (operation === 'create') return [await create.call(this, { sheet, info: { sheetId: 0, title: '', rowCount: 0, columnCount: 0 }, items, version })];
    const info = await resolveSheet(node, sheet, this.getNodeParameter('sheetName', 0));
    return [await (run as SheetOperation).call(this, { sheet, info, items, version })];
  }
}
