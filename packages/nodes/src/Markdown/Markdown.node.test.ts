import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const MARKDOWN = 'n8n-nodes-base.markdown';

function errorOf(run: Awaited<ReturnType<typeof runFixture>>, node = 'Node') {
  return run.data.resultData.runData[node]?.[0]?.error;
}

describe('Markdown v1', () => {
  it('converts Markdown to HTML with showdown, with and without options, keeping the input fields', async () => {
    const run = await runFixture(loadFixture('./test/markdown-v1-both-ways.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const [plain] = jsonOf(run, 'To HTML');
    expect(plain?.html).toBe('<h1 id="books">Books</h1>\n<p>Read <strong>Dune</strong> ~~later~~ at https://example.com</p>');
    expect(plain?.md).toBeDefined();
    expect((jsonOf(run, 'To HTML Options')[0]?.out as { html: string }).html).toBe(
      '<h1>Books</h1>\n<p>Read <strong>Dune</strong> <del>later</del> at <a href="https://example.com" rel="noopener noreferrer" target="_blank">https://example.com</a></p>',
    );
    expect(outputOf(run, 'To HTML')[0]?.pairedItem).toEqual({ item: 0 });
  });

  it('converts HTML to Markdown with node-html-markdown, with and without options', async () => {
    const run = await runFixture(loadFixture('./test/markdown-v1-both-ways.workflow.json', import.meta.url));
    expect(jsonOf(run, 'To Markdown')[0]?.markdown).toBe('Menu\n\n## Books\n\n**Dune** and _Emma_\n\n* one\n* two\n\n```\nx = 1\n```');
    // Its 'ignore: nav' changes nothing: nav is a block element (n8n)
    expect(jsonOf(run, 'To Markdown Options')[0]?.data).toBe('Menu\n\n## Books\n\n__DUNE__ and *Emma*\n\n- one\n- two\n\n    x = 1');
  });

  it('names an invalid replacement pattern', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: MARKDOWN, typeVersion: 1,
      parameters: { html: '<p>x</p>', options: { textReplace: { values: [{ pattern: '([', replacement: '' }] } } },
    }));
    expect(errorOf(run)?.message).toBe('The pattern "([" in \'Text Replacement Patterns\' is not a valid regular expression');
  });

  it('refuses an object where text is needed, or with continue on fail puts the error on the item', async () => {
    const workflow = singleNodeWorkflow({ type: MARKDOWN, typeVersion: 1, parameters: { mode: 'markdownToHtml', markdown: '={{ $json.md }}' } },
      [{ json: { md: { a: 1 } } }, { json: { md: '*hi*' } }, { json: {} }]);
    const run = await runFixture(workflow);
    expect(errorOf(run)?.message).toBe("'Markdown' must be text, but it is an object");
    const node = workflow.nodes.find((n) => n.name === 'Node');
    if (node) node.onError = 'continueRegularOutput';
    const continued = await runFixture(workflow);
    expect(jsonOf(continued, 'Node')).toEqual([
      { error: "'Markdown' must be text, but it is an object" },
      { md: '*hi*', data: '<p><em>hi</em></p>' },
      { data: '' },
    ]);
  });

  it('outputs nothing for no input items', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: MARKDOWN, typeVersion: 1, parameters: { html: '<b>x</b>' } }, []));
    expect(jsonOf(run, 'Node')).toEqual([]);
  });
});
