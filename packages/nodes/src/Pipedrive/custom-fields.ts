import type { IDataObject } from '@weft/workflow';
import type { ServiceContext } from '../shared/service-request.js';
import { pipedriveList } from './transport.js';

/*
 * Pipedrive keys custom fields by a 40-character hash and stores single and multiple options by id.
 * "Resolve Properties" turns a record's custom keys into the fields' names and option ids into labels;
 * "Encode Properties" does the reverse for the fields an update sends.
 */

interface Field { key: string; name: string; field_type: string; edit_flag?: boolean; options?: Array<{ id: number | string; label: string }> }

const ENTITY: Record<string, string> = { activity: 'activity', deal: 'deal', organization: 'organization', person: 'person', product: 'product' };

/** The custom fields of `resource`'s entity (from `/<entity>Fields`). */
export async function customFields(context: ServiceContext, resource: string, itemIndex?: number): Promise<Field[]> {
  const entity = ENTITY[resource];
  if (!entity) return [];
  const fields = await pipedriveList(context, `/${entity}Fields`, {}, undefined, itemIndex) as unknown as Field[];
  return fields.filter((field) => field.edit_flag === true || /^[0-9a-f]{40}$/.test(field.key));
}

const isOptionField = (field: Field) => field.field_type === 'enum' || field.field_type === 'set';

export function resolveProperties(record: IDataObject, fields: Field[]): IDataObject {
  const resolved: IDataObject = {};
  for (const [key, value] of Object.entries(record)) {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) {
      resolved[key] = value;
      continue;
    }
    let shown: unknown = value;
    if (isOptionField(field) && value !== null && value !== undefined && value !== '') {
      const label = (id: string) => field.options?.find((option) => String(option.id) === id.trim())?.label ?? id;
      shown = field.field_type === 'set' ? String(value).split(',').map(label).join(',') : label(String(value));
    }
    resolved[field.name] = shown as IDataObject[keyof IDataObject];
  }
  return resolved;
}

export function encodeProperties(body: IDataObject, fields: Field[]): IDataObject {
  const encoded: IDataObject = {};
  for (const [name, value] of Object.entries(body)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) {
      encoded[name] = value;
      continue;
    }
    let sent: unknown = value;
    if (isOptionField(field) && typeof value === 'string') {
      const id = (label: string) => field.options?.find((option) => option.label === label.trim())?.id ?? label;
      sent = field.field_type === 'set' ? value.split(',').map(id).join(',') : id(value);
    }
    encoded[field.key] = sent as IDataObject[keyof IDataObject];
  }
  return encoded;
}
