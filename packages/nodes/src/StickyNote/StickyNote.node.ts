import type { INodeType, INodeTypeDescription } from '@weft/workflow';

/**
 * A note on the canvas: no inputs, no outputs, never run. The default content is n8n's, so that notes
 * saved without a `content` parameter read the same after import.
 */
export class StickyNote implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Sticky Note',
    name: 'n8n-nodes-base.stickyNote',
    icon: 'file:sticky-note.svg',
    group: ['input'],
    version: 1,
    description: 'A note on the canvas; it takes no part in runs',
    defaults: { name: 'Sticky Note', color: '#FFD233' },
    inputs: [],
    outputs: [],
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['comment', 'notes', 'sticky', 'annotation'] },
    properties: [
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        default: "## I'm a note \n**Double click** to edit me. [Guide](https://docs.n8n.io/workflows/components/sticky-notes/)",
      },
      { displayName: 'Height', name: 'height', type: 'number', default: 160, required: true },
      { displayName: 'Width', name: 'width', type: 'number', default: 240, required: true },
      { displayName: 'Color', name: 'color', type: 'number', default: 1, required: true },
    ],
  };
}
