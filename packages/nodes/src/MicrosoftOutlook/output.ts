import type { IBinaryKeyData, IDataObject, IExecuteFunctions, INodeExecutionData, IPollFunctions } from '@weft/workflow';
import { graphRequest, graphRequestAll, segment } from './transport.js';

/*
 * Output as the node's Output field asks: Simplified (a fixed set of fields, asked of Graph with
 * $select), Raw (everything Graph answers) or Selected Fields; and a message's attachments as binary.
 */

export const SIMPLE_FIELDS: Record<string, string[]> = {
  message: ['id', 'conversationId', 'subject', 'bodyPreview', 'from', 'toRecipients', 'categories', 'hasAttachments'],
  contact: ['id', 'displayName', 'givenName', 'surname', 'emailAddresses', 'businessPhones', 'mobilePhone'],
  event: ['id', 'subject', 'bodyPreview', 'start', 'end', 'organizer', 'attendees', 'webLink'],
};

export interface OutputChoice { output: string; fields: string[] }

export function outputChoice(context: IExecuteFunctions | IPollFunctions, itemIndex: number): OutputChoice {
  const getParameter = (name: string, fallback: unknown) => (context.getNodeParameter as (name: string, index: number, fallback: unknown) => unknown).call(context, name, itemIndex, fallback);
  return { output: String(getParameter('output', 'simple')), fields: (getParameter('fields', []) as string[] | undefined) ?? [] };
}

/** The $select of an output choice (none for Raw). */
export function selectOf(choice: OutputChoice, kind: string): IDataObject {
  if (choice.output === 'simple') return { $select: (SIMPLE_FIELDS[kind] ?? []).join(',') };
  if (choice.output === 'fields' && choice.fields.length > 0) return { $select: choice.fields.join(',') };
  return {};
}

/** Graph's answer shaped for output: OData annotations dropped unless Raw was asked for. */
export function shaped(entry: IDataObject, choice: OutputChoice): IDataObject {
  if (choice.output === 'raw') return entry;
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !key.startsWith('@odata.')));
}

/** A message's file attachments as binary fields `${prefix}0`, `${prefix}1` ... of its item. */
export async function withAttachments(context: IExecuteFunctions | IPollFunctions, json: IDataObject, prefix: string, itemIndex?: number): Promise<INodeExecutionData> {
  const attachments = await graphRequestAll(context, `/messages/${segment(String(json.id))}/attachments`, {}, Infinity, itemIndex);
  const binary: IBinaryKeyData = {};
  const prepare = context.helpers.prepareBinaryData as (data: Buffer, fileName?: string, mimeType?: string) => Promise<IBinaryKeyData[string]>;
  for (const [index, attachment] of attachments.filter((entry) => typeof entry.contentBytes === 'string').entries()) {
    binary[`${prefix}${index}`] = await prepare(
      Buffer.from(String(attachment.contentBytes), 'base64'), String(attachment.name ?? `attachment_${index}`), String(attachment.contentType ?? 'application/octet-stream'),
    );
  }
  return Object.keys(binary).length > 0 ? { json, binary } : { json };
}

/** Messages as items: shaped, with their attachments when asked. */
export async function messageItems(
  context: IExecuteFunctions | IPollFunctions, messages: IDataObject[], choice: OutputChoice, options: IDataObject, itemIndex?: number,
): Promise<INodeExecutionData[]> {
  const items: INodeExecutionData[] = [];
  for (const message of messages) {
    const json = shaped(message, choice);
    items.push(options.downloadAttachments === true
      ? await withAttachments(context, json, String(options.attachmentsPrefix ?? 'attachment_'), itemIndex)
      : { json });
  }
  return items;
}

/** A message's MIME content (`$value`) as a binary field. */
export async function mimeContent(context: IExecuteFunctions, messageId: string, itemIndex: number, fileName: string): Promise<IBinaryKeyData[string]> {
  const bytes = await graphRequest(context, { path: `/messages/${segment(messageId)}/$value`, binary: true, itemIndex }) as Buffer;
  return context.helpers.prepareBinaryData(bytes, fileName, 'message/rfc822');
}
