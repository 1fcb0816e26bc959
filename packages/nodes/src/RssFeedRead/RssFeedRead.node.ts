import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { looksLikeFeed, parseCustomFields, parseFeedEntries } from './parse-feed.js';

interface Options {
  customFields?: string;
  ignoreSSL?: boolean;
}

function validUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The entries of the feed one item asks for, as output items paired with it. */
async function readFeed(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const url = String(context.getNodeParameter('url', itemIndex, '') ?? '').trim();
  if (url === '') {
    throw new NodeOperationError(context.getNode(), 'The URL is empty', { itemIndex, description: 'Enter the address of the RSS or Atom feed.' });
  }
  if (!validUrl(url)) {
    throw new NodeOperationError(context.getNode(), `The URL "${url}" is not valid`, {
      itemIndex, description: 'Give a full address that starts with http:// or https://.',
    });
  }
  const options = context.getNodeParameter('options', itemIndex, {}) as Options;
  const text = await context.helpers.httpRequest({
    url, method: 'GET', encoding: 'text', skipSslCertificateValidation: options.ignoreSSL === true,
    headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8' },
  }) as string;
  if (!looksLikeFeed(String(text))) {
    throw new NodeOperationError(context.getNode(), 'The address did not answer with an RSS or Atom feed', {
      itemIndex, description: `Check that ${url} is the feed's address, not a web page's.`,
    });
  }
  let entries: IDataObject[];
  try {
    entries = await parseFeedEntries(String(text), parseCustomFields(options.customFields)) as IDataObject[];
  } catch (error) {
    throw new NodeOperationError(context.getNode(), 'The feed could not be read', {
      itemIndex, description: `${(error as Error).message}. The document at ${url} is not a valid RSS or Atom feed.`,
    });
  }
  return entries.map((json) => ({ json, pairedItem: { item: itemIndex } }));
}

/** RSS Read: one output item per entry of an RSS or Atom feed. */
export class RssFeedRead implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'RSS Read',
    name: 'n8n-nodes-base.rssFeedRead',
    icon: 'file:rss-feed-read.svg',
    group: ['input'],
    version: [1, 1.1, 1.2],
    description: 'Reads the entries of an RSS or Atom feed',
    defaults: { name: 'RSS Read', color: '#b02020' },
    inputs: ['main'],
    outputs: ['main'],
    codex: {
      categories: ['Core Nodes'],
      subcategories: { 'Core Nodes': ['Helpers'] },
      alias: ['rss', 'atom', 'feed', 'news', 'blog', 'podcast'],
    },
    properties: [
      { displayName: 'URL', name: 'url', type: 'string', default: '', required: true, placeholder: 'https://example.com/feed.xml', description: 'The address of the feed' },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add option',
        default: {},
        options: [
          {
            displayName: 'Custom Fields', name: 'customFields', type: 'string', default: '', placeholder: 'media:content, dc:creator',
            description: 'Extra entry fields to output, separated by commas',
          },
          {
            displayName: 'Ignore SSL Issues', name: 'ignoreSSL', type: 'boolean', default: false,
            description: 'Whether to read the feed even when its server\'s certificate cannot be verified',
          },
        ],
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    // Version 1 read one feed, from the first item's parameters; later versions read one per item.
    const count = this.getNode().typeVersion < 1.1 ? Math.min(items.length, 1) : items.length;
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < count; itemIndex++) {
      try {
        output.push(...await readFeed(this, itemIndex));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
