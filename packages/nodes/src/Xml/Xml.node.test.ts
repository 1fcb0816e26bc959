import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { parserOptions } from './Xml.node.js';

const XML = 'n8n-nodes-base.xml';

function errorOf(run: Awaited<ReturnType<typeof runFixture>>, node = 'Node') {
  return run.data.resultData.runData[node]?.[0]?.error;
}

describe('XML v1', () => {
  it('parses XML into JSON, merging attributes and without single-item arrays by default', async () => {
    const run = await runFixture(loadFixture('./test/xml-v1-xml-to-json.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'XML')).toEqual([
      { Library: { name: 'City', Book: [{ _: ' Dune ', id: '1' }, { id: '2', Title: 'Emma' }] } },
    ]);
    expect(outputOf(run, 'XML')[0]?.pairedItem).toEqual({ item: 0 });
    expect(jsonOf(run, 'XML Custom')).toEqual([
      { $: { name: 'City' }, book: [{ _: 'Dune', $: { id: '1' } }, { $: { id: '2' }, title: ['Emma'] }] },
    ]);
  });

  it('turns each item into XML text', async () => {
    const run = await runFixture(loadFixture('./test/xml-v1-json-to-xml.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'To XML')).toEqual([{
      xml: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<root>\n  <attrs>\n    <id>7</id>\n  </attrs>\n  <item>pen</item>\n  <item>ink</item>\n  <note>a &lt; b</note>\n</root>',
    }]);
    expect(jsonOf(run, 'To XML Custom')).toEqual([{
      data: '<order id="7">\n  <item>pen</item>\n  <item>ink</item>\n  <note><![CDATA[a < b]]></note>\n</order>',
    }]);
  });

  it('explains malformed XML', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: XML, typeVersion: 1, parameters: {} }, [{ json: { data: '<a><b>1</b>' } }]));
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe('The XML in field "data" could not be parsed');
    expect(errorOf(run)?.description).toBe('Unclosed root tag, Line: 0, Column: 11');
  });

  it('names a missing field, a field that is not text and an empty one', async () => {
    const missing = await runFixture(singleNodeWorkflow({ type: XML, typeVersion: 1, parameters: { dataPropertyName: 'body' } }, [{ json: { data: '<a/>' } }]));
    expect(errorOf(missing)?.message).toBe('Item has no JSON property called "body"');
    const number = await runFixture(singleNodeWorkflow({ type: XML, typeVersion: 1, parameters: {} }, [{ json: { data: 42 } }]));
    expect(errorOf(number)?.message).toBe('The field "data" holds a number, not XML text');
    const empty = await runFixture(singleNodeWorkflow({ type: XML, typeVersion: 1, parameters: {} }, [{ json: { data: '' } }]));
    expect(errorOf(empty)?.message).toBe('The field "data" holds no XML element');
  });

  it('explains field names that cannot be XML element names', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: XML, typeVersion: 1, parameters: { mode: 'jsonToxml' } }, [{ json: { '1st': 'x' } }]));
    expect(errorOf(run)?.message).toBe('The item could not be turned into XML');
    expect(errorOf(run)?.description).toContain('Invalid character in name');
  });

  it('with continue on fail puts the error on the failing item and parses the others', async () => {
    const workflow = singleNodeWorkflow({ type: XML, typeVersion: 1, parameters: {} },
      [{ json: { data: '<a>' } }, { json: { data: '<a>1</a>' } }]);
    const node = workflow.nodes.find((n) => n.name === 'Node');
    if (node) node.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(jsonOf(run, 'Node')).toEqual([{ error: 'The XML in field "data" could not be parsed' }, { a: '1' }]);
  });

  it('outputs nothing for no input items', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: XML, typeVersion: 1, parameters: {} }, []));
    expect(jsonOf(run, 'Node')).toEqual([]);
  });

  it('lets options override the parser defaults', () => {
    expect(parserOptions({})).toEqual({ mergeAttrs: true, explicitArray: false });
    expect(parserOptions({ mergeAttrs: false })).toEqual({ mergeAttrs: false, explicitArray: false });
  });
});
