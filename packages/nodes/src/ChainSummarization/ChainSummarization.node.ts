import { VersionedNodeType } from '@weft/workflow';
import type { INodeTypeBaseDescription } from '@weft/workflow';
import { ChainSummarizationV1 } from './ChainSummarizationV1.node.js';
import { ChainSummarizationV2 } from './ChainSummarizationV2.node.js';

const baseDescription: INodeTypeBaseDescription = {
  displayName: 'Summarization Chain',
  name: '@n8n/n8n-nodes-langchain.chainSummarization',
  icon: 'file:summarization.svg',
  group: ['transform'],
  description: 'Transforms text into a concise summary',
  defaultVersion: 2.1,
  codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] }, alias: ['LangChain', 'Summarize'] },
};

/** Summarization Chain: version 1 (documents from a connected loader) and 2 to 2.1 (item JSON, binary or a loader). */
export class ChainSummarization extends VersionedNodeType {
  constructor() {
    const v2 = new ChainSummarizationV2(baseDescription);
    super({ 1: new ChainSummarizationV1(baseDescription), 2: v2, 2.1: v2 }, baseDescription);
  }
}
