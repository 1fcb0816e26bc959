import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import type { SupportedTextSplitterLanguage } from '@langchain/textsplitters';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { textSplitterDescription } from '../ai/text-splitter-description.js';
import { recordSplits } from '../ai/text-splitter-log.js';

const LANGUAGES = ['cpp', 'go', 'java', 'js', 'php', 'proto', 'python', 'rst', 'ruby', 'rust', 'scala', 'swift', 'markdown', 'latex', 'html'];
const LANGUAGE_NAMES: Record<string, string> = { cpp: 'C++', js: 'JavaScript', php: 'PHP', rst: 'reStructuredText', html: 'HTML', latex: 'LaTeX' };

/** Recursive Character Text Splitter: splits on paragraphs, then lines, then words, until chunks fit. */
export class TextSplitterRecursiveCharacterTextSplitter implements INodeType {
  description: INodeTypeDescription = textSplitterDescription({
    displayName: 'Recursive Character Text Splitter', name: '@n8n/n8n-nodes-langchain.textSplitterRecursiveCharacterTextSplitter',
    description: 'Split text into chunks, keeping paragraphs and sentences together where they fit', unit: 'characters',
    options: [{
      displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
      options: [{
        displayName: 'Split Code', name: 'splitCode', type: 'options', default: 'markdown',
        description: 'Split on the structure of this language (functions, classes, headings) first',
        options: LANGUAGES.map((value) => ({ name: LANGUAGE_NAMES[value] ?? value[0]?.toUpperCase() + value.slice(1), value })),
      }],
    }],
  });

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
