import type { IDataObject, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { nodeTool, toolNodeDescription } from '../ai/node-tool.js';
import { wikipediaApiUrl } from '../ai/service-endpoints.js';

/** How many pages a search reads, and how much of their text the model gets (LangChain's defaults, which n8n uses). */
const TOP_PAGES = 3;
const MAX_TEXT = 4000;

interface SearchAnswer { query?: { search?: Array<{ title: string }> }; error?: { code: string; info: string } }
interface ExtractAnswer { query?: { pages?: Record<string, { title?: string; extract?: string; missing?: string }> }; error?: { code: string; info: string } }

async function askWiki<T extends { error?: { code: string; info: string } }>(context: ISupplyDataFunctions, qs: IDataObject): Promise<T> {
  const answer = await context.helpers.httpRequest({ url: wikipediaApiUrl(), qs: { format: 'json', ...qs }, json: true }) as T;
  if (answer.error) throw new Error(`Wikipedia refused the request: ${answer.error.info} (${answer.error.code})`);
  return answer;
}

/** The summaries of the best pages for a query: searched, then each page's plain-text extract. */
async function searchWikipedia(context: ISupplyDataFunctions, query: string): Promise<string> {
  const found = await askWiki<SearchAnswer>(context, { action: 'query', list: 'search', srsearch: query, srlimit: TOP_PAGES });
  const titles = (found.query?.search ?? []).slice(0, TOP_PAGES).map((result) => result.title);
  const summaries: string[] = [];
  for (const title of titles) {
    const page = await askWiki<ExtractAnswer>(context, { action: 'query', prop: 'extracts', explaintext: 1, redirects: 1, titles: title });
    const extract = Object.values(page.query?.pages ?? {}).find((entry) => entry.missing === undefined)?.extract;
    if (extract) summaries.push(`Page: ${title}\nSummary: ${extract}`);
  }
  if (summaries.length === 0) return 'No good Wikipedia Search Result was found';
  return summaries.join('\n\n').slice(0, MAX_TEXT);
}

/** Wikipedia: the agent searches Wikipedia and reads the summaries of the best pages. */
export class ToolWikipedia implements INodeType {
  description: INodeTypeDescription = toolNodeDescription({
    displayName: 'Wikipedia',
    name: '@n8n/n8n-nodes-langchain.toolWikipedia',
    icon: 'file:wikipedia.svg',
    version: 1,
    description: 'Lets an AI agent look things up on Wikipedia',
    defaults: { name: 'Wikipedia' },
    properties: [
    ],
  });

  async supplyData(this: ISupplyDataFunctions): Promise<SupplyData> {
    return {
      response: nodeTool({
        name: 'wikipedia-api',
        description: 'Looks up a topic on Wikipedia and answers the summaries of the best matching pages. The input is a search query.',
        context: this,
        run: async (args) => searchWikipedia(this, String(args.query ?? '')),
      }),
    };
  }
}
