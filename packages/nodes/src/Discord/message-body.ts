import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/* A message's body as Discord takes it: content, embeds, flags, a reply; files as multipart. */

const FLAG_BITS: Record<string, number> = { SUPPRESS_EMBEDS: 1 << 2, SUPPRESS_NOTIFICATIONS: 1 << 12 };

function parseJson(context: IExecuteFunctions, value: unknown, label: string, i: number): IDataObject {
  if (typeof value === 'object' && value !== null) return value as IDataObject;
  try {
    return JSON.parse(String(value || '{}')) as IDataObject;
  } catch {
    throw new NodeOperationError(context.getNode(), `${label} is not valid JSON`, { itemIndex: i });
  }
}

/** The entries of a multiple-values fixed collection (none when it was never filled). */
function listOf(collection: unknown): IDataObject[] {
  const values = (collection as { values?: unknown } | null)?.values;
  if (Array.isArray(values)) return values as IDataObject[];
  return values && typeof values === 'object' ? [values as IDataObject] : [];
}

/** Embeds from the Embeds fields (author, colour, image … as Discord's objects) or their JSON. */
function embedsOf(context: IExecuteFunctions, i: number): IDataObject[] {
  const entries = listOf(context.getNodeParameter('embeds', i, {}));
  return entries.map((entry) => {
    if (entry.inputMethod === 'json') return parseJson(context, entry.json, 'The embed', i);
    const embed: IDataObject = {};
    if (entry.description) embed.description = entry.description;
    if (entry.title) embed.title = entry.title;
    if (entry.url) embed.url = entry.url;
    if (entry.author) embed.author = { name: entry.author };
    if (entry.color) embed.color = parseInt(String(entry.color).replace(/^#/, ''), 16);
    if (entry.timestamp) embed.timestamp = new Date(String(entry.timestamp)).toISOString();
    for (const media of ['image', 'thumbnail', 'video']) if (entry[media]) embed[media] = { url: entry[media] };
    if (Object.keys(embed).length === 0) throw new NodeOperationError(context.getNode(), 'An embed has no fields set', { itemIndex: i });
    return embed;
  });
}

/** Flags named in the options, as Discord's bit field. */
export const flagsOf = (flags: unknown) => ((flags ?? []) as string[]).reduce((bits, flag) => bits | (FLAG_BITS[flag] ?? 0), 0);

/** The JSON body of Send (bot) and Send a Message (webhook) in version 2. */
export function messageBody(context: IExecuteFunctions, i: number): IDataObject {
  const options = context.getNodeParameter('options', i, {}) as IDataObject;
  const body: IDataObject = { content: context.getNodeParameter('content', i, '') };
  const embeds = embedsOf(context, i);
  if (embeds.length > 0) body.embeds = embeds;
  if (options.tts) body.tts = true;
  const flags = flagsOf(options.flags);
  if (flags) body.flags = flags;
  if (options.message_reference) body.message_reference = { message_id: options.message_reference, fail_if_not_exists: true };
  for (const key of ['username', 'avatar_url']) if (options[key]) body[key] = options[key];
  return body;
}

/** The body with the item's binary files (the Files list): multipart with payload_json, else the JSON itself. */
export async function withFiles(context: IExecuteFunctions, body: IDataObject, i: number): Promise<IDataObject | FormData> {
  const fields = listOf(context.getNodeParameter('files', i, {}))
    .flatMap((entry) => String(entry.inputFieldName ?? '').split(',')).map((name) => name.trim()).filter(Boolean);
  if (fields.length === 0) return body;
  const form = new FormData();
  const attachments: IDataObject[] = [];
  for (const [index, field] of fields.entries()) {
    const binary = context.helpers.assertBinaryData(i, field);
    const bytes = await context.helpers.getBinaryDataBuffer(i, field);
    const fileName = binary.fileName ?? `${field}.${binary.fileExtension ?? 'bin'}`;
    form.append(`files[${index}]`, new Blob([bytes], { type: binary.mimeType }), fileName);
    attachments.push({ id: index, filename: fileName });
  }
  form.append('payload_json', JSON.stringify({ ...body, attachments }));
  return form;
}
