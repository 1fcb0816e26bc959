import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { sheetMethods } from '../v2/methods/sheet-methods.js';
import { GoogleSheet, columnLetter, columnNumber, sheetsAuth } from '../v2/sheet-client.js';
import type { CellValue } from '../v2/sheet-client.js';
import { createSpreadsheet } from '../v2/spreadsheet/spreadsheet.operations.js';
import { cellOf } from '../v2/table.js';
import { v1Properties } from './v1.description.js';

/** Where a range starts: its sheet prefix ("Sheet1!" or ""), first column and first row. */
function rangeStart(range: string) {
  const bang = range.lastIndexOf('!');
  const prefix = bang === -1 ? '' : range.slice(0, bang + 1);
  const match = /^([A-Za-z]*)(\d*)/.exec(range.slice(bang + 1)) ?? [];
  return { prefix, column: match[1] ? columnNumber(match[1]) : 0, row: match[2] ? Number(match[2]) : 1 };
}

/** A value at a dotted path ("address.city"), for "Use Path for Key Row". */
function atPath(json: IDataObject, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as IDataObject)[key] : undefined), json);
}

function objects(data: CellValue[][], keyRow: number, dataStartRow: number): IDataObject[] {
  const keys = (data[keyRow] ?? []).map(String);
  return data.slice(dataStartRow).map((row) => Object.fromEntries(keys.map((key, column) => [key, row[column] ?? ''])));
}

/** Google Sheets versions 1 and 2: a spreadsheet id and an A1 range, rows keyed by a key row. */
export class GoogleSheetsV1 implements INodeType {
  description: INodeTypeDescription;

