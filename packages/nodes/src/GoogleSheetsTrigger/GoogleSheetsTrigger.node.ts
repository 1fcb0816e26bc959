import type { IDataObject, INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from '@weft/workflow';
import { documentIdOf, resolveSheet } from '../GoogleSheets/v2/locators.js';
import { sheetMethods } from '../GoogleSheets/v2/methods/sheet-methods.js';
import { GoogleSheet, quoted, sheetsAuth } from '../GoogleSheets/v2/sheet-client.js';
import { columnNames } from '../GoogleSheets/v2/table.js';
import { changedRows, dataRows, rowObject } from './sheet-changes.js';
import type { RowChange, RowsByNumber } from './sheet-changes.js';
import { triggerProperties } from './trigger.description.js';

interface Cursor {
  /** Which sheet the cursor belongs to: another document or sheet starts afresh. */
  watching?: string;
  /** rowAdded: the last row number seen. */
  lastRow?: number;
  /** rowUpdate / anyUpdate: the rows as the last poll saw them. */
  rows?: RowsByNumber;
}

/** Where the header and data are: row 1 and row 2 on, given rows, or an A1 range whose first row is the header. */
function location(title: string, options: IDataObject) {
  const values = ((options.dataLocationOnSheet as IDataObject | undefined)?.values ?? {}) as IDataObject;
  if (values.rangeDefinition === 'specifyRange') {
    return { range: quoted(title), firstRow: 1, headerRow: Number(values.headerRow ?? 1), firstDataRow: Number(values.firstDataRow ?? 2) };
  }
  const given = String(values.range ?? '').trim();
  if (given === '') return { range: quoted(title), firstRow: 1, headerRow: 1, firstDataRow: 2 };
  const cells = given.includes('!') ? given.slice(given.lastIndexOf('!') + 1) : given;
  const start = Number(/^[A-Za-z]*(\d+)/.exec(cells)?.[1] ?? 1);
  return { range: given.includes('!') ? given : `${quoted(title)}!${given}`, firstRow: start, headerRow: start, firstDataRow: start + 1 };
}

/**
 * Polls a sheet for added or changed rows. The cursor lives in the node's static data: the last row
 * number for "Row Added", the rows last seen for the update events (compared cell by cell, or only in
 * the watched columns). The first poll of an active workflow only sets the cursor; a manual run shows
 * the last row so the next nodes can be built.
 */
export class GoogleSheetsTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Google Sheets Trigger',
    name: 'n8n-nodes-base.googleSheetsTrigger',
    icon: 'file:googleSheetsTrigger.svg',
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["event"]}}',
    description: 'Starts the workflow when rows are added to or changed in a Google Sheets sheet',
    defaults: { name: 'Google Sheets Trigger' },
    inputs: [],
    outputs: ['main'],
    polling: true,
    credentials: [{ name: 'googleSheetsTriggerOAuth2Api', required: true, displayOptions: { show: { authentication: ['triggerOAuth2'] } } }],
    properties: triggerProperties,
  } as INodeTypeDescription;

  methods = sheetMethods('triggerOAuth2');

  async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
    const node = this.getNode();
    const sheet = new GoogleSheet(this, sheetsAuth('triggerOAuth2'), documentIdOf(node, this.getNodeParameter('documentId', 0)));
    const info = await resolveSheet(node, sheet, this.getNodeParameter('sheetName', 0));
    const event = String(this.getNodeParameter('event', 0, 'anyUpdate'));
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    const where = location(info.title, options);
    const updates = event !== 'rowAdded';
    const data = await sheet.values(
      where.range,
      updates ? 'UNFORMATTED_VALUE' : String(options.valueRender || 'UNFORMATTED_VALUE'),
      updates ? 'FORMATTED_STRING' : String(options.dateTimeRenderOption || 'SERIAL_NUMBER'),
    );
    const header = data[where.headerRow - where.firstRow];
    const names = columnNames(header, Math.max(0, ...data.map((row) => row.length)));
    const rows = dataRows(data, where.firstDataRow, where.firstRow);
    const numbers = Object.keys(rows).map(Number);
    const manual = this.getMode() === 'manual';

    const cursor = this.getWorkflowStaticData('node') as Cursor;
    const watching = `${sheet.spreadsheetId}/${info.sheetId}/${event}`;
    if (cursor.watching !== watching) {
      delete cursor.lastRow;
      delete cursor.rows;
    }
    const sample = () => {
      const last = Math.max(0, ...numbers);
      return last === 0 ? null : [[{ json: rowObject(names, String(last), rows[String(last)] ?? []) }]];
    };

    if (!updates) {
      if (cursor.lastRow === undefined) {
        if (manual) return sample();
        Object.assign(cursor, { watching, lastRow: Math.max(0, ...numbers) });
        return null;
      }
      const seen = cursor.lastRow;
      const added = numbers.filter((number) => number > seen).sort((a, b) => a - b);
      if (!manual) cursor.lastRow = Math.max(seen, ...numbers);
      return added.length === 0 ? null : [added.map((number) => ({ json: rowObject(names, String(number), rows[String(number)] ?? []) }))];
    }

    if (cursor.rows === undefined) {
      if (manual) return sample();
      Object.assign(cursor, { watching, rows });
      return null;
    }
    const watchedNames = (options.columnsToWatch ?? []) as string[];
    const watched = watchedNames.length > 0 ? watchedNames.map((name) => names.indexOf(name)).filter((index) => index >= 0) : undefined;
    const changes = changedRows(cursor.rows, rows, watched, event === 'anyUpdate');
    if (!manual) cursor.rows = rows;
    if (changes.length === 0) return null;
    const include = String(this.getNodeParameter('includeInOutput', 0, 'new'));
    const output = (change: RowChange): IDataObject => {
      const current = rowObject(names, change.number, change.current);
      const previous = change.previous ? rowObject(names, change.number, change.previous) : undefined;
      if (include === 'old') return previous ?? current;
      if (include === 'both') return previous ? { previous, current } : { current };
      return current;
    };
    return [changes.map((change) => ({ json: output(change) }))];
  }
}
