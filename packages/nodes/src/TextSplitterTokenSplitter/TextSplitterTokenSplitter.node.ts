import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { recordSplits } from '../ai/text-splitter-log.js';
import { OfflineTokenTextSplitter } from '../ai/token-text-splitter.js';

/** Token Splitter: chunks of a number of model tokens (OpenAI's cl100k_base encoding). */
export class TextSplitterTokenSplitter implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Token Splitter',
    name: '@n8n/n8n-nodes-langchain.textSplitterTokenSplitter',
    icon: 'file:text-splitter.svg',
    group: ['transform'],
    version: 1,
    description: 'Split text into chunks by token count',
    defaults: { name: 'Token Splitter' },
    codex: { categories: ['AI'], subcategories: { AI: ['Text Splitters'] } },
    inputs: [],
    outputs: ['ai_textSplitter'],
    outputNames: ['Text Splitter'],
    properties: [
      { displayName: 'Connect this node to a document loader (such as the Default Data Loader)', name: 'notice', type: 'notice', default: '' },
      { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000, description: 'Most tokens in one chunk' },
      { displayName: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 0, description: 'Tokens a chunk repeats from the one before' },
    ],
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const chunkSize = this.getNodeParameter('chunkSize', itemIndex, 1000) as number;
    const chunkOverlap = this.getNodeParameter('chunkOverlap', itemIndex, 0) as number;
    return { response: recordSplits(new OfflineTokenTextSplitter({ chunkSize, chunkOverlap }), this) };
  }
}
