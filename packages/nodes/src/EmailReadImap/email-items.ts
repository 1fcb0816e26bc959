import libmime from 'libmime';
import type { FetchMessageObject, ImapFlow, MessageStructureObject } from 'imapflow';
import { simpleParser } from 'mailparser';
import type { IBinaryData, IDataObject, INodeExecutionData, ITriggerFunctions } from '@weft/workflow';

/** The headers n8n's simple format puts at the top of the item; every other one goes to `metadata`. */
const TOP_LEVEL_HEADERS = new Set(['cc', 'date', 'from', 'subject', 'to']);

/** Each header's first value, keys in lower case, encoded words decoded (node-imap's reading, which n8n used). */
export function headerValues(rawHeaders: Buffer): Record<string, string> {
  const parsed = libmime.decodeHeaders(rawHeaders.toString('binary'), { skipPrototypeKeys: true });
  const values: Record<string, string> = {};
  for (const [key, lines] of Object.entries(parsed)) {
    const first = lines[0];
    if (first === undefined) continue;
    values[key] = libmime.decodeWords(Buffer.from(first, 'binary').toString('utf8')).trim();
  }
  return values;
}

/** The leaf parts of a message, in order (a single-part message is its own part "1"). */
export function leafParts(structure: MessageStructureObject | undefined): MessageStructureObject[] {
  if (!structure) return [];
  if (structure.childNodes?.length) return structure.childNodes.flatMap(leafParts);
  return [{ ...structure, part: structure.part ?? '1' }];
}

async function downloadPart(client: ImapFlow, uid: number, part: string): Promise<Buffer> {
  const { content } = await client.download(String(uid), part, { uid: true });
  if (!content) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first text part of the subtype, decoded; '' when there is none (n8n's textHtml / textPlain). */
async function textOf(client: ImapFlow, uid: number, parts: MessageStructureObject[], subtype: 'html' | 'plain'): Promise<string> {
  const part = parts.find((candidate) => candidate.type.toLowerCase() === `text/${subtype}`);
  if (!part?.part) return '';
  return (await downloadPart(client, uid, part.part)).toString('utf8');
}

async function attachmentsOf(
  context: ITriggerFunctions, client: ImapFlow, uid: number, parts: MessageStructureObject[],
): Promise<IBinaryData[]> {
  const attachments: IBinaryData[] = [];
  for (const part of parts) {
    if (part.disposition?.toLowerCase() !== 'attachment' || !part.part) continue;
    const fileName = part.dispositionParameters?.filename ?? part.parameters?.name;
    attachments.push(await context.helpers.prepareBinaryData(await downloadPart(client, uid, part.part), fileName ? libmime.decodeWords(fileName) : undefined));
  }
  return attachments;
}

/** Simple: the main headers, the text and HTML bodies, the other headers as metadata, attachments if asked. */
export async function simpleItem(
  context: ITriggerFunctions, client: ImapFlow, message: FetchMessageObject, attachmentPrefix: string | undefined,
): Promise<INodeExecutionData> {
  const parts = leafParts(message.bodyStructure);
  const json: IDataObject = {
    textHtml: await textOf(client, message.uid, parts, 'html'),
    textPlain: await textOf(client, message.uid, parts, 'plain'),
    metadata: {},
    attributes: { uid: message.uid },
  };
  for (const [key, value] of Object.entries(headerValues(message.headers ?? Buffer.alloc(0)))) {
    if (!value) continue;
    if (TOP_LEVEL_HEADERS.has(key)) json[key] = value;
    else (json.metadata as IDataObject)[key] = value;
  }
  const item: INodeExecutionData = { json };
  if (attachmentPrefix !== undefined) {
    const attachments = await attachmentsOf(context, client, message.uid, parts);
    if (attachments.length > 0) item.binary = Object.fromEntries(attachments.map((binary, index) => [`${attachmentPrefix}${index}`, binary]));
  }
  return item;
}

/** Resolved: mailparser's reading of the whole message; headers as their lines, attachments as binary data. */
export async function resolvedItem(context: ITriggerFunctions, message: FetchMessageObject, attachmentPrefix: string): Promise<INodeExecutionData> {
  const parsed = await simpleParser(message.source ?? Buffer.alloc(0));
  const headers: IDataObject = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line;
  const binary: Record<string, IBinaryData> = {};
  for (const [index, attachment] of parsed.attachments.entries()) {
    binary[`${attachmentPrefix}${index}`] = await context.helpers.prepareBinaryData(attachment.content, attachment.filename, attachment.contentType);
  }
  // An item is JSON: mailparser's Date and Map values become what they would be once stored.
  const json = JSON.parse(JSON.stringify({ ...parsed, headers, headerLines: undefined, attachments: undefined })) as IDataObject;
  json.attributes = { uid: message.uid };
  return Object.keys(binary).length > 0 ? { json, binary } : { json };
}

/** Raw: the message body as the server holds it (the text after the headers, undecoded), as n8n gives it. */
export function rawItem(message: FetchMessageObject): INodeExecutionData {
  const body = message.bodyParts?.get('text');
  return { json: { raw: body ? body.toString('utf8') : '' } };
}
