import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const HTML = 'n8n-nodes-base.html';
type Run = Awaited<ReturnType<typeof runFixture>>;
const errorOf = (run: Run, node = 'Node') => run.data.resultData.runData[node]?.[0]?.error;

describe('HTML', () => {
  it('fills the template expressions for each item', async () => {
    const run = await runFixture(loadFixture('./test/html-operations.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Template')).toEqual([
      { html: '<h1>Dune & co</h1>\n<p>20 for sf,classic</p>undefined' },
      { html: '<h1><Emma></h1>\n<p>9 for </p>undefined' },
    ]);
    expect(outputOf(run, 'Template').map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('extracts text, arrays, attributes, HTML and values with CSS selectors', async () => {
    const run = await runFixture(loadFixture('./test/html-operations.workflow.json', import.meta.url));
    expect(jsonOf(run, 'Extract')).toEqual([
      { title: 'Books', books: ['Dune [/dune]', 'Emma [/emma]'], links: ['/dune', '/emma'], firstBook: '<a href="/dune">Dune</a> <span class="ad">sponsored</span>', query: 'sci-fi' },
      { title: 'Second', books: [], links: [] },
    ]);
    expect(jsonOf(run, 'Extract Untrimmed')[0]).toEqual({ title: ' Books ' });
  });

  it('makes one table of all items, values as they are', async () => {
    const run = await runFixture(loadFixture('./test/html-operations.workflow.json', import.meta.url));
    const [item] = outputOf(run, 'Table');
    expect(outputOf(run, 'Table')).toHaveLength(1);
    const table = item?.json.table as string;
    expect(table.startsWith('<table  class="shop"><caption>Shop</caption><thead  ><tr><th>Title</th><th>Price</th><th>Tags</th><th>Page</th></tr></thead>')).toBe(true);
    expect(table).toContain('<tr  ><td  ><Emma></td><td  >4.5</td><td  ></td><td  ><h1>Second</h1></td></tr>');
    expect(item?.pairedItem).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('extracts from a binary HTML file', async () => {
    const run = await runFixture(loadFixture('./test/html-extract-binary.workflow.json', import.meta.url));
    // Version 1.1 reads the raw text; options not added to the node (trim, clean up) are off, as in n8n.
    expect(jsonOf(run, 'Extract File')).toEqual([{ heading: 'Café  \n menu' }]);
  });

  it('names a missing binary field, a missing JSON field and a field that is not text', async () => {
    const workflow = loadFixture('./test/html-extract-binary.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Extract File');
    if (node) node.parameters.dataPropertyName = 'page';
    expect(errorOf(await runFixture(workflow), 'Extract File')?.message).toBe('The input item has no binary field "page"');
    const values = { values: [{ key: 'h', cssSelector: 'h1', returnValue: 'text', returnArray: false }] };
    const missing = await runFixture(singleNodeWorkflow({ type: HTML, typeVersion: 1.2, parameters: { operation: 'extractHtmlContent', extractionValues: values } }, [{ json: { body: '<h1>x</h1>' } }]));
    expect(errorOf(missing)?.message).toBe('The item has no field "data"');
    const number = await runFixture(singleNodeWorkflow({ type: HTML, typeVersion: 1.2, parameters: { operation: 'extractHtmlContent', extractionValues: values } }, [{ json: { data: 5 } }]));
    expect(errorOf(number)?.message).toBe('The field "data" holds a number, not HTML text');
  });

  it('names an invalid or empty CSS selector', async () => {
    const bad = await runFixture(singleNodeWorkflow({
      type: HTML, typeVersion: 1.2,
      parameters: { operation: 'extractHtmlContent', extractionValues: { values: [{ key: 'x', cssSelector: 'a[', returnValue: 'text' }] } },
    }, [{ json: { data: '<a>x</a>' } }]));
    expect(errorOf(bad)?.message).toMatch(/^The CSS selector "a\[" is not valid/);
    const empty = await runFixture(singleNodeWorkflow({ type: HTML, typeVersion: 1.2, parameters: { operation: 'extractHtmlContent' } }, [{ json: { data: '<a>x</a>' } }]));
    expect(errorOf(empty)?.message).toBe('Extraction value 1 has no key');
  });

  it('renders an expression that reads past a missing value as "undefined", as n8n does', async () => {
    const workflow = singleNodeWorkflow({ type: HTML, typeVersion: 1, parameters: { html: '<p>{{ $json.a.b.c }}</p>' } }, [{ json: {} }, { json: { a: { b: { c: 'ok' } } } }]);
    expect(jsonOf(await runFixture(workflow), 'Node')).toEqual([{ html: '<p>undefined</p>' }, { html: '<p>ok</p>' }]);
  });

  it('explains a template expression the expression system refuses, or with continue on fail puts it on the item', async () => {
    const workflow = singleNodeWorkflow({ type: HTML, typeVersion: 1, parameters: { html: "<p>{{ $('Nowhere').item.json.c }}</p>" } }, [{ json: {} }]);
    const run = await runFixture(workflow);
    expect(errorOf(run)?.message).toBe("The expression {{ $('Nowhere').item.json.c }} in the template failed: Referenced node doesn't exist");
    const node = workflow.nodes.find((n) => n.name === 'Node');
    if (node) node.onError = 'continueRegularOutput';
    const continued = jsonOf(await runFixture(workflow), 'Node');
    expect(continued[0]?.error).toMatch(/^The expression/);
  });

  it('outputs nothing for no input items', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: HTML, typeVersion: 1.2, parameters: { operation: 'convertToHtmlTable' } }, []));
    expect(jsonOf(run, 'Node')).toEqual([]);
  });
});
