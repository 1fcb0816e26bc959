import type { IDataObject, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { nodeTool, toolNodeDescription } from '../ai/node-tool.js';
import { serpApiBaseUrl } from '../ai/service-endpoints.js';
import { serpResultsText } from './serp-results.js';

interface SerpOptions { gl?: string; device?: string; no_cache?: boolean; google_domain?: string; hl?: string }

/** SerpAPI: the agent searches Google through SerpApi and reads the answer or the best results. */
export class ToolSerpApi implements INodeType {
  description: INodeTypeDescription = toolNodeDescription({
    displayName: 'SerpApi (Google Search)',
    name: '@n8n/n8n-nodes-langchain.toolSerpApi',
    icon: 'file:serpapi.svg',
    version: 1,
    description: 'Lets an AI agent search Google through SerpApi',
    defaults: { name: 'SerpAPI' },
    credentials: [{ name: 'serpApi', required: true }],
    properties: [
      {
        displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
        options: [
          { displayName: 'Country', name: 'gl', type: 'string', default: 'us', description: 'Two-letter country code of the search (e.g. us, de)' },
          {
            displayName: 'Device', name: 'device', type: 'options', default: 'desktop',
            options: [{ name: 'Desktop', value: 'desktop' }, { name: 'Mobile', value: 'mobile' }, { name: 'Tablet', value: 'tablet' }],
          },
          { displayName: 'No Cache', name: 'no_cache', type: 'boolean', default: false, description: 'Whether to skip SerpApi\'s cache of recent identical searches' },
          { displayName: 'Google Domain', name: 'google_domain', type: 'string', default: 'google.com' },
          { displayName: 'Language', name: 'hl', type: 'string', default: 'en', description: 'Two-letter language code of the results (e.g. en, fr)' },
        ],
      },
    ],
  });

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const options = this.getNodeParameter('options', itemIndex, {}) as SerpOptions;
    const search = async (query: string): Promise<string> => {
      const qs: IDataObject = { engine: 'google', q: query, ...options };
      const answer = await this.helpers.httpRequestWithAuthentication('serpApi', {
        url: `${serpApiBaseUrl()}/search.json`, qs, json: true, ignoreHttpStatusErrors: true, returnFullResponse: true,
      }) as { statusCode: number; body: IDataObject };
      const error = typeof answer.body?.error === 'string' ? answer.body.error : undefined;
      if (answer.statusCode >= 400 || error) {
        throw new NodeOperationError(this.getNode(), `SerpApi refused the search: ${error ?? `status ${answer.statusCode}`}`);
      }
      return serpResultsText(answer.body);
    };
    return {
      response: nodeTool({
        name: 'search',
        description: 'Searches Google. Useful for questions about current events or facts. The input is a search query.',
        context: this,
        run: async (args) => search(String(args.query ?? '')),
      }),
    };
  }
}
