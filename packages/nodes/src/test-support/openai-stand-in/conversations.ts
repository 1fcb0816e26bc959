import { invalid, missing, notFound, rateLimit } from './kit.js';
import type { StandInApi } from './kit.js';

/* OpenAI's Conversations API (create, retrieve, update metadata, delete); responses add their turns to it. */

export interface Conversation { id: string; object: 'conversation'; created_at: number; metadata: Record<string, unknown>; items: unknown[] }

export const conversations = new Map<string, Conversation>();

const shown = ({ items: _items, ...conversation }: Conversation) => conversation;

function metadataOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid("Invalid type for 'metadata': expected an object.", 'metadata');
  if (Object.keys(value).length > 16) throw invalid("Invalid 'metadata': too many properties. Expected an object with at most 16 properties.", 'metadata');
  return value as Record<string, unknown>;
}

export const conversationsApi: StandInApi = (call, state) => {
  const match = /^\/v1\/conversations(?:\/([^/]+))?$/.exec(call.path);
  if (!match) return undefined;
  if (state.takeRateLimit()) throw rateLimit('conversations');
  const id = match[1];
  const body = call.body ?? {};
  if (!id) {
    if (call.method !== 'POST') return undefined;
    const items = body.items ?? [];
    if (!Array.isArray(items)) throw invalid("Invalid type for 'items': expected an array.", 'items');
    if (items.length > 20) throw invalid("Invalid 'items': array too long. Expected an array with maximum length 20.", 'items');
    items.forEach((item, index) => {
      const { role, content } = (item ?? {}) as Record<string, unknown>;
      if (typeof role !== 'string') throw missing(`items[${index}].role`);
      if (content === undefined) throw missing(`items[${index}].content`);
    });
    const conversation: Conversation = { id: state.id('conv'), object: 'conversation', created_at: state.now(), metadata: metadataOf(body.metadata), items };
    conversations.set(conversation.id, conversation);
    return { json: shown(conversation) };
  }
  const conversation = conversations.get(id);
  if (!conversation) throw notFound(`Conversation with id '${id}' not found.`);
  if (call.method === 'GET') return { json: shown(conversation) };
  if (call.method === 'POST') {
    if (body.metadata === undefined) throw missing('metadata');
    conversation.metadata = metadataOf(body.metadata);
    return { json: shown(conversation) };
  }
  if (call.method === 'DELETE') {
    conversations.delete(id);
    return { json: { id, object: 'conversation.deleted', deleted: true } };
  }
  return undefined;
};
