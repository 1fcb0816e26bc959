import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { textSplitterDescription } from '../ai/text-splitter-description.js';
import { recordSplits } from '../ai/text-splitter-log.js';
import { OfflineTokenTextSplitter } from '../ai/token-text-splitter.js';

/** Token Splitter: chunks of a number of model tokens (OpenAI's cl100k_base encoding). */
export class TextSplitterTokenSplitter implements INodeType {
  description: INodeTypeDescription = textSplitterDescription({
    displayName: 'Token Splitter', name: '@n8n/n8n-nodes-langchain.textSplitterTokenSplitter',
    description: 'Split text into chunks by token count', unit: 'tokens',
  });

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const chunkSize = this.getNodeParameter('chunkSize', itemIndex, 1000) as number;
    const chunkOverlap = this.getNodeParameter('chunkOverlap', itemIndex, 0) as number;
    return { response: recordSplits(new OfflineTokenTextSplitter({ chunkSize, chunkOverlap }), this) };
  }
}
