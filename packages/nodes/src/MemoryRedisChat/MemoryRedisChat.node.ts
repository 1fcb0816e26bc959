import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { ChatMemory } from '../ai/chat-memory.js';
import { RedisMessageStore } from '../ai/memory-stores.js';
import type { RedisCredentials } from '../ai/memory-stores.js';
import { sessionKeyOf } from '../ai/session-key.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** Version 1.2 added the "Session ID" choice; 1.4 shows the key for the chat trigger's session too. */
const SESSION_KEY_VERSIONS = { idTypeFrom: 1.2, inputKeyFrom: 1.4 };

/** Redis Chat Memory: conversations as Redis lists, optionally expiring. */
export class MemoryRedisChat implements INodeType {
  description: INodeTypeDescription = {
    ...subNodeDescription('ai_memory', 'Memory', {
    displayName: 'Redis Chat Memory',
    name: '@n8n/n8n-nodes-langchain.memoryRedisChat',
    icon: 'file:redis-memory.svg',
    version: [1, 1.1, 1.2, 1.3, 1.4, 1.5],
    description: 'Stores the chat history in Redis.',
    codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['Other memories'] } },
    credentials: [{ name: 'redis', required: true }],
    properties: [
  connectionHintNotice('This node must be connected to an AI agent or a chain'),
  { displayName: "Session Key", name: "sessionKey", type: "string", default: "chat_history", description: "The key to use to store the memory in the workflow data", displayOptions: {"show": {"@version": [1]}} },
  { displayName: "Session ID", name: "sessionKey", type: "string", default: "={{ $json.sessionId }}", description: "The key to use to store the memory", displayOptions: {"show": {"@version": [1.1]}} },
  { displayName: "Session ID", name: "sessionIdType", type: "options", default: "fromInput", displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.2}}]}}, options: [
      { name: "Connected Chat Trigger Node", value: "fromInput", description: "Looks for an input field called 'sessionId' coming from a directly connected Chat Trigger" },
      { name: "Define Below", value: "customKey", description: "Use an expression to reference data in previous nodes or enter static text" }
    ] },
  { displayName: "Session Key From Previous Node", name: "sessionKey", type: "string", default: "={{ $json.sessionId }}", displayOptions: {"show": {"sessionIdType": ["fromInput"], "@version": [{"_cnd": {"gte": 1.4}}]}} },
  { displayName: "Key", name: "sessionKey", type: "string", default: "", description: "The key to use to store the memory", displayOptions: {"show": {"sessionIdType": ["customKey"]}} },
  { displayName: "Session Time To Live", name: "sessionTTL", type: "number", default: 0, description: "For how long the session should be stored in seconds. If set to 0 it will not expire." },
  { displayName: "Context Window Length", name: "contextWindowLength", type: "number", default: 5, description: "The number of previous messages to consider for context", displayOptions: {"hide": {"@version": [{"_cnd": {"lt": 1.3}}]}} }
    ],
    }),
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const credentials = await this.getCredentials<RedisCredentials>('redis');
    const sessionKey = sessionKeyOf(this, itemIndex, SESSION_KEY_VERSIONS);
    const ttl = this.getNodeParameter('sessionTTL', itemIndex, 0) as number;
    // Before 1.3 the agent gets the whole conversation; later a window of turns.
    const turns = this.getNode().typeVersion < 1.3 ? undefined : this.getNodeParameter('contextWindowLength', itemIndex, 5) as number;
    return { response: new ChatMemory(new RedisMessageStore(credentials, sessionKey, ttl), turns, this) };
  }
}
