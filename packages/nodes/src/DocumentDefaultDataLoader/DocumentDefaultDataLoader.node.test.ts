import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { buildPdf } from '../ExtractFromFile/test/pdf-test-helpers.js';
import { buildDocx } from '../test-support/docx-fixture.js';
import { buildEpub } from '../test-support/epub-fixture.js';
import { aiRunner, aiWorkflow } from '../test-support/ai-harness.js';
import type { TestNode } from '../test-support/ai-harness.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';

/*
 * The loader and the splitters, seen through what a Simple Vector Store in Insert mode stores: one
 * output item per chunk, `{ pageContent, metadata }`.
 */

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-loader-0001' });
  run = aiRunner({ openai: { type: 'openAiApi', data: { apiKey: 'sk-loader-0001', url: standIn.baseUrl, organizationId: '', header: false } } });
});
afterAll(() => standIn.close());

const STORE = 'Simple Vector Store';
const LOADER = 'Default Data Loader';
const file = (text: string | Buffer, mimeType: string, fileName = 'file') => ({
  data: (typeof text === 'string' ? Buffer.from(text) : text).toString('base64'), mimeType, fileName,
});

async function load(loader: { typeVersion?: number; parameters: IDataObject }, items: Array<{ json: IDataObject; binary?: IDataObject }>, splitter?: Omit<TestNode, 'to' | 'name'>) {
  const nodes: TestNode[] = [
    { name: STORE, type: 'vectorStoreInMemory', typeVersion: 1.3, parameters: { mode: 'insert', memoryKey: { __rl: true, mode: 'id', value: `loader-${Math.random()}` } } },
    {
      name: 'Embeddings OpenAI', type: 'embeddingsOpenAi', typeVersion: 1.2, parameters: { options: {} },
      credentials: { openAiApi: { id: 'openai', name: 'OpenAI' } }, to: { node: STORE, type: 'ai_embedding' },
    },
    { name: LOADER, type: 'documentDefaultDataLoader', typeVersion: loader.typeVersion ?? 1.1, parameters: loader.parameters, to: { node: STORE, type: 'ai_document' } },
  ];
  if (splitter) nodes.push({ name: 'Splitter', ...splitter, to: { node: LOADER, type: 'ai_textSplitter' } });
  const workflow = aiWorkflow(nodes, []);
  workflow.pinData = { Trigger: items as never };
  return run(workflow);
}

