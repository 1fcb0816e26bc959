import { CharacterTextSplitter } from '@langchain/textsplitters';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { recordSplits } from '../ai/text-splitter-log.js';

/** Character Text Splitter: splits on one separator, then joins the pieces into chunks of a size. */
export class TextSplitterCharacterTextSplitter implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Character Text Splitter',
    name: '@n8n/n8n-nodes-langchain.textSplitterCharacterTextSplitter',
    icon: 'file:text-splitter.svg',
    group: ['transform'],
    version: 1,
    description: 'Split text into chunks on a separator',
    defaults: { name: 'Character Text Splitter' },
    codex: { categories: ['AI'], subcategories: { AI: ['Text Splitters'] } },
    inputs: [],
    outputs: ['ai_textSplitter'],
    outputNames: ['Text Splitter'],
    properties: [
      { displayName: 'Connect this node to a document loader (such as the Default Data Loader)', name: 'notice', type: 'notice', default: '' },
      { displayName: 'Separator', name: 'separator', type: 'string', default: '', description: 'Where the text may be cut; empty cuts anywhere' },
      { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000, description: 'Most characters in one chunk' },
      { displayName: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 0, description: 'Characters a chunk repeats from the one before' },
    ],
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const separator = this.getNodeParameter('separator', itemIndex, '') as string;
    const chunkSize = this.getNodeParameter('chunkSize', itemIndex, 1000) as number;
    const chunkOverlap = this.getNodeParameter('chunkOverlap', itemIndex, 0) as number;
    return { response: recordSplits(new CharacterTextSplitter({ separator, chunkSize, chunkOverlap }), this) };
  }
}
