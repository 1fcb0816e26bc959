import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { subNodeDescription } from './sub-node-description.js';

/** The description the text splitter nodes share; each adds its parameters after the notice. */
export function textSplitterDescription(parts: {
  displayName: string; name: string; description: string; unit: 'characters' | 'tokens'; fields?: INodeProperties[]; options?: INodeProperties[];
}): INodeTypeDescription {
  return subNodeDescription('ai_textSplitter', 'Text Splitter', {
    displayName: parts.displayName,
    name: parts.name,
    icon: 'file:text-splitter.svg',
    version: 1,
    description: parts.description,
    codex: { categories: ['AI'], subcategories: { AI: ['Text Splitters'] } },
    properties: [
      { displayName: 'Connect this node to a document loader (such as the Default Data Loader)', name: 'notice', type: 'notice', default: '' },
      ...parts.fields ?? [],
      { displayName: 'Chunk Size', name: 'chunkSize', type: 'number', default: 1000, description: `Most ${parts.unit} in one chunk` },
      { displayName: 'Chunk Overlap', name: 'chunkOverlap', type: 'number', default: 0, description: `${parts.unit[0]?.toUpperCase()}${parts.unit.slice(1)} a chunk repeats from the one before` },
      ...parts.options ?? [],
    ],
  });
}
