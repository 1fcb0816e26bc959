import type { IDataObject } from '@weft/workflow';

/** The update's payload: `message`, `callback_query` ... whichever it carries. */
export function payloadOf(update: IDataObject): IDataObject | undefined {
  const key = Object.keys(update).find((name) => name !== 'update_id');
  const payload = key === undefined ? undefined : update[key];
  return typeof payload === 'object' && payload !== null ? payload as IDataObject : undefined;
}

const listOf = (ids: unknown) => String(ids ?? '').split(',').map((id) => id.trim()).filter(Boolean);

/**
 * Restrict to Chat IDs / User IDs: the chat of the update (a message's, or the message a pressed button
 * is under) and its sender must be listed. An update without a chat or sender does not pass a filter.
 */
export function passesFilters(update: IDataObject, fields: IDataObject): boolean {
  const payload = payloadOf(update);
  const chat = (payload?.chat ?? (payload?.message as IDataObject | undefined)?.chat) as IDataObject | undefined;
  const from = payload?.from as IDataObject | undefined;
  const chats = listOf(fields.chatIds);
  const users = listOf(fields.userIds);
  if (chats.length > 0 && !chats.includes(String(chat?.id))) return false;
  if (users.length > 0 && !users.includes(String(from?.id))) return false;
  return true;
}
