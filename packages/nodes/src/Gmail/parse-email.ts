import { simpleParser } from 'mailparser';
import type { IBinaryKeyData, IDataObject, INodeExecutionData } from '@weft/workflow';

/** What parsing needs of the node: turning attachment bytes into binary data. */
export interface BinaryPreparer {
  helpers: { prepareBinaryData?(data: Buffer, fileName?: string, mimeType?: string): Promise<IBinaryKeyData[string]> };
}

/** The message fields that stay beside the parsed mail. */
const BASE_FIELDS = ['id', 'threadId', 'labelIds', 'sizeEstimate'];

/**
 * A message fetched with format=raw, as n8n outputs it: the parsed mail (subject, from/to/cc as address
 * objects with their html and text forms, text, html, textAsHtml, date in ISO form ...), its header lines
 * by lower-cased name, and its attachments as binary fields `<prefix>0`, `<prefix>1` ... when asked for.
 */
export async function parseRawEmail(context: BinaryPreparer, message: IDataObject, options: { download: boolean; prefix: string }): Promise<INodeExecutionData> {
  const parsed = await simpleParser(Buffer.from(String(message.raw ?? ''), 'base64url'));
  const headers: IDataObject = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line;
  const binary: IBinaryKeyData = {};
  if (options.download) {
    const prepare = context.helpers.prepareBinaryData;
    if (!prepare) throw new Error('Attachments cannot be kept as binary data here');
    for (const [index, attachment] of parsed.attachments.entries()) {
      binary[`${options.prefix}${index}`] = await prepare.call(context.helpers, attachment.content, attachment.filename, attachment.contentType);
    }
  }
  const base = Object.fromEntries(BASE_FIELDS.filter((key) => message[key] !== undefined).map((key) => [key, message[key]]));
  const { headerLines: _lines, attachments: _attachments, headers: _map, date, ...mail } = parsed;
  const json = JSON.parse(JSON.stringify({ ...base, ...mail, headers, ...(date ? { date: date.toISOString() } : {}) })) as IDataObject;
  return { json, ...(Object.keys(binary).length > 0 ? { binary } : {}) };
}

/** The headers a "simplified" message carries. */
export const SIMPLE_HEADERS = ['From', 'To', 'Cc', 'Bcc', 'Subject'];

/**
 * The simplified form of messages fetched with format=metadata: each header becomes a field of its
 * own, and label ids become the labels' ids and names.
 */
export function simplifyMessages(messages: IDataObject[], labels: IDataObject[]): IDataObject[] {
  return messages.map((message) => {
    const item: IDataObject = { ...message };
    if (Array.isArray(item.labelIds)) {
      const ids = item.labelIds as string[];
      item.labels = labels.filter((label) => ids.includes(String(label.id))).map(({ id, name }) => ({ id, name }));
      delete item.labelIds;
    }
    const payload = item.payload as IDataObject | undefined;
    if (payload && Array.isArray(payload.headers)) {
      for (const header of payload.headers as IDataObject[]) item[String(header.name)] = header.value;
      const { headers: _headers, ...rest } = payload;
      item.payload = rest;
    }
    return item;
  });
}
