import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import type { SupportedTextSplitterLanguage } from '@langchain/textsplitters';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { recordSplits } from '../ai/text-splitter-log.js';

const LANGUAGES = ['cpp', 'go', 'java', 'js', 'php', 'proto', 'python', 'rst', 'ruby', 'rust', 'scala', 'swift', 'markdown', 'latex', 'html'];
const LANGUAGE_NAMES: Record<string, string> = { cpp: 'C++', js: 'JavaScript', php: 'PHP', rst: 'reStructuredText', html: 'HTML', latex: 'LaTeX' };

/** Recursive Character Text Splitter: splits on paragraphs, then lines, then words, until chunks fit. */
export class TextSplitterRecursiveCharacterTextSplitter implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Recursive Character Text Splitter',
    name: '@n8n/n8n-nodes-langchain.textSplitterRecursiveCharacterTextSplitter',
    icon: 'file:text-splitter.svg',
    group: ['transform'],
    version: 1,
    description: 'Split text into chunks, keeping paragraphs and sentences together where they fit',
    defaults: { name: 'Recursive Character Text Splitter' },
    codex: { categories: ['AI'], subcategories: { AI: ['Text Splitters'] } },
    inputs: [],
    outputs: ['ai_textSplitter'],
    outputNames: ['Text Splitter'],
    properties: [
      { displayName: 'Connect this node to a document loader (such as the Default Data Loader)', name: 'notice', type: 'notice', default: '' },
      { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000, description: 'Most characters in one chunk' },
      { displayName: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 0, description: 'Characters a chunk repeats from the one before' },
      {
        displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
        options: [{
          displayName: 'Split Code', name: 'splitCode', type: 'options', default: 'markdown',
          description: 'Split on the structure of this language (functions, classes, headings) first',
          options: LANGUAGES.map((value) => ({ name: LANGUAGE_NAMES[value] ?? value[0]?.toUpperCase() + value.slice(1), value })),
        }],
      },
    ],
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const chunkSize = this.getNodeParameter('chunkSize', itemIndex, 1000) as number;
    const chunkOverlap = this.getNodeParameter('chunkOverlap', itemIndex, 0) as number;
    const language = (this.getNodeParameter('options.splitCode', itemIndex, '') as string) || undefined;
    const splitter = language
      ? RecursiveCharacterTextSplitter.fromLanguage(language as SupportedTextSplitterLanguage, { chunkSize, chunkOverlap })
      : new RecursiveCharacterTextSplitter({ chunkSize, chunkOverlap });
    return { response: recordSplits(splitter, this) };
  }
}
