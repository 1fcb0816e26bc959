import type { IDataObject, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { ChatMemory } from '../ai/chat-memory.js';
import { PostgresMessageStore } from '../ai/memory-stores.js';
import type { PostgresCredentials } from '../ai/memory-stores.js';
import { sessionKeyOf } from '../ai/session-key.js';
import { refuseSshTunnel } from '../shared/ssh-tunnel.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** Every version has the "Session ID" choice; 1.2 shows the key for the chat trigger's session too. */
const SESSION_KEY_VERSIONS = { inputKeyFrom: 1.2 };

/** Postgres Chat Memory: conversations in n8n's chat table of a PostgreSQL database. */
export class MemoryPostgresChat implements INodeType {
  description: INodeTypeDescription = {
    ...subNodeDescription('ai_memory', 'Memory', {
    displayName: 'Postgres Chat Memory',
    name: '@n8n/n8n-nodes-langchain.memoryPostgresChat',
    icon: 'file:postgres-memory.svg',
    version: [1, 1.1, 1.2, 1.3],
    description: 'Stores the chat history in a Postgres table.',
    codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['Other memories'] } },
    credentials: [{ name: 'postgres', required: true }],
    properties: [
  connectionHintNotice('This node must be connected to an AI agent or a chain'),
  { displayName: "Session ID", name: "sessionIdType", type: "options", default: "fromInput", options: [
      { name: "Connected Chat Trigger Node", value: "fromInput", description: "Looks for an input field called 'sessionId' coming from a directly connected Chat Trigger" },
      { name: "Define Below", value: "customKey", description: "Use an expression to reference data in previous nodes or enter static text" }
    ] },
  { displayName: "Session Key From Previous Node", name: "sessionKey", type: "string", default: "={{ $json.sessionId }}", displayOptions: {"show": {"sessionIdType": ["fromInput"], "@version": [{"_cnd": {"gte": 1.2}}]}} },
  { displayName: "Key", name: "sessionKey", type: "string", default: "", description: "The key to use to store the memory", displayOptions: {"show": {"sessionIdType": ["customKey"]}} },
  { displayName: "Table Name", name: "tableName", type: "string", default: "n8n_chat_histories", description: "The table name to store the chat history in. If the table does not exist, it will be created." },
  { displayName: "Context Window Length", name: "contextWindowLength", type: "number", default: 5, description: "The number of previous messages to consider for context", displayOptions: {"hide": {"@version": [{"_cnd": {"lt": 1.1}}]}} }
    ],
    }),
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const credentials = await this.getCredentials<PostgresCredentials>('postgres');
    const tableName = this.getNodeParameter('tableName', itemIndex, 'n8n_chat_histories') as string;
    const sessionKey = sessionKeyOf(this, itemIndex, SESSION_KEY_VERSIONS);
    // Version 1 gives the agent the whole conversation; later ones a window of turns.
    const turns = this.getNode().typeVersion < 1.1 ? undefined : this.getNodeParameter('contextWindowLength', itemIndex, 5) as number;
    let store: PostgresMessageStore;
    try {
      refuseSshTunnel(credentials as unknown as IDataObject, 'Postgres Chat Memory');
      store = new PostgresMessageStore(credentials, tableName, sessionKey);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error, { itemIndex });
    }
    return { response: new ChatMemory(store, turns, this) };
  }
}
