import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

describe('Spreadsheet File', () => {
  it('v2 writes the items to a spreadsheet and reads the file back, finding its format', async () => {
    const run = await runFixture(loadFixture('./test/write-then-read.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const [file] = outputOf(run, 'Spreadsheet File');
    expect(file?.binary?.data).toMatchObject({ fileName: 'spreadsheet.xlsx', fileExtension: 'xlsx' });
    expect(file?.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
    expect(jsonOf(run, 'Spreadsheet File1')).toEqual([
      { order: '1001', customer: 'Ada', total: '12.5' },
      { order: '1002', customer: 'Alan', total: '7' },
    ]);
  });

  for (const fileFormat of ['csv', 'ods', 'xls', 'html', 'rtf']) {
    it(`v2 round-trips ${fileFormat.toUpperCase()} with the format chosen`, async () => {
      const workflow = loadFixture('./test/write-then-read.workflow.json', import.meta.url);
      for (const node of workflow.nodes) {
        if (node.name === 'Spreadsheet File') node.parameters.fileFormat = fileFormat;
        if (node.name === 'Spreadsheet File1') node.parameters.fileFormat = fileFormat;
      }
      const run = await runFixture(workflow);
      expect(jsonOf(run, 'Spreadsheet File1').map((row) => row.customer)).toEqual(['Ada', 'Alan']);
    });
  }

  it('v1 reads a CSV file, found from its name, its numbers as numbers (n8n)', async () => {
    const run = await runFixture(loadFixture('./test/v1-read-csv.workflow.json', import.meta.url));
    expect(jsonOf(run, 'Spreadsheet File')).toEqual([{ sku: 'A-1', qty: 3 }, { sku: 'B-2', qty: '' }]);
  });

  it('v1 types CSV values as SheetJS reads them, unless RAW Data; v2 keeps them as text', async () => {
    const csv = 'n,flag,day,text\n007,TRUE,2024-01-15,$5\n';
    const read = async (typeVersion: number, options = {}) => jsonOf(await runFixture(singleNodeWorkflow(
      { type: 'n8n-nodes-base.spreadsheetFile', typeVersion, parameters: { operation: 'fromFile', options } },
      [{ json: {}, binary: { data: { data: Buffer.from(csv).toString('base64'), mimeType: 'text/csv', fileName: 'v.csv', fileExtension: 'csv' } } }],
    )), 'Node');
    expect(await read(1)).toEqual([{ n: 7, flag: true, day: 45306, text: 5 }]);
    expect(await read(1, { rawData: true })).toEqual([{ n: '007', flag: 'TRUE', day: '2024-01-15', text: '$5' }]);
    expect(await read(1, { headerRow: false })).toEqual([{ row: ['n', 'flag', 'day', 'text'] }, { row: [7, true, 45306, 5] }]);
    expect(await read(2)).toEqual([{ n: '007', flag: 'TRUE', day: '2024-01-15', text: '$5' }]);
  });

  it('fails clearly without the binary field and on a missing sheet', async () => {
    const none = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.spreadsheetFile', typeVersion: 2, parameters: {} }, [{ json: {} }]));
    expect(none.data.resultData.error?.message).toBe('The input item has no binary data');
    const workflow = loadFixture('./test/write-then-read.workflow.json', import.meta.url);
    const reader = workflow.nodes.find((node) => node.name === 'Spreadsheet File1');
    if (reader) (reader.parameters.options as IDataObject).sheetName = 'Sheet1';
    const run = await runFixture(workflow);
    expect(run.data.resultData.error?.message).toBe('The file has no sheet "Sheet1"');
    expect(run.data.resultData.error?.description).toBe('Its sheets are: "Orders".');
  });

  it('has versions 1 and 2, 2 by default', () => {
    expect(builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.spreadsheetFile')?.description.version).toBe(2);
    const formats = (version: number) => builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.spreadsheetFile', version)
      ?.description.properties.filter((property) => property.name === 'fileFormat').map((property) => property.default);
    expect(formats(1)).toEqual(['xls']);
    expect(formats(2)).toEqual(['autodetect', 'xls']);
  });
});
