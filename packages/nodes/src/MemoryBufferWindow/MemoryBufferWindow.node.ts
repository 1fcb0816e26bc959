import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { ChatMemory } from '../ai/chat-memory.js';
import { processMemoryStore } from '../ai/memory-stores.js';
import { sessionKeyOf } from '../ai/session-key.js';
import { subNodeDescription } from '../ai/sub-node-description.js';

/** Version 1.2 added the "Session ID" choice; 1.3 shows the key for the chat trigger's session too. */
const SESSION_KEY_VERSIONS = { idTypeFrom: 1.2, inputKeyFrom: 1.3 };

/** Simple Memory: the last turns of each conversation, kept in the process, for an agent. */
export class MemoryBufferWindow implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_memory', 'Memory', {
    displayName: 'Simple Memory',
    name: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
    icon: 'file:memory.svg',
    version: [1, 1.1, 1.2, 1.3],
    description: 'Stores in n8n memory, so no credentials required',
    codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['For Beginners'] } },
    properties: [
  { displayName: "Save time with an example of how this node works", name: "notice", type: "notice", default: "" },
  { displayName: "Session ID", name: "sessionKey", type: "string", default: "chat_history", displayOptions: {"show": {"@version": [1]}} },
  { displayName: "Session ID", name: "sessionKey", type: "string", default: "={{ $json.sessionId }}", displayOptions: {"show": {"@version": [1.1]}} },
  { displayName: "Session ID", name: "sessionIdType", type: "options", default: "fromInput", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.2}}]}}, options: [
      { name: "Connected Chat Trigger Node", value: "fromInput" },
      { name: "Define Below", value: "customKey" }
    ] },
  { displayName: "Session ID", name: "sessionKey", type: "string", default: "={{ $json.sessionId }}", displayOptions: {"show": {"sessionIdType": ["fromInput"], "@version": [{"_cnd": {"gte": 1.3}}]}} },
  { displayName: "Session ID", name: "sessionKey", type: "string", default: "", displayOptions: {"show": {"sessionIdType": ["customKey"]}} },
  { displayName: "Context Window Length", name: "contextWindowLength", type: "number", default: 5 }

    ],
  });

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const turns = this.getNodeParameter('contextWindowLength', itemIndex, 5) as number;
    const workflowId = this.getWorkflow().id ?? 'unsaved';
    const store = processMemoryStore(workflowId, sessionKeyOf(this, itemIndex, SESSION_KEY_VERSIONS));
    return { response: new ChatMemory(store, turns, this) };
  }
}
