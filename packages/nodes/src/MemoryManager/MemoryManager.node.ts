import { AIMessage, HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { BaseMessage } from '@langchain/core/messages';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { ChatMemory } from '../ai/chat-memory.js';
import { messageText } from '../ai/message-text.js';

interface MessageValue { type?: 'ai' | 'system' | 'user'; message?: string; hideFromUI?: boolean }

function toMessage(value: MessageValue): BaseMessage {
  // The flag is kept only when set, as n8n stores it.
  const fields = { content: value.message ?? '', additional_kwargs: value.hideFromUI === true ? { hideFromUI: true } : {} };
  if (value.type === 'ai') return new AIMessage(fields);
  if (value.type === 'user') return new HumanMessage(fields);
  return new SystemMessage(fields);
}

/**
 * Messages in groups keyed by message type (`{ human, ai, system }`): a group takes the following
 * messages until a type it already has comes, which starts the next group (n8n's grouping).
 */
function simplified(messages: BaseMessage[]): IDataObject[] {
  const groups: IDataObject[] = [];
  let group: IDataObject | undefined;
  for (const message of messages) {
    const type = message.getType();
    if (!group || type in group) {
      group = {};
      groups.push(group);
    }
    group[type] = messageText(message.content);
  }
  return groups;
}

async function executeForItem(context: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const connected = await context.getInputConnectionData('ai_memory', itemIndex) as ChatMemory | undefined;
  if (!connected || typeof connected.getMessages !== 'function') {
    throw new NodeOperationError(context.getNode(), 'The connected memory cannot be managed', { itemIndex });
  }
  const memory = connected.chatHistory;
  const pairedItem = { item: itemIndex };
  const mode = context.getNodeParameter('mode', itemIndex, 'load') as string;
  if (mode === 'delete') {
    const deleteMode = context.getNodeParameter('deleteMode', itemIndex, 'lastN') as string;
    if (deleteMode === 'all') {
      await memory.clear();
    } else {
      const count = context.getNodeParameter('lastMessagesCount', itemIndex, 2) as number;
      const messages = await memory.getMessages();
      // A store appends only: keeping the first messages means writing them again.
      if (count > 0 && messages.length > 0) {
        const kept = messages.slice(0, Math.max(0, messages.length - count));
        await memory.clear();
        if (kept.length > 0) await memory.addMessages(kept);
      }
    }
    return [{ json: { success: true }, pairedItem }];
  }
  if (mode === 'insert') {
    const values = (context.getNodeParameter('messages.messageValues', itemIndex, []) as MessageValue[]) ?? [];
    if (context.getNodeParameter('insertMode', itemIndex, 'insert') === 'override') await memory.clear();
    if (values.length > 0) await memory.addMessages(values.map(toMessage));
    return [{ json: { success: true }, pairedItem }];
  }
  const messages = await memory.getMessages();
  const simplify = context.getNodeParameter('simplifyOutput', itemIndex, true) === true;
  // Version 1 lists the messages unless grouping is asked for; 1.1 groups them unless asked not to.
  const group = context.getNodeParameter('options.groupMessages', itemIndex, context.getNode().typeVersion >= 1.1) === true;
  const shown: IDataObject[] = simplify && messages.length > 0 ? simplified(messages) : messages.map((message) => message.toJSON() as unknown as IDataObject);
  if (group) return [{ json: { messages: shown, messagesCount: shown.length }, pairedItem }];
  return shown.map((json) => ({ json, pairedItem }));
}

/** Chat Memory Manager: reads, adds or deletes the messages of the connected memory. */
export class MemoryManager implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Chat Memory Manager',
    name: '@n8n/n8n-nodes-langchain.memoryManager',
    icon: 'file:memory-manager.svg',
    group: ['transform'],
    version: [1, 1.1],
    description: 'Manage chat messages memory and use it in the workflow',
    defaults: { name: 'Chat Memory Manager' },
    codex: { categories: ['AI'], subcategories: { AI: ['Miscellaneous', 'Root Nodes'] } },
    inputs: [
      { displayName: '', type: 'main' },
      { displayName: 'Memory', type: 'ai_memory', required: true, maxConnections: 1 },
    ],
    outputs: [{ displayName: '', type: 'main' }],
    properties: [
  { displayName: "Operation Mode", name: "mode", type: "options", default: "load", noDataExpression: true, options: [
      { name: "Get Many Messages", value: "load", description: "Retrieve chat messages from connected memory" },
      { name: "Insert Messages", value: "insert", description: "Insert chat messages into connected memory" },
      { name: "Delete Messages", value: "delete", description: "Delete chat messages from connected memory" }
    ] },
  { displayName: "Insert Mode", name: "insertMode", type: "options", default: "insert", noDataExpression: true, displayOptions: {"show": {"mode": ["insert"]}}, options: [
      { name: "Insert Messages", value: "insert", description: "Add messages after the ones already in memory" },
      { name: "Override All Messages", value: "override", description: "Replace every message in memory with these" }
    ] },
  { displayName: "Delete Mode", name: "deleteMode", type: "options", default: "lastN", noDataExpression: true, displayOptions: {"show": {"mode": ["delete"]}}, options: [
      { name: "Last N", value: "lastN", description: "Delete the newest messages" },
      { name: "All Messages", value: "all", description: "Clear the whole conversation" }
    ] },
  { displayName: "Chat Messages", name: "messages", type: "fixedCollection", default: {}, placeholder: "Add message", displayOptions: {"show": {"mode": ["insert"]}}, typeOptions: {"multipleValues": true}, options: [
      { displayName: "Chat Message", name: "messageValues", values: [
      { displayName: "Type Name or ID", name: "type", type: "options", default: "system", options: [
          { name: "AI", value: "ai" },
          { name: "System", value: "system" },
          { name: "User", value: "user" }
        ] },
      { displayName: "Message", name: "message", type: "string", default: "", required: true },
      { displayName: "Hide Message in Chat", name: "hideFromUI", type: "boolean", default: false, required: true, description: "Whether to keep the message out of the chat window while the model still sees it" }
    ] }
    ] },
  { displayName: "Messages Count", name: "lastMessagesCount", type: "number", default: 2, description: "The number of latest messages to delete", displayOptions: {"show": {"mode": ["delete"], "deleteMode": ["lastN"]}} },
  { displayName: "Simplify Output", name: "simplifyOutput", type: "boolean", default: true, description: "Whether to give each question and answer as one object of their texts", displayOptions: {"show": {"mode": ["load"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", displayOptions: {"show": {"mode": ["load"]}}, options: [
      { displayName: "Group Messages", name: "groupMessages", type: "boolean", default: true, description: "Whether to output all messages as one item, or one item per message" }
    ] }
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    // Version 1 acts once, for the first item; 1.1 for every item.
    const count = this.getNode().typeVersion < 1.1 ? Math.min(1, items.length) : items.length;
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < count; itemIndex++) {
      try {
        output.push(...await executeForItem(this, itemIndex));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
