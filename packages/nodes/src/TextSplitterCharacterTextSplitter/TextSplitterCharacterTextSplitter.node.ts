import { CharacterTextSplitter } from '@langchain/textsplitters';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { textSplitterDescription } from '../ai/text-splitter-description.js';
import { recordSplits } from '../ai/text-splitter-log.js';

/** Character Text Splitter: splits on one separator, then joins the pieces into chunks of a size. */
export class TextSplitterCharacterTextSplitter implements INodeType {
  description: INodeTypeDescription = textSplitterDescription({
    displayName: 'Character Text Splitter', name: '@n8n/n8n-nodes-langchain.textSplitterCharacterTextSplitter',
    description: 'Split text into chunks on a separator', unit: 'characters',
    fields: [{ displayName: 'Separator', name: 'separator', type: 'string', default: '', description: 'Where the text may be cut; empty cuts anywhere' }],
  });

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const separator = this.getNodeParameter('separator', itemIndex, '') as string;
    const chunkSize = this.getNodeParameter('chunkSize', itemIndex, 1000) as number;
    const chunkOverlap = this.getNodeParameter('chunkOverlap', itemIndex, 0) as number;
    return { response: recordSplits(new CharacterTextSplitter({ separator, chunkSize, chunkOverlap }), this) };
  }
}