  methods = sheetMethods((version) => (version === 1 ? 'serviceAccount' : 'oAuth2'));

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: [1, 2],
      defaults: { name: 'Google Sheets' },
      inputs: ['main'],
      outputs: ['main'],
      credentials: [
        { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
        { name: 'googleSheetsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
      ],
      properties: v1Properties,
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const node = this.getNode();
    const auth = sheetsAuth(String(this.getNodeParameter('authentication', 0, node.typeVersion === 1 ? 'serviceAccount' : 'oAuth2')));
    const operation = String(this.getNodeParameter('operation', 0));
    if (this.getNodeParameter('resource', 0, 'sheet') === 'spreadsheet') return [await createSpreadsheet.call(this, auth, items)];
    const spreadsheetId = String(this.getNodeParameter('sheetId', 0)).trim();
    if (spreadsheetId === '') throw new NodeOperationError(node, 'No spreadsheet ID is given', { description: 'Copy it from the spreadsheet\'s URL: the part after /d/.' });
    const sheet = new GoogleSheet(this, auth, spreadsheetId);
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    const passThrough = () => items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
    const range = () => String(this.getNodeParameter('range', 0, 'A:F'));
    const render = String(options.valueRenderMode || 'UNFORMATTED_VALUE');
    const input = String(options.valueInputMode || 'RAW');
    const keyRow = () => Number(this.getNodeParameter('keyRow', 0, 0));
    const dataStartRow = () => Number(this.getNodeParameter('dataStartRow', 0, 1));

    switch (operation) {
      case 'append': {
        const keys = ((await sheet.values(range(), render))[keyRow()] ?? []).map(String);
        if (keys.length === 0) throw new NodeOperationError(node, 'The key row is empty', { description: `Row ${keyRow() + 1} of the range "${range()}" must hold the column names.` });
        const rows = items.map((item) => keys.map((key) => cellOf(options.usePathForKeyRow ? atPath(item.json, key) : item.json[key])));
        await sheet.append(range(), rows, input);
        return [passThrough()];
      }
      case 'clear':
        await sheet.clear(range());
        return [passThrough()];
      case 'create': {
        const output: INodeExecutionData[] = [];
        for (let index = 0; index < items.length; index += 1) {
          const properties = { ...(this.getNodeParameter('options', index, {}) as IDataObject) };
          if (typeof properties.tabColor === 'string') {
            const hex = properties.tabColor.replace('#', '');
            properties.tabColor = { red: parseInt(hex.slice(0, 2), 16) / 255, green: parseInt(hex.slice(2, 4), 16) / 255, blue: parseInt(hex.slice(4, 6), 16) / 255 };
          }
          const answer = await sheet.batchUpdate([{ addSheet: { properties } }]);
          const simple = this.getNodeParameter('simple', index, true) === true;
          const reply = ((answer.replies ?? []) as IDataObject[])[0]?.addSheet as IDataObject | undefined;
          output.push({ json: simple ? (reply?.properties ?? {}) as IDataObject : answer, pairedItem: { item: index } });
        }
        return [output];
      }
      case 'delete': {
        const toDelete = this.getNodeParameter('toDelete', 0, {}) as { columns?: IDataObject[]; rows?: IDataObject[] };
        const requests = (['columns', 'rows'] as const).flatMap((kind) => (toDelete[kind] ?? []).map((entry) => ({
          deleteDimension: { range: { sheetId: Number(entry.sheetId), dimension: kind.toUpperCase(), startIndex: Number(entry.startIndex ?? 0), endIndex: Number(entry.startIndex ?? 0) + Number(entry.amount ?? 1) } },
        })));
        if (requests.length > 0) await sheet.batchUpdate(requests);
        return [passThrough()];
      }
      case 'remove': {
        const output: INodeExecutionData[] = [];
        for (let index = 0; index < items.length; index += 1) {
          const answer = await sheet.batchUpdate([{ deleteSheet: { sheetId: Number(this.getNodeParameter('id', index)) } }]);
          output.push({ json: { spreadsheetId: answer.spreadsheetId }, pairedItem: { item: index } });
        }
        return [output];
      }
      case 'read':
      case 'lookup': {
        const data = await sheet.values(range(), render);
        const rawData = operation === 'read' && this.getNodeParameter('rawData', 0, false) === true;
        if (rawData) return [[{ json: { [String(this.getNodeParameter('dataProperty', 0, 'data'))]: data } }]];
        const rows = objects(data, keyRow(), dataStartRow());
        let found: IDataObject[] = rows;
        if (operation === 'lookup') {
          found = [];
          for (let index = 0; index < items.length; index += 1) {
            const column = String(this.getNodeParameter('lookupColumn', index));
            const value = String(this.getNodeParameter('lookupValue', index, ''));
            const matches = rows.filter((row) => String(row[column] ?? '') === value);
            found.push(...(options.returnAllMatches === true ? matches : matches.slice(0, 1)));
          }
        }
        if (found.length === 0 && options.continue === true) found = [{}];
        return [found.map((json) => ({ json }))];
      }
      case 'update':
      case 'upsert':
        return [await updateRows.call(this, sheet, operation === 'upsert', { range: range(), render, input, keyRow: keyRow(), dataStartRow: dataStartRow() })];
      default:
        throw new NodeOperationError(node, `The operation "${operation}" is not known for sheets`);
    }
  }
}

/** Update and Upsert: rows whose key column equals the item's key get the item's columns; upsert appends the rest. */
async function updateRows(
  this: IExecuteFunctions, sheet: GoogleSheet, appendMissing: boolean,
  where: { range: string; render: string; input: string; keyRow: number; dataStartRow: number },
): Promise<INodeExecutionData[]> {
  const items = this.getInputData();
  if (this.getNodeParameter('rawData', 0, false) === true) {
    const property = String(this.getNodeParameter('dataProperty', 0, 'data'));
    const data = items.flatMap((item) => [item.json[property]].flat()) as Array<{ range: string; values: unknown[][] }>;
    await sheet.writeRanges(data, where.input);
    return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
  }
  const key = String(this.getNodeParameter('key', 0, 'id'));
  const data = await sheet.values(where.range, where.render);
  const keys = (data[where.keyRow] ?? []).map(String);
  const keyAt = keys.indexOf(key);
  if (keyAt === -1) throw new NodeOperationError(this.getNode(), `The key column "${key}" is not in the key row`, { description: `Row ${where.keyRow + 1} of the range holds ${keys.map((name) => `"${name}"`).join(', ') || 'nothing'}.` });
  const start = rangeStart(where.range);
  const writes: Array<{ range: string; values: unknown[][] }> = [];
  const appended: unknown[][] = [];
  for (const item of items) {
    const wanted = item.json[key];
    let matched = false;
    data.forEach((row, index) => {
      if (index < where.dataStartRow || String(row[keyAt] ?? '') !== String(wanted ?? '')) return;
      matched = true;
      writes.push({
        range: `${start.prefix}${columnLetter(start.column)}${start.row + index}`,
        values: [keys.map((name, column) => (name in item.json ? cellOf(item.json[name]) : row[column] ?? null))],
      });
    });
    if (!matched && appendMissing) appended.push(keys.map((name) => cellOf(item.json[name])));
  }
  if (writes.length > 0) await sheet.writeRanges(writes, where.input);
  if (appended.length > 0) await sheet.append(where.range, appended, where.input);
  return items.map((item, index) => ({ json: item.json, pairedItem: { item: index } }));
}
