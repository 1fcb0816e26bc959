import type { INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';

/**
 * `@n8n/n8n-nodes-langchain.manualChatTrigger` (n8n's earlier chat trigger): starts the workflow with a
 * message typed in the editor's chat panel, which supplies `{ sessionId, action, chatInput }`.
 */
export class ManualChatTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Manual Chat Trigger',
    name: '@n8n/n8n-nodes-langchain.manualChatTrigger',
    icon: 'file:manual-chat-trigger.svg',
    group: ['trigger'],
    version: [1, 1.1],
    description: 'Runs the workflow with a message typed in the editor\'s chat panel',
    eventTriggerDescription: '',
    maxNodes: 1,
    hidden: true,
    defaults: { name: 'When chat message received', color: '#909298' },
    codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Other Trigger Nodes'] }, alias: ['chat', 'message'] },
    inputs: [],
    outputs: ['main'],
    properties: [
      { displayName: 'This node is where a manual chat workflow execution starts. To make one, go back to the canvas and click ‘Chat’', name: 'notice', type: 'notice', default: '' },
      { displayName: 'Chat and execute workflow', name: 'openChat', type: 'button', default: '', typeOptions: { buttonConfig: { action: 'openChat' } } },
    ],
  } as INodeTypeDescription;

  /** Run without the chat panel (a plain manual run), it starts with an empty message. */
  async execute(): Promise<INodeExecutionData[][]> {
    return [[{ json: {} }]];
  }
}
