import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { SIMPLE_HEADERS, parseRawEmail, simplifyMessages } from './parse-email.js';
import type { BinaryPreparer } from './parse-email.js';
import { gmailRequest } from './transport.js';
import type { GmailContext } from './transport.js';

export interface ReadOptions {
  simple: boolean;
  downloadAttachments?: boolean;
  prefix?: string;
}

/** The account's labels (id and name), for simplified output. */
export async function labelList(context: GmailContext): Promise<IDataObject[]> {
  return ((await gmailRequest(context, 'GET', '/labels')).labels as IDataObject[] | undefined) ?? [];
}

/**
 * Messages as the node outputs them: simplified (metadata: headers as fields, label names), or
 * parsed from the raw message (text, html, addresses ...) with attachments as binary when asked.
 */
export async function readMessages(context: GmailContext & BinaryPreparer, ids: string[], options: ReadOptions): Promise<INodeExecutionData[]> {
  if (ids.length === 0) return [];
  if (options.simple) {
    const messages: IDataObject[] = [];
    for (const id of ids) {
      messages.push(await gmailRequest(context, 'GET', `/messages/${encodeURIComponent(id)}`, undefined, { format: 'metadata', metadataHeaders: SIMPLE_HEADERS }));
    }
    return simplifyMessages(messages, await labelList(context)).map((json) => ({ json }));
  }
  const items: INodeExecutionData[] = [];
  for (const id of ids) {
    const raw = await gmailRequest(context, 'GET', `/messages/${encodeURIComponent(id)}`, undefined, { format: 'raw' });
    items.push(await parseRawEmail(context, raw, { download: options.downloadAttachments === true, prefix: options.prefix ?? 'attachment_' }));
  }
  return items;
}
