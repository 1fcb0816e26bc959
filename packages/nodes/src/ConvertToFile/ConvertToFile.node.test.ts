import { describe, expect, it } from 'vitest';
import type { IBinaryData, IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const CONVERT = 'Convert to File';
const EXTRACT = 'Extract from File';

function withOperations(workflow: IWorkflowBase, convert: Record<string, unknown>, extract: Record<string, unknown> = {}): IWorkflowBase {
  for (const node of workflow.nodes) {
    if (node.name === CONVERT) Object.assign(node.parameters, convert);
    if (node.name === EXTRACT) Object.assign(node.parameters, extract);
  }
  return workflow;
}

const binaryOf = (run: Awaited<ReturnType<typeof runFixture>>, field = 'data') => outputOf(run, CONVERT)[0]?.binary?.[field] as IBinaryData;
const textOf = (binary: IBinaryData) => Buffer.from(binary.data, 'base64').toString('utf8');

const spreadsheetRoundTrip = loadFixture('./test/convert-then-extract.workflow.json', import.meta.url);

describe('Convert to File', () => {
  it('writes the items as CSV, with nested fields as dotted columns, and reads them back', async () => {
    const run = await runFixture(structuredClone(spreadsheetRoundTrip));
    expect(run.status).toBe('success');
    const file = binaryOf(run);
    expect(file).toMatchObject({ fileName: 'File.csv', mimeType: 'text/csv', fileExtension: 'csv' });
    expect(textOf(file)).toBe('\uFEFFname,age,city,address.zip,note\nAda,36,"London, UK",N1,\nAlan,41,,,"says ""hi""\nthen leaves"');
    expect(outputOf(run, CONVERT)[0]?.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
    expect(jsonOf(run, EXTRACT)).toEqual([
      // Extract from File keeps the byte order mark Convert to File wrote, in the first header (as n8n).
      { '\uFEFFname': 'Ada', age: '36', city: 'London, UK', 'address.zip': 'N1' },
      { '\uFEFFname': 'Alan', age: '41', note: 'says "hi"\nthen leaves' },
    ]);
  });

  for (const format of ['xlsx', 'xls', 'ods', 'html', 'rtf'] as const) {
    it(`round-trips the items through ${format.toUpperCase()}`, async () => {
      const workflow = withOperations(structuredClone(spreadsheetRoundTrip), { operation: format, options: { fileName: `people.${format}` } }, { operation: format });
      const run = await runFixture(workflow);
      expect(run.status).toBe('success');
      expect(binaryOf(run).fileName).toBe(`people.${format}`);
      expect(jsonOf(run, EXTRACT)).toEqual([
        { name: 'Ada', age: '36', city: 'London, UK', 'address.zip': 'N1' },
        { name: 'Alan', age: '41', note: 'says "hi"\nthen leaves' },
      ]);
    });
  }

  it('names the sheet and leaves out the header row when asked; RAW data keeps numbers', async () => {
    const workflow = withOperations(structuredClone(spreadsheetRoundTrip),
      { operation: 'xlsx', options: { sheetName: 'People', headerRow: false } },
      { operation: 'xlsx', options: { sheetName: 'People', headerRow: false, rawData: true } });
    const run = await runFixture(workflow);
    expect(jsonOf(run, EXTRACT)).toEqual([{ row: ['Ada', 36, 'London, UK', 'N1'] }, { row: ['Alan', 41, '', '', 'says "hi"\nthen leaves'] }]);
  });

  it('uses the CSV delimiter option', async () => {
    const workflow = withOperations(structuredClone(spreadsheetRoundTrip), { options: { delimiter: ';', headerRow: false } });
    const run = await runFixture(workflow);
    expect(textOf(binaryOf(run)).split('\n')[0]).toBe('\uFEFFAda;36;London, UK;N1;');
  });

  it('writes all items to one JSON file, or each to its own', async () => {
    const workflow = loadFixture('./test/json-round-trip.workflow.json', import.meta.url);
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(binaryOf(run)).toMatchObject({ fileName: 'file.json', mimeType: 'application/json' });
    expect(textOf(binaryOf(run))).toContain('\n  {\n    "name": "Ada"');
    expect(jsonOf(run, EXTRACT)).toEqual([{ data: [
      { name: 'Ada', age: 36, city: 'London, UK', address: { zip: 'N1' } },
      { name: 'Alan', age: 41, note: 'says "hi"\nthen leaves' },
    ] }]);

    const each = await runFixture(withOperations(loadFixture('./test/json-round-trip.workflow.json', import.meta.url), { mode: 'each', options: {} }));
    expect(outputOf(each, CONVERT).map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(jsonOf(each, EXTRACT).map((json) => (json.data as { name: string }).name)).toEqual(['Ada', 'Alan']);
  });

  it('writes the text of a field in the chosen encoding, with a byte order mark when asked', async () => {
    const run = await runFixture(loadFixture('./test/text-round-trip.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(binaryOf(run)).toMatchObject({ fileName: 'note.txt', mimeType: 'text/plain' });
    expect(jsonOf(run, EXTRACT)).toEqual([
      { content: 'Grüße, world' },
      { content: 'second' },
    ]);
    expect(outputOf(run, EXTRACT)[0]?.binary?.data).toBeDefined();

    const latin = await runFixture(withOperations(loadFixture('./test/text-round-trip.workflow.json', import.meta.url),
      { options: { encoding: 'iso88591' } }, { options: { encoding: 'iso88591' } }));
    expect(Buffer.from(binaryOf(latin).data, 'base64')).toEqual(Buffer.from('Grüße, world', 'latin1'));
    expect(jsonOf(latin, EXTRACT)[0]?.content).toBe('Grüße, world');

    const bom = await runFixture(withOperations(loadFixture('./test/text-round-trip.workflow.json', import.meta.url), { options: { encoding: 'utf8', addBOM: true } }));
    expect([...Buffer.from(binaryOf(bom).data, 'base64').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(jsonOf(bom, EXTRACT)[0]?.content).toBe('Grüße, world');
  });

  it('moves a base64 string into a file and back', async () => {
    const workflow = loadFixture('./test/base64-round-trip.workflow.json', import.meta.url);
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(binaryOf(run)).toMatchObject({ fileName: 'dot.png', mimeType: 'image/png', fileExtension: 'png' });
    const pinned = Object.values(workflow.pinData ?? {})[0]?.[0]?.json.file;
    expect(jsonOf(run, EXTRACT)).toEqual([{ again: pinned }]);
  });

  it('writes a calendar event, its times in UTC', async () => {
    const run = await runFixture(loadFixture('./test/to-ical.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const file = binaryOf(run);
    expect(file).toMatchObject({ fileName: 'event.ics', mimeType: 'text/calendar' });
    const text = textOf(file);
    expect(text).toContain('\r\nUID:review-1@weft\r\n');
    expect(text).toContain('\r\nDTSTART:20240501T073000Z\r\nDTEND:20240501T080000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Review\\, part 1\r\n');
    expect(text).toContain('\r\nATTENDEE;RSVP=TRUE;CN="Ada":mailto:ada@example.com\r\n');
  });

  it('fails clearly on a field that is missing or of the wrong type, or carries on when told to', async () => {
    const node = (parameters: IDataObject) => ({ type: 'n8n-nodes-base.convertToFile', typeVersion: 1.1, parameters });
    const missing = await runFixture(singleNodeWorkflow(node({ operation: 'toText', sourceProperty: 'text' }), [{ json: { other: 1 } }]));
    expect(missing.data.resultData.error?.message).toBe('The item has no field "text"');

    const object = await runFixture(singleNodeWorkflow(node({ operation: 'toText', sourceProperty: 'text' }), [{ json: { text: { a: 1 } } }]));
    expect(object.data.resultData.error?.message).toBe('The field "text" holds an object, not text');
    expect(object.data.resultData.error?.description).toContain('Convert to JSON');

    const number = await runFixture(singleNodeWorkflow(node({ operation: 'toBinary', sourceProperty: 'file' }), [{ json: { file: 12 } }]));
    expect(number.data.resultData.error?.message).toBe('The field "file" holds a number, not a base64 string');

    const notBase64 = await runFixture(singleNodeWorkflow(node({ operation: 'toBinary', sourceProperty: 'file' }), [{ json: { file: 'not base64!' } }]));
    expect(notBase64.data.resultData.error?.message).toBe('The field "file" does not hold a valid base64 string');

    const workflow = singleNodeWorkflow(node({ operation: 'toText', sourceProperty: 'text' }), [{ json: { text: [1] } }, { json: { text: 'ok' } }]);
    const carried = workflow.nodes[1];
    if (carried) carried.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Node').map((item) => [item.json, item.pairedItem])).toEqual([
      [{ error: 'The field "text" holds an array, not text' }, { item: 0 }],
      [{}, { item: 1 }],
    ]);
  });

  it('version 1 writes plain text with the chosen encoding when the data is not base64', async () => {
    const run = await runFixture(singleNodeWorkflow(
      { type: 'n8n-nodes-base.convertToFile', typeVersion: 1, parameters: { operation: 'toBinary', sourceProperty: 'text', options: { dataIsBase64: false, encoding: 'utf16', fileName: 'a.txt' } } },
      [{ json: { text: 'hi' } }],
    ));
    expect([...Buffer.from((outputOf(run, 'Node')[0]?.binary?.data as IBinaryData).data, 'base64')]).toEqual([0xff, 0xfe, 0x68, 0, 0x69, 0]);
  });

  it('version 1 reads base64 by default', async () => {
    const run = await runFixture(singleNodeWorkflow(
      { type: 'n8n-nodes-base.convertToFile', typeVersion: 1, parameters: { operation: 'toBinary', sourceProperty: 'text', options: { mimeType: 'text/plain' } } },
      [{ json: { text: Buffer.from('hello').toString('base64') } }],
    ));
    expect(Buffer.from((outputOf(run, 'Node')[0]?.binary?.data as IBinaryData).data, 'base64').toString()).toBe('hello');
  });

  it('outputs nothing for no input items', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.convertToFile', typeVersion: 1.1, parameters: { operation: 'csv' } }, []));
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Node')).toEqual([]);
  });
});
