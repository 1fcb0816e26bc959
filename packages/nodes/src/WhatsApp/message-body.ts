import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { uploadBinary } from './media.js';

/* The `messages` request bodies of Send, by message type, as Meta's Cloud API reference gives them. */

const MEDIA_TYPES = new Set(['audio', 'document', 'image', 'video', 'sticker']);
const compact = (object: IDataObject): IDataObject => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== '' && value !== undefined));
const listOf = (collection: unknown, key: string): IDataObject[] => {
  const entries = ((collection ?? {}) as IDataObject)[key];
  return (Array.isArray(entries) ? entries : entries ? [entries] : []) as IDataObject[];
};

/** A contact card: name, then the optional addresses, birthday, emails, organization, phones and URLs. */
function contactOf(context: IExecuteFunctions, i: number): IDataObject {
  const name = ((context.getNodeParameter('name', i, {}) as IDataObject).data ?? {}) as IDataObject;
  if (!name.formatted_name) throw new NodeOperationError(context.getNode(), 'The contact needs a Formatted Name', { itemIndex: i, description: 'Set Name > Formatted Name: WhatsApp requires it.' });
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const version = context.getNode().typeVersion;
  const contact: IDataObject = { name: compact(name) };
  const addresses = listOf(fields.addresses, 'address').map(compact);
  if (addresses.length) contact.addresses = addresses;
  if (fields.birthday) contact.birthday = fields.birthday;
  const emails = listOf(fields.emails, 'data').map(compact);
  if (emails.length) contact.emails = emails;
  const organization = listOf(fields.organization, 'data')[0];
  if (organization) contact.org = compact(organization);
  const phones = listOf(fields.phones, 'data').map((phone) => {
    // Version 1's "WhatsApp ID" type makes the number the contact's WhatsApp ID.
    if (version === 1 && phone.type === 'wa_id') return compact({ phone: phone.phone as string, wa_id: phone.phone as string });
    return compact({ phone: phone.phone as string, type: phone.type as string, wa_id: phone.whatsapp_user_id as string });
  });
  if (phones.length) contact.phones = phones;
  const urls = listOf(fields.urls, 'url').map(compact);
  if (urls.length) contact.urls = urls;
  return contact;
}

/** A media object: by link, by uploaded id, or the item's binary uploaded first. */
async function mediaOf(context: IExecuteFunctions, i: number, type: string, phoneNumberId: string): Promise<IDataObject> {
  const path = context.getNodeParameter('mediaPath', i, 'useMediaLink') as string;
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const media: IDataObject = {};
  if (path === 'useMediaId') {
    media.id = context.getNodeParameter('mediaId', i, '') as string;
    if (type === 'document') media.filename = context.getNodeParameter('mediaFilename', i, '') as string;
  } else if (path === 'useMedian8n') {
    const uploaded = await uploadBinary(context, i, phoneNumberId, context.getNodeParameter('mediaPropertyName', i, 'data') as string, fields.mediaFilename as string | undefined);
    media.id = uploaded.id;
    if (type === 'document') media.filename = uploaded.filename;
  } else {
    media.link = context.getNodeParameter('mediaLink', i, '') as string;
  }
  if (!media.id && !media.link) throw new NodeOperationError(context.getNode(), `The ${type} needs a ${path === 'useMediaId' ? 'media ID' : 'link'}`, { itemIndex: i });
  if (type === 'document' && fields.mediaFilename) media.filename = fields.mediaFilename;
  // WhatsApp shows no caption on audio and stickers.
  if (fields.mediaCaption && type !== 'audio' && type !== 'sticker') media.caption = fields.mediaCaption;
  return media;
}

/** Send's body for the item's message type. */
export async function sendBody(context: IExecuteFunctions, i: number, phoneNumberId: string): Promise<IDataObject> {
  const type = context.getNodeParameter('messageType', i, 'text') as string;
  if (type === 'text') {
    const options = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
    return { type, text: { body: context.getNodeParameter('textBody', i, '') as string, preview_url: options.previewUrl === true } };
  }
  if (type === 'location') {
    const place = ((context.getNodeParameter('additionalFields', i, {}) as IDataObject).nameAndAddress ?? {}) as IDataObject;
    return { type, location: { longitude: Number(context.getNodeParameter('longitude', i)), latitude: Number(context.getNodeParameter('latitude', i)), ...compact(place) } };
  }
  if (type === 'contacts') return { type, contacts: [contactOf(context, i)] };
  if (MEDIA_TYPES.has(type)) return { type, [type]: await mediaOf(context, i, type, phoneNumberId) };
  throw new NodeOperationError(context.getNode(), `The message type "${type}" is not supported`, { itemIndex: i });
}

/** A template parameter as the Cloud API takes it (currency and date-time with a fallback text). */
function parameterOf(parameter: IDataObject): IDataObject {
  if (parameter.type === 'currency') {
    return { type: 'currency', currency: { code: parameter.code, amount_1000: Number(parameter.amount_1000), fallback_value: parameter.fallback_value || `${String(Number(parameter.amount_1000) / 1000)} ${String(parameter.code)}` } };
  }
  if (parameter.type === 'date_time') return { type: 'date_time', date_time: { fallback_value: String(parameter.date_time ?? '') } };
  if (parameter.type === 'image') return { type: 'image', image: { link: parameter.imageLink } };
  if (parameter.type === 'payload') return { type: 'payload', payload: parameter.payload ?? '' };
  return { type: 'text', text: parameter.text ?? '' };
}

/** Send Template's body: the template (`name|language`) and its components' parameters. */
export function templateBody(context: IExecuteFunctions, i: number): IDataObject {
  const chosen = String(context.getNodeParameter('template', i, '') ?? '');
  const [name, language] = chosen.split('|');
  if (!name || !language) {
    throw new NodeOperationError(context.getNode(), `The template "${chosen}" is not a template of the list`, { itemIndex: i, description: 'Choose a template from the list, or give "name|language" (e.g. hello_world|en_US).' });
  }
  const components = listOf(context.getNodeParameter('components', i, {}), 'component').map((component) => {
    if (component.type === 'button') {
      return { type: 'button', sub_type: component.sub_type ?? 'quick_reply', index: String(component.index ?? 0), parameters: listOf(component.buttonParameters, 'parameter').map(parameterOf) };
    }
    const key = component.type === 'header' ? 'headerParameters' : 'bodyParameters';
    return { type: component.type ?? 'body', parameters: listOf(component[key], 'parameter').map(parameterOf) };
  });
  return { type: 'template', template: { name, language: { code: language }, ...(components.length ? { components } : {}) } };
}
