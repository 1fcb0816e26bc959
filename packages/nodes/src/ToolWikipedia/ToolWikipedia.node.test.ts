import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { startAgentToolHarness, toolCalls } from '../test-support/ai-harness.js';
import type { AgentToolHarness } from '../test-support/ai-harness.js';
import { startSerpApiStandIn, startWikipediaStandIn } from '../test-support/search-stand-ins.js';
import type { StandIn } from '../test-support/search-stand-ins.js';

let harness: AgentToolHarness;
let wiki: StandIn;
let serp: StandIn;

beforeAll(async () => {
  wiki = await startWikipediaStandIn({
    'Ada Lovelace': 'Ada Lovelace was an English mathematician, known for her work on the Analytical Engine.',
    'Analytical Engine': 'The Analytical Engine was a proposed mechanical computer designed by Charles Babbage.',
    Oslo: 'Oslo is the capital of Norway.',
  });
  serp = await startSerpApiStandIn('serp-key-1', {
    'capital of norway': { answer_box: { type: 'organic_result', answer: 'Oslo' }, organic_results: [{ position: 1, title: 'Oslo', link: 'https://x.test/oslo', snippet: 'Capital.' }] },
    'weft workflows': {
      knowledge_graph: { title: 'Weft', description: 'A workflow automation platform.' },
      organic_results: [
        { position: 1, title: 'Weft docs', link: 'https://weft.test/docs', snippet: 'Build workflows.' },
        { position: 2, title: 'Weft blog', link: 'https://weft.test/blog', snippet_highlighted_words: ['workflows', 'agents'] },
      ],
    },
  });
  process.env.WEFT_TEST_WIKIPEDIA_API_URL = `${wiki.url}/w/api.php`;
  process.env.WEFT_TEST_SERPAPI_URL = serp.url;
  harness = await startAgentToolHarness({
    credentials: {
      'serp-ok': { type: 'serpApi', name: 'SerpApi', data: { apiKey: 'serp-key-1' } },
      'serp-bad': { type: 'serpApi', name: 'SerpApi bad', data: { apiKey: 'serp-key-0' } },
    },
  });
});
afterAll(async () => {
  delete process.env.WEFT_TEST_WIKIPEDIA_API_URL;
  delete process.env.WEFT_TEST_SERPAPI_URL;
  await Promise.all([harness.close(), wiki.close(), serp.close()]);
});

const wikipedia: INode = { id: 'wk', name: 'Wikipedia', type: '@n8n/n8n-nodes-langchain.toolWikipedia', typeVersion: 1, position: [300, 200], parameters: {} };
const serpTool = (credential: string, options: object = {}): INode => ({
  id: 'sp', name: 'SerpAPI', type: '@n8n/n8n-nodes-langchain.toolSerpApi', typeVersion: 1, position: [300, 200],
  parameters: { options } as never, credentials: { serpApi: { id: credential, name: 'SerpApi' } },
});

describe('Wikipedia tool', () => {
  it('searches, reads the extracts of the best pages and answers their summaries', async () => {
    harness.model.script({ toolCalls: [{ name: 'wikipedia-api', arguments: { input: 'analytical engine' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Who worked on the Analytical Engine?', [wikipedia]);
    expect(toolCalls(runData, 'Wikipedia')).toEqual([{
      input: { query: 'analytical engine' },
      response: 'Page: Ada Lovelace\nSummary: Ada Lovelace was an English mathematician, known for her work on the Analytical Engine.\n\n'
        + 'Page: Analytical Engine\nSummary: The Analytical Engine was a proposed mechanical computer designed by Charles Babbage.',
    }]);
    const [search, extract] = wiki.requests.slice(-3);
    expect(Object.fromEntries(search?.searchParams ?? [])).toEqual({ format: 'json', action: 'query', list: 'search', srsearch: 'analytical engine', srlimit: '3' });
    expect(extract?.searchParams.get('prop')).toBe('extracts');
  });

  it('says when nothing matches', async () => {
    harness.model.script({ toolCalls: [{ name: 'wikipedia-api', arguments: { input: 'zebra crossing' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Zebras?', [wikipedia]);
    expect(toolCalls(runData, 'Wikipedia')[0]?.response).toBe('No good Wikipedia Search Result was found');
  });
});

describe('SerpApi tool', () => {
  it('answers Google\'s direct answer, sending the options and the key', async () => {
    harness.model.script({ toolCalls: [{ name: 'search', arguments: { input: 'capital of norway' } }] }, { content: 'Oslo.' });
    const { runData } = await harness.run('Capital of Norway?', [serpTool('serp-ok', { gl: 'no', hl: 'nb', no_cache: true })]);
    expect(toolCalls(runData, 'SerpAPI')).toEqual([{ input: { query: 'capital of norway' }, response: 'Oslo' }]);
    expect(Object.fromEntries(serp.requests.at(-1)?.searchParams ?? [])).toEqual({
      engine: 'google', q: 'capital of norway', gl: 'no', hl: 'nb', no_cache: 'true', api_key: 'serp-key-1',
    });
  });

  it('answers the knowledge graph and the best results, and tells the model a refused key', async () => {
    harness.model.script({ toolCalls: [{ name: 'search', arguments: { input: 'weft workflows' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('What is Weft?', [serpTool('serp-ok')]);
    expect(toolCalls(runData, 'SerpAPI')[0]?.response).toBe(
      'Weft: A workflow automation platform.\n\nWeft docs\nBuild workflows.\nhttps://weft.test/docs\n\nWeft blog\nworkflows, agents\nhttps://weft.test/blog',
    );
    harness.model.script({ toolCalls: [{ name: 'search', arguments: { input: 'weft workflows' } }] }, { content: 'Done.' });
    const refused = await harness.run('What is Weft?', [serpTool('serp-bad')]);
    expect(toolCalls(refused.runData, 'SerpAPI')[0]?.error).toBe('SerpApi refused the search: Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key');
  });
});
