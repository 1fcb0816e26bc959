/**
 * The header through which the server tells the Chat Trigger which signed-in user calls ("n8n User
 * Auth"); the server drops a caller's own. Its own module so that the server's webhook routes read
 * it without loading the node.
 */
export const CHAT_USER_HEADER = 'x-weft-chat-user';
