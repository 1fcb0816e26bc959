import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INodeParameters, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture } from '../test-support/run-fixture.js';
import { looksLikeFeed, parseCustomFields } from './parse-feed.js';
import { startFeedServer } from './test/feed-server.js';
import { WORKFLOW_HAS_ISSUES_MESSAGE } from '@weft/workflow';

let server: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

function fixture(file: string, change: (parameters: INodeParameters, workflow: IWorkflowBase) => void = () => undefined): IWorkflowBase {
  const workflow = JSON.parse(JSON.stringify(loadFixture(`./test/${file}`, import.meta.url)).replaceAll('BASE_URL', server.url)) as IWorkflowBase;
  const node = workflow.nodes.find((n) => n.name === 'RSS Read');
  if (node) change(node.parameters, workflow);
  return workflow;
}

async function run(workflow: IWorkflowBase) {
  const result = await runFixture(workflow);
  return { status: result.status, items: outputOf(result, 'RSS Read'), json: jsonOf(result, 'RSS Read'), error: result.data.resultData.runData['RSS Read']?.[0]?.error, runError: result.data.resultData.error };
}

describe('RSS Read', () => {
  it('1.2 reads the feed of each item: RSS 2.0 and Atom entries, paired with their item', async () => {
    const { status, items } = await run(fixture('rss-read-v1.2.workflow.json'));
    expect(status).toBe('success');
    expect(items.map((item) => [item.json.title, item.pairedItem])).toEqual([
      ['Version 2 is out', { item: 0 }], ['Version 1 is out', { item: 0 }], ['Loops explained', { item: 1 }],
    ]);
    expect(items[0]?.json).toEqual({
      title: 'Version 2 is out', link: 'https://weft.example/v2', guid: 'weft-v2', pubDate: 'Tue, 02 Jan 2024 10:00:00 GMT',
      creator: 'Ada', 'dc:creator': 'Ada', categories: ['release'], content: '<p>Faster <b>runs</b>.</p>', contentSnippet: 'Faster runs.',
      isoDate: '2024-01-02T10:00:00.000Z',
    });
    expect(items[2]?.json).toMatchObject({
      title: 'Loops explained', link: 'https://weft.example/blog/loops', id: 'urn:weft:loops', author: 'Grace',
      summary: 'How loops work', isoDate: '2024-02-01T12:00:00.000Z',
    });
  });

  it('1 reads one feed only, from the first item, and keeps custom fields', async () => {
    const { json } = await run(fixture('rss-read-v1.workflow.json'));
    expect(json.map((entry) => entry.title)).toEqual(['Version 2 is out', 'Version 1 is out']);
    expect(json[0]?.['dc:creator']).toBe('Ada');
  });

  it('outputs nothing for a feed without entries, or for no input items', async () => {
    expect((await run(fixture('rss-read-v1.workflow.json', (p) => { p.url = `${server.url}/empty.xml`; }))).items).toEqual([]);
    expect((await run(fixture('rss-read-v1.2.workflow.json', (_p, w) => { w.pinData = { Start: [] }; }))).items).toEqual([]);
  });

  it('says when the URL is missing or not valid', async () => {
    expect((await run(fixture('rss-read-v1.workflow.json', (p) => { p.url = ''; }))).runError?.message).toBe(WORKFLOW_HAS_ISSUES_MESSAGE);
    const invalid = await run(fixture('rss-read-v1.workflow.json', (p) => { p.url = 'feed.xml'; }));
    expect(invalid.error).toMatchObject({ message: 'The URL "feed.xml" is not valid', description: 'Give a full address that starts with http:// or https://.' });
    const wrongType = await run(fixture('rss-read-v1.workflow.json', (p) => { p.url = 42; }));
    expect(wrongType.error?.message).toBe('The URL "42" is not valid');
  });

  it('says when the answer is not a feed, is broken, or is an error', async () => {
    const page = await run(fixture('rss-read-v1.workflow.json', (p) => { p.url = `${server.url}/page.html`; }));
    expect(page.error?.message).toBe('The address did not answer with an RSS or Atom feed');
    const broken = await run(fixture('rss-read-v1.workflow.json', (p) => { p.url = `${server.url}/broken.xml`; }));
    expect(broken.error?.message).toBe('The feed could not be read');
    expect(broken.error?.description).toMatch(/is not a valid RSS or Atom feed\.$/);
    const missing = await run(fixture('rss-read-v1.workflow.json', (p) => { p.url = `${server.url}/gone.xml`; }));
    expect(missing.error).toMatchObject({ httpCode: '404' });
  });

  it('1.2 with continue on fail outputs the error on the failing item', async () => {
    const workflow = fixture('rss-read-v1.2.workflow.json', (_p, w) => {
      w.pinData = { Start: [{ json: { feed: 'page.html' } }, { json: { feed: 'atom.xml' } }] };
      const node = w.nodes.find((n) => n.name === 'RSS Read');
      if (node) node.onError = 'continueRegularOutput';
    });
    const { status, items } = await run(workflow);
    expect(status).toBe('success');
    expect(items.map((item) => [item.json.error ?? item.json.title, item.pairedItem])).toEqual([
      ['The address did not answer with an RSS or Atom feed', { item: 0 }], ['Loops explained', { item: 1 }],
    ]);
  });
});

describe('feed helpers', () => {
  it('reads custom field lists and recognises feed documents', () => {
    expect(parseCustomFields(' media:content, dc:creator ,')).toEqual(['media:content', 'dc:creator']);
    expect(parseCustomFields(undefined)).toEqual([]);
    expect(looksLikeFeed('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(looksLikeFeed('<html><body>feed</body></html>')).toBe(false);
  });
});
