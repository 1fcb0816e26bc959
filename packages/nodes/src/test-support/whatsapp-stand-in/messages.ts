import type { CloudState } from './cloud-api.js';

/*
 * What the Cloud API checks in a `messages` body before it accepts it (Meta's messages reference):
 * the product, recipient and type; per type its object (text body, media by exactly one of id/link,
 * location coordinates, contact names, an approved template with one value per variable).
 */

export interface Problem { message: string; code: number; details?: string; status?: number }

type Body = Record<string, unknown>;
const MEDIA = new Set(['audio', 'document', 'image', 'video', 'sticker']);
const TYPES = new Set(['text', 'location', 'contacts', 'template', 'interactive', 'reaction', ...MEDIA]);
const invalid = (details: string): Problem => ({ message: '(#100) Invalid parameter', code: 100, details });
const object = (value: unknown): Body | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Body : undefined);

function checkMedia(state: CloudState, type: string, media: Body | undefined): Problem | undefined {
  if (!media) return invalid(`The parameter ${type} is required.`);
  if (Boolean(media.id) === Boolean(media.link)) return invalid(`Param ${type} must have exactly one of id or link.`);
  if (media.link && !/^https?:\/\//.test(String(media.link))) return invalid(`Param ${type}['link'] is not a valid URI.`);
  if (media.id && !state.media.has(String(media.id))) return { message: '(#131053) Media upload error', code: 131053, details: `Media ID ${String(media.id)} was not found.` };
  if (media.caption !== undefined && (type === 'audio' || type === 'sticker')) return invalid(`Param ${type}['caption'] is not allowed for this media type.`);
  return undefined;
}

function checkTemplate(state: CloudState, template: Body | undefined): Problem | undefined {
  const language = object(template?.language);
  if (!template?.name || !language?.code) return invalid('Param template must have a name and language.code.');
  const found = state.templates.find((entry) => entry.name === template.name && entry.language === language.code && entry.status === 'APPROVED');
  if (!found) return { message: '(#132001) Template name does not exist in the translation', code: 132001, details: `template name (${String(template.name)}) does not exist in ${String(language.code)}` };
  const components = (Array.isArray(template.components) ? template.components : []) as Body[];
  for (const kind of ['BODY', 'HEADER']) {
    const defined = found.components.find((component) => component.type === kind);
    // A media header takes its file as its one parameter.
    const expected = defined?.format && defined.format !== 'TEXT' ? 1 : new Set(defined?.text?.match(/\{\{\d+\}\}/g) ?? []).size;
    const given = components.find((component) => String(component.type).toUpperCase() === kind);
    const count = Array.isArray(given?.parameters) ? given.parameters.length : 0;
    if (count !== expected) {
      return { message: '(#132000) Number of parameters does not match the expected number of params', code: 132000, details: `${kind.toLowerCase()}: number of localizable_params (${count}) does not match the expected number of params (${expected})` };
    }
    for (const parameter of (given?.parameters ?? []) as Body[]) {
      const kindOf = String(parameter.type);
      if (!object(parameter[kindOf]) && typeof parameter[kindOf] !== 'string') return invalid(`Parameter of type ${kindOf} is missing its ${kindOf} value.`);
    }
  }
  for (const button of components.filter((component) => component.type === 'button')) {
    if (!['quick_reply', 'url'].includes(String(button.sub_type)) || !/^[0-2]$/.test(String(button.index))) return invalid('Button components need a sub_type and an index from 0 to 2.');
  }
  return undefined;
}

export function checkMessage(state: CloudState, body: Body): Problem | undefined {
  if (body.messaging_product !== 'whatsapp') return invalid('The parameter messaging_product is required and must be whatsapp.');
  const to = String(body.to ?? '');
  if (!/^\+?\d{6,15}$/.test(to)) return invalid('The parameter to must be a phone number in international format.');
  const type = String(body.type ?? 'text');
  if (!TYPES.has(type)) return invalid(`Param type must be one of {${[...TYPES].join(', ')}}.`);
  if (state.allowedRecipients.length && !state.allowedRecipients.includes(to.replace(/\D/g, ''))) {
    return { message: '(#131030) Recipient phone number not in allowed list', code: 131030, details: 'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.' };
  }
  if (type === 'text') {
    const text = object(body.text);
    if (!text || typeof text.body !== 'string' || text.body === '') return invalid('The parameter text[\'body\'] is required.');
    if (text.body.length > 4096) return invalid('Param text[\'body\'] must be at most 4096 characters long.');
    if (text.preview_url !== undefined && typeof text.preview_url !== 'boolean') return invalid('Param text[\'preview_url\'] must be a boolean.');
  }
  if (MEDIA.has(type)) return checkMedia(state, type, object(body[type]));
  if (type === 'location') {
    const location = object(body.location);
    const latitude = Number(location?.latitude);
    const longitude = Number(location?.longitude);
    if (typeof location?.latitude !== 'number' || typeof location.longitude !== 'number' || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      return invalid('Param location must have a latitude (-90 to 90) and a longitude (-180 to 180).');
    }
  }
  if (type === 'contacts') {
    const contacts = Array.isArray(body.contacts) ? body.contacts as Body[] : [];
    if (contacts.length === 0) return invalid('The parameter contacts is required.');
    if (contacts.some((contact) => !object(contact.name)?.formatted_name)) return invalid('Param contacts[0][\'name\'][\'formatted_name\'] is required.');
  }
  if (type === 'template') return checkTemplate(state, object(body.template));
  return undefined;
}
