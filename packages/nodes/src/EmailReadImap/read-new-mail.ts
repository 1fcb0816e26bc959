import type { FetchQueryObject, ImapFlow, SearchObject } from 'imapflow';
import type { INodeExecutionData, ITriggerFunctions } from '@weft/workflow';
import { rawItem, resolvedItem, simpleItem } from './email-items.js';

export type EmailFormat = 'simple' | 'resolved' | 'raw';

export interface ReadSettings {
  format: EmailFormat;
  /** Where attachments go (`attachment_0`, ...); undefined in the simple format without Download Attachments. */
  attachmentPrefix?: string;
  markAsRead: boolean;
  /** Version 2.1 fetches 20 messages at a time, each batch a run; earlier versions all at once. */
  batchSize?: number;
}

/** What each format needs from the server. */
function fetchQuery(format: EmailFormat): FetchQueryObject {
  if (format === 'resolved') return { uid: true, source: true };
  if (format === 'raw') return { uid: true, bodyParts: ['text'] };
  return { uid: true, headers: true, bodyStructure: true };
}

/**
 * Finds the messages matching `query` above `afterUid`, turns each into an item in the chosen format,
 * marks them read when asked (once they are read, as n8n does) and hands each batch to `onBatch`.
 * Answers the highest UID seen.
 */
export async function readNewMail(
  context: ITriggerFunctions, client: ImapFlow, query: SearchObject, settings: ReadSettings,
  afterUid: number | undefined, onBatch: (items: INodeExecutionData[]) => void,
): Promise<number | undefined> {
  let highest = afterUid;
  for (;;) {
    const search: SearchObject = highest === undefined ? query : { ...query, uid: `${highest + 1}:*` };
    const found = (await client.search(search, { uid: true })) || [];
    // "n:*" always includes the highest existing UID, even below n.
    const uids = found.filter((uid) => highest === undefined || uid > highest).sort((a, b) => a - b);
    const batch = settings.batchSize ? uids.slice(0, settings.batchSize) : uids;
    if (batch.length === 0) return highest;
    const messages = await client.fetchAll(batch.join(','), fetchQuery(settings.format), { uid: true });
    messages.sort((a, b) => a.uid - b.uid);
    const items: INodeExecutionData[] = [];
    for (const message of messages) {
      if (settings.format === 'resolved') items.push(await resolvedItem(context, message, settings.attachmentPrefix ?? 'attachment_'));
      else if (settings.format === 'raw') items.push(rawItem(message));
      else items.push(await simpleItem(context, client, message, settings.attachmentPrefix));
    }
    if (settings.markAsRead) await client.messageFlagsAdd(batch.join(','), ['\\Seen'], { uid: true });
    highest = Math.max(...batch);
    if (items.length > 0) onBatch(items);
    if (!settings.batchSize || uids.length <= settings.batchSize) return highest;
  }
}