describe('Default Data Loader', () => {
  it('makes one document of each string value of the JSON (all input data), under the pointers when given', async () => {
    const all = await load({ parameters: {} }, [{ json: { title: 'Tea', body: { text: 'Steep for three minutes.', tags: ['hot', 1] } } }]);
    expect(all.json(STORE).map((document) => document.pageContent)).toEqual(['Tea', 'Steep for three minutes.', 'hot']);
    expect(all.json(STORE)[1]?.metadata).toEqual({ source: 'blob', blobType: 'application/json', line: 2, loc: { lines: { from: 1, to: 1 } } });
    const pointed = await load({ parameters: { options: { pointers: '/body/text' } } }, [{ json: { title: 'Tea', body: { text: 'Steep for three minutes.' } } }]);
    expect(pointed.json(STORE).map((document) => document.pageContent)).toEqual(['Steep for three minutes.']);
  });

  it('loads CSV rows, PDF pages, Word documents and text files from binary data, detected by MIME type', async () => {
    const csv = await load({ parameters: { dataType: 'binary' } }, [{ json: {}, binary: { data: file('name,colour\nfig,purple\nlime,green\n', 'text/csv') } }]);
    expect(csv.json(STORE).map((document) => document.pageContent)).toEqual(['name: fig\ncolour: purple', 'name: lime\ncolour: green']);
    const column = await load({ parameters: { dataType: 'binary', loader: 'csvLoader', options: { column: 'colour', separator: ';' } } }, [{ json: {}, binary: { data: file('name;colour\nfig;purple\n', 'application/octet-stream') } }]);
    expect(column.json(STORE).map((document) => document.pageContent)).toEqual(['purple']);

    const pdf = buildPdf({ pages: [['First page text'], ['Second page text']] });
    const pages = await load({ parameters: { dataType: 'binary', binaryMode: 'specificField', binaryDataKey: 'report', options: { metadata: { metadataValues: [{ name: 'kind', value: 'report' }] } } } },
      [{ json: {}, binary: { report: file(pdf, 'application/pdf', 'report.pdf') } }]);
    expect(pages.error).toBeUndefined();
    const stored = pages.json(STORE);
    expect(stored.map((document) => document.pageContent)).toEqual(['First page text', 'Second page text']);
    expect(stored[1]?.metadata).toMatchObject({ source: 'blob', blobType: 'application/pdf', kind: 'report', loc: { pageNumber: 2 }, pdf: { totalPages: 2 } });
    const whole = await load({ parameters: { dataType: 'binary', loader: 'pdfLoader', options: { splitPages: false } } }, [{ json: {}, binary: { data: file(pdf, 'application/pdf') } }]);
    expect(whole.json(STORE).map((document) => document.pageContent)).toEqual(['First page text\n\nSecond page text']);

    const word = await load({ parameters: { dataType: 'binary' } }, [{ json: {}, binary: { data: file(buildDocx(['Minutes of the meeting', 'Budget & plans <approved>']), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'minutes.docx') } }]);
    expect(word.error).toBeUndefined();
    expect(word.json(STORE).map((document) => document.pageContent)).toEqual(['Minutes of the meeting\n\nBudget & plans <approved>']);

    const text = await load({ parameters: { dataType: 'binary' } }, [{ json: {}, binary: { a: file('Alpha notes', 'text/markdown'), b: file('{"x":"from json"}', 'application/json') } }]);
    expect(text.json(STORE).map((document) => document.pageContent)).toEqual(['Alpha notes', 'from json']);
  });

  it('loads an EPUB book as one document per chapter, in reading order, titled from its table of contents (NCX or EPUB 3 nav)', async () => {
    const chapters = [
      { href: 'text/cover.xhtml', body: '<p>The Tea Book</p>' },
      { href: 'text/ch%201.xhtml', tocTitle: 'Green & Black', body: '<h1>Green &amp; Black</h1><p>Green tea is <em>steamed</em>; black tea is oxidised.</p>' },
      { href: 'text/ch2.xhtml', tocTitle: 'Brewing', body: '<h2>Brewing</h2><ul><li>Warm the pot</li><li>Steep three minutes</li></ul>' },
    ];
    for (const toc of ['ncx', 'nav'] as const) {
      const book = buildEpub({ title: 'The Tea Book', chapters, toc });
      // Detected by its MIME type; the chosen format reads it the same.
      for (const parameters of [{ dataType: 'binary' }, { dataType: 'binary', loader: 'epubLoader', options: { metadata: { metadataValues: [{ name: 'shelf', value: 'tea' }] } } }]) {
        const loaded = await load({ parameters }, [{ json: {}, binary: { data: file(book, 'application/epub+zip', 'tea.epub') } }]);
        expect(loaded.error, toc).toBeUndefined();
        const stored = loaded.json(STORE);
        expect(stored.map((document) => document.pageContent), toc).toEqual([
          'The Tea Book',
          'GREEN & BLACK\n\nGreen tea is steamed; black tea is oxidised.',
          'BREWING\n\n * Warm the pot\n * Steep three minutes',
        ]);
        expect(stored.map((document) => (document.metadata as IDataObject).chapter), toc).toEqual([undefined, 'Green & Black', 'Brewing']);
        expect(stored[1]?.metadata).toMatchObject({ source: 'blob', blobType: 'application/epub+zip' });
        if (parameters.options) expect(stored[2]?.metadata).toMatchObject({ shelf: 'tea', chapter: 'Brewing' });
      }
    }
    // The loader's own record: the item in, one document per chapter out.
    const recorded = await load({ parameters: { dataType: 'binary' } }, [{ json: {}, binary: { data: file(buildEpub({ title: 'T', chapters, toc: 'nav' }), 'application/epub+zip') } }]);
    expect(recorded.runData[LOADER]?.[0]?.data?.ai_document?.[0]).toHaveLength(3);
  });

  it('stops with a clear message on a file it cannot read', async () => {
    const unknown = await load({ parameters: { dataType: 'binary' } }, [{ json: {}, binary: { data: file('PK', 'application/zip') } }]);
    expect(unknown.error?.message).toBe('Unsupported mime type: application/zip');
    const docx = await load({ parameters: { dataType: 'binary', loader: 'docxLoader' } }, [{ json: {}, binary: { data: file('PK', 'application/zip') } }]);
    expect(docx.error?.message).toBe('The file in "data" is not a Word (docx) document');
    const epub = await load({ parameters: { dataType: 'binary', loader: 'epubLoader' } }, [{ json: {}, binary: { data: file('PK', 'application/epub+zip') } }]);
    expect(epub.error?.message).toBe('The file in "data" is not an EPUB book');
    const missing = await load({ parameters: { dataType: 'binary', binaryMode: 'specificField', binaryDataKey: 'nothing' } }, [{ json: {} }]);
    expect(missing.error?.message).toBe('The input item has no binary field "nothing"');
    expect(missing.runData[LOADER]?.[0]?.executionStatus).toBe('error');
  });

  it('splits with the connected splitter in custom mode and in version 1; simple mode uses 1000-character chunks', async () => {
    const long = `${'word '.repeat(300).trim()}.`;
    const simple = await load({ parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}' } }, [{ json: { text: long } }]);
    expect(simple.json(STORE).map((document) => String(document.pageContent).length)).toEqual([999, 700]);

    const character = await load({ typeVersion: 1, parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}' } }, [{ json: { text: 'a|b|c|d' } }],
      { type: 'textSplitterCharacterTextSplitter', typeVersion: 1, parameters: { separator: '|', chunkSize: 3, chunkOverlap: 0 } });
    expect(character.json(STORE).map((document) => document.pageContent)).toEqual(['a|b', 'c|d']);
    expect(character.runData.Splitter?.[0]?.inputOverride?.ai_textSplitter?.[0]?.[0]?.json).toEqual({ textSplitter: 'a|b|c|d' });
    expect(character.runData.Splitter?.[0]?.data?.ai_textSplitter?.[0]?.[0]?.json).toEqual({ response: ['a|b', 'c|d'] });

    const tokens = await load({ parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', textSplittingMode: 'custom' } }, [{ json: { text: 'one two three four five six seven' } }],
      { type: 'textSplitterTokenSplitter', typeVersion: 1, parameters: { chunkSize: 3, chunkOverlap: 1 } });
    expect(tokens.json(STORE).map((document) => document.pageContent)).toEqual(['one two three', ' three four five', ' five six seven']);

    const markdown = await load({ parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}', textSplittingMode: 'custom' } }, [{ json: { text: '# Title\nIntro text\n## Part\nPart text' } }],
      { type: 'textSplitterRecursiveCharacterTextSplitter', typeVersion: 1, parameters: { chunkSize: 20, chunkOverlap: 0, options: { splitCode: 'markdown' } } });
    expect(markdown.json(STORE).map((document) => document.pageContent)).toEqual(['# Title\nIntro text', '## Part\nPart text']);
  });

  it('requires a splitter in custom mode', async () => {
    const result = await load({ parameters: { textSplittingMode: 'custom' } }, [{ json: { a: 'b' } }]);
    expect(result.error?.message).toMatch(/Text Splitter/);
  });
});
