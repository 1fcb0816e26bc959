import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const EXTRACT = 'Extract from File';

function fixture(options: IDataObject = {}) {
  const workflow = loadFixture('./test/extract-csv.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === EXTRACT);
  if (node) Object.assign(node.parameters.options as IDataObject, options);
  return workflow;
}

const fileItem = (text: string, json: IDataObject = {}) => ({
  json, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'text/plain' } },
});
const extract = (parameters: IDataObject, input: ReturnType<typeof fileItem>[]) =>
  runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.extractFromFile', typeVersion: 1.1, parameters }, input));

describe('Extract from File', () => {
  it('keeps a byte order mark in the first header by default, as n8n does', async () => {
    const run = await runFixture(fixture());
    expect(run.status).toBe('success');
    expect(jsonOf(run, EXTRACT)[0]).toEqual({ '\uFEFFid': '1', name: 'Ada', note: 'likes ; and "quotes"' });
  });

  it('turns each CSV row into an item keyed by the header, up to the empty line (the byte order mark dropped with the BOM option)', async () => {
    const run = await runFixture(fixture({ enableBOM: true }));
    expect(run.status).toBe('success');
    expect(jsonOf(run, EXTRACT)).toEqual([{ id: '1', name: 'Ada', note: 'likes ; and "quotes"' }, { id: '2' }]);
    expect(outputOf(run, EXTRACT).map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
  });

  it('reads CSV options: empty cells, no header row, starting line, row limit', async () => {
    expect(jsonOf(await runFixture(fixture({ includeEmptyCells: true, maxRowCount: 2, enableBOM: true })), EXTRACT))
      .toEqual([{ id: '1', name: 'Ada', note: 'likes ; and "quotes"' }, { id: '2', name: '', note: '' }]);
    expect(jsonOf(await runFixture(fixture({ headerRow: false, fromLine: 5 })), EXTRACT)).toEqual([{ row: { 0: '3', 1: 'Grace', 2: 'x' } }]);
  });

  it('ends the rows at a broken quote as n8n does, or skips the row when told to', async () => {
    const broken = await extract({ operation: 'csv' }, [fileItem('a,b\n0,1\n1,x"y\n2,z')]);
    expect(jsonOf(broken, 'Node')).toEqual([{ a: '0', b: '1' }]);
    const skipped = await extract({ operation: 'csv', options: { skipRecordsWithErrors: { value: { enabled: true, maxSkippedRecords: -1 } } } }, [fileItem('a,b\n1,x"y\n2,z')]);
    expect(jsonOf(skipped, 'Node')).toEqual([{ a: '2', b: 'z' }]);
  });

  it('reads JSON into the destination field, keeping the input fields', async () => {
    const run = await extract({ operation: 'fromJson', destinationKey: 'parsed.value' }, [fileItem('{"a":[1,2]}', { keep: true })]);
    expect(outputOf(run, 'Node')).toEqual([{ json: { keep: true, parsed: { value: { a: [1, 2] } } }, pairedItem: { item: 0 } }]);
    const binaryKept = await extract({ operation: 'fromJson', options: { keepSource: 'binary' } }, [fileItem('[1]', { keep: true })]);
    expect(outputOf(binaryKept, 'Node')[0]?.json).toEqual({ data: [1] });
    expect(outputOf(binaryKept, 'Node')[0]?.binary?.data).toBeDefined();
  });

  it('fails clearly on a file that is not JSON', async () => {
    const run = await extract({ operation: 'fromJson' }, [fileItem('{"a":')]);
    expect(run.data.resultData.error?.message).toMatch(/^The file is not valid JSON: /);
    expect(run.data.resultData.error?.description).toContain('Extract From Text File');
  });

  it('reads XML into the destination field', async () => {
    const run = await extract({ operation: 'xml' }, [fileItem('<order id="7"><item>tea</item></order>')]);
    expect(jsonOf(run, 'Node')).toEqual([{ data: { order: { $: { id: '7' }, item: 'tea' } } }]);
  });

  it('fails clearly when the binary field is missing', async () => {
    const none = await extract({ operation: 'csv' }, [{ json: { a: 1 } } as never]);
    expect(none.data.resultData.error?.message).toBe('The input item has no binary data');
    const other = await extract({ operation: 'text', binaryPropertyName: 'file' }, [fileItem('x')]);
    expect(other.data.resultData.error?.message).toBe('The input item has no binary field "file"');
    expect(other.data.resultData.error?.description).toContain('"data"');
  });

  it('continues on fail with an error item for the failing file', async () => {
    const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.extractFromFile', typeVersion: 1.1, parameters: { operation: 'csv' } }, [{ json: {} } as never, fileItem('a\n1')]);
    const node = workflow.nodes[1];
    if (node) node.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Node')).toEqual([
      { json: { error: 'The input item has no binary data' }, pairedItem: { item: 0 } },
      { json: { a: '1' }, pairedItem: { item: 1 } },
    ]);
  });

  it('refuses ICS files as not supported yet', async () => {
    const ics = await extract({ operation: 'fromIcs' }, [fileItem('BEGIN:VCALENDAR')]);
    expect(ics.data.resultData.error?.message).toBe('Extracting from ICS (calendar) files is not supported yet');
  });

  it('outputs nothing for no input items', async () => {
    const run = await extract({ operation: 'csv' }, []);
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Node')).toEqual([]);
  });
});
