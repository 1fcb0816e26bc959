import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { buildPdf } from './test/pdf-test-helpers.js';
import type { TestPdf } from './test/pdf-test-helpers.js';
import { pdfOptionsOf } from './pdf-operation.js';

const EXTRACT = 'Extract from File';
const REPORT: TestPdf = { pages: [['Page one'], ['Page two'], ['Page three']], info: { Title: 'Report', Author: 'Ada' } };

const pdfItem = (pdf: TestPdf | Buffer, json: IDataObject = {}, mimeType = 'application/pdf') => ({
  json, binary: { data: { data: (Buffer.isBuffer(pdf) ? pdf : buildPdf(pdf)).toString('base64'), mimeType, fileName: 'file.pdf' } },
});

function extractPdf(options: IDataObject, input: ReturnType<typeof pdfItem>[], onError?: 'continueRegularOutput') {
  const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.extractFromFile', typeVersion: 1.1, parameters: { operation: 'pdf', options } }, input);
  const node = workflow.nodes[1];
  if (node && onError) node.onError = onError;
  return runFixture(workflow);
}

describe('pdfOptionsOf', () => {
  it('defaults to joined pages, every page and no password', () => {
    expect(pdfOptionsOf({})).toEqual({ joinPages: true, maxPages: 0, password: undefined });
    expect(pdfOptionsOf({ joinPages: false, maxPages: 2.7, password: 'x' })).toEqual({ joinPages: false, maxPages: 2, password: 'x' });
    expect(pdfOptionsOf({ maxPages: -1, password: '' })).toEqual({ joinPages: true, maxPages: 0, password: undefined });
  });
});

describe('Extract from File: PDF', () => {
  it('reads the fixture: text, page counts, info, no metadata, pdf.js version, input fields kept', async () => {
    const run = await runFixture(loadFixture('./test/extract-pdf.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const [item] = outputOf(run, EXTRACT);
    expect(item?.json).toEqual({
      source: 'upload',
      numpages: 2,
      numrender: 2,
      info: {
        PDFFormatVersion: '1.4', Language: null, EncryptFilterName: null, IsLinearized: false, IsAcroFormPresent: false,
        IsXFAPresent: false, IsCollectionPresent: false, IsSignaturesPresent: false,
        Title: 'Invoice 2024-001', Author: 'Weft Tests', Creator: 'Weft PDF test writer', Producer: 'Weft',
      },
      metadata: null,
      text: 'Invoice 2024-001\nTotal: 42.00 EUR\n\nThank you for your order',
      version: expect.stringMatching(/^5\.\d+\.\d+$/) as unknown,
    });
    expect(item?.binary).toBeUndefined();
    expect(item?.pairedItem).toEqual({ item: 0 });
  });

  it('gives a list of page texts when pages are not joined, and reads only up to Max Pages', async () => {
    expect(jsonOf(await extractPdf({ joinPages: false }, [pdfItem(REPORT)]), 'Node')[0]?.text).toEqual(['Page one', 'Page two', 'Page three']);
    const limited = jsonOf(await extractPdf({ joinPages: false, maxPages: 2 }, [pdfItem(REPORT)]), 'Node')[0];
    expect(limited).toMatchObject({ numpages: 3, numrender: 2, text: ['Page one', 'Page two'] });
  });

  it('keeps the input fields, the file, or both, as Keep Source says', async () => {
    const input = () => [pdfItem(REPORT, { id: 7 })];
    const jsonKept = outputOf(await extractPdf({ keepSource: 'json' }, input()), 'Node')[0];
    expect(jsonKept?.json).toMatchObject({ id: 7, numpages: 3 });
    expect(jsonKept?.binary).toBeUndefined();
    const binaryKept = outputOf(await extractPdf({ keepSource: 'binary' }, input()), 'Node')[0];
    expect(binaryKept?.json.id).toBeUndefined();
    expect(binaryKept?.json.numpages).toBe(3);
    expect(Object.keys(binaryKept?.binary ?? {})).toEqual(['data']);
    const both = outputOf(await extractPdf({ keepSource: 'both' }, input()), 'Node')[0];
    expect(both?.json).toMatchObject({ id: 7, numpages: 3 });
    expect(Object.keys(both?.binary ?? {})).toEqual(['data']);
  });

  it('makes one item per input file, each paired with its input', async () => {
    const run = await extractPdf({}, [pdfItem({ pages: [['first']] }), pdfItem({ pages: [['second']] })]);
    expect(outputOf(run, 'Node').map((item) => [item.json.text, item.pairedItem])).toEqual([['first', { item: 0 }], ['second', { item: 1 }]]);
  });

  it('opens a password-protected PDF with the Password option, and words a missing or wrong password', async () => {
    const locked = () => [pdfItem({ pages: [['Secret']], userPassword: 'sesame' })];
    expect(jsonOf(await extractPdf({ password: 'sesame' }, locked()), 'Node')[0]?.text).toBe('Secret');
    const missing = (await extractPdf({}, locked())).data.resultData.error;
    expect(missing?.message).toBe('The PDF is protected by a password');
    expect(missing?.description).toContain('Password option');
    expect((await extractPdf({ password: 'open' }, locked())).data.resultData.error?.message).toBe('The password for the PDF is wrong');
  });

  it('refuses a file that is not a PDF, naming the field and its type', async () => {
    const error = (await extractPdf({}, [pdfItem(Buffer.from('just text'), {}, 'text/plain')])).data.resultData.error;
    expect(error?.message).toBe('The file is not a PDF (binary field "data", type text/plain)');
    expect(error?.description).toContain('binary field');
  });

  it('refuses a damaged PDF with what to check', async () => {
    const error = (await extractPdf({}, [pdfItem(buildPdf(REPORT).subarray(0, 150))])).data.resultData.error;
    expect(error?.message).toMatch(/^The PDF is damaged and cannot be read: /);
    expect(error?.description).toContain('completely');
  });

  it('fails clearly when the binary field is missing', async () => {
    const error = (await extractPdf({}, [{ json: {} } as never])).data.resultData.error;
    expect(error?.message).toBe('The input item has no binary data');
  });

  it('continues on fail with an error item for each failing file', async () => {
    const run = await extractPdf({}, [{ json: {} } as never, pdfItem(Buffer.from('nope'), {}, 'image/png'), pdfItem({ pages: [['fine']] })], 'continueRegularOutput');
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Node').map((item) => [item.json.error ?? item.json.text, item.pairedItem])).toEqual([
      ['The input item has no binary data', { item: 0 }],
      ['The file is not a PDF (binary field "data", type image/png)', { item: 1 }],
      ['fine', { item: 2 }],
    ]);
  });

  it('outputs nothing for no input items', async () => {
    const run = await extractPdf({}, []);
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Node')).toEqual([]);
  });
});
