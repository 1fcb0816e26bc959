import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { customFields, encodeProperties, resolveProperties } from '../custom-fields.js';
import { pipedriveList, pipedriveRequest } from '../transport.js';
import { pipedriveBody } from './body.js';

/* Create, get, get many, update and delete on Pipedrive's entities, and the deal and person/organization searches. */

interface Entity { path: string; id: string; update: 'PUT' | 'PATCH' }

export const ENTITIES: Record<string, Entity> = {
  activity: { path: '/activities', id: 'activityId', update: 'PUT' },
  deal: { path: '/deals', id: 'dealId', update: 'PUT' },
  lead: { path: '/leads', id: 'leadId', update: 'PATCH' },
  note: { path: '/notes', id: 'noteId', update: 'PUT' },
  organization: { path: '/organizations', id: 'organizationId', update: 'PUT' },
  person: { path: '/persons', id: 'personId', update: 'PUT' },
  product: { path: '/products', id: 'productId', update: 'PUT' },
};

/** What each resource's Create sends besides its additional fields. */
function createFields(context: IExecuteFunctions, resource: string, itemIndex: number): IDataObject {
  const param = (name: string) => context.getNodeParameter(name, itemIndex) as IDataObject[keyof IDataObject];
  switch (resource) {
    case 'activity': return { subject: param('subject'), done: param('done'), type: param('type') };
    case 'deal': return { title: param('title'), ...(param('associateWith') === 'person' ? { person_id: param('person_id') } : { org_id: param('org_id') }) };
    case 'lead': return { title: param('title'), ...(param('associateWith') === 'person' ? { person_id: param('person_id') } : { organization_id: param('organization_id') }) };
    case 'note': return { content: param('content') };
    default: return { name: param('name') };
  }
}

/** Query parameters of a Get Many, from the resource's filters or additional fields. */
function listQuery(context: IExecuteFunctions, resource: string, itemIndex: number): IDataObject {
  const filterName = ['deal', 'lead', 'organization'].includes(resource) ? 'filters' : 'additionalFields';
  const given = resource === 'product' ? {} : context.getNodeParameter(filterName, itemIndex, {}) as IDataObject;
  const qs: IDataObject = {};
  for (const [name, value] of Object.entries(given)) {
    if (name === 'filterId') qs.filter_id = value;
    else if (name === 'firstChar') qs.first_char = value;
    else if (name === 'done') qs.done = value ? 1 : 0;
    else if (name === 'type' && Array.isArray(value)) qs.type = value.join(',');
    else if (/_date$/.test(name) && value) qs[name] = String(value).slice(0, 10);
    else qs[name] = value;
  }
  return qs;
}

export async function recordOperation(context: IExecuteFunctions, resource: string, operation: string, itemIndex: number): Promise<IDataObject | IDataObject[]> {
  const entity = ENTITIES[resource];
  if (!entity) throw new NodeOperationError(context.getNode(), `The resource "${resource}" is not supported`, { itemIndex });
  const id = () => encodeURIComponent(String(context.getNodeParameter(entity.id, itemIndex)));
  const resolve = async (records: IDataObject[]) => {
    if (!context.getNodeParameter('resolveProperties', itemIndex, false)) return records;
    const fields = await customFields(context, resource, itemIndex);
    return records.map((record) => resolveProperties(record, fields));
  };
  switch (operation) {
    case 'create': {
      const body = pipedriveBody({ ...createFields(context, resource, itemIndex), ...context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject });
      return (await pipedriveRequest(context, 'POST', entity.path, body, undefined, itemIndex)).data as IDataObject;
    }
    case 'update': {
      let body = pipedriveBody(context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject);
      if (context.getNodeParameter('encodeProperties', itemIndex, false)) body = encodeProperties(body, await customFields(context, resource, itemIndex));
      return (await pipedriveRequest(context, entity.update, `${entity.path}/${id()}`, body, undefined, itemIndex)).data as IDataObject;
    }
    case 'get': return (await resolve([(await pipedriveRequest(context, 'GET', `${entity.path}/${id()}`, undefined, undefined, itemIndex)).data as IDataObject]))[0] as IDataObject;
    case 'delete': return (await pipedriveRequest(context, 'DELETE', `${entity.path}/${id()}`, undefined, undefined, itemIndex)).data as IDataObject;
    case 'duplicate': return (await pipedriveRequest(context, 'POST', `${entity.path}/${id()}/duplicate`, undefined, undefined, itemIndex)).data as IDataObject;
    case 'getAll': {
      const limit = context.getNodeParameter('returnAll', itemIndex, false) ? undefined : Number(context.getNodeParameter('limit', itemIndex, 100));
      return await resolve(await pipedriveList(context, entity.path, listQuery(context, resource, itemIndex), limit, itemIndex));
    }
    case 'search': return await search(context, resource, entity, itemIndex);
    default: throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported for ${resource}`, { itemIndex });
  }
}

/** The search endpoints: each found item's record, or Pipedrive's items as they are with RAW Data. */
async function search(context: IExecuteFunctions, resource: string, entity: Entity, itemIndex: number): Promise<IDataObject[]> {
  const fields = context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
  const exact = resource === 'deal' ? context.getNodeParameter('exactMatch', itemIndex, false) : fields.exactMatch;
  const qs: IDataObject = { term: context.getNodeParameter('term', itemIndex), exact_match: exact === true };
  if (fields.fields !== undefined) qs.fields = Array.isArray(fields.fields) ? fields.fields.join(',') : fields.fields;
  if (fields.includeFields) qs.include_fields = fields.includeFields;
  if (fields.organizationId) qs.organization_id = fields.organizationId;
  if (fields.personId) qs.person_id = fields.personId;
  if (fields.status) qs.status = fields.status;
  if (qs.fields === '') delete qs.fields;
  const limit = context.getNodeParameter('returnAll', itemIndex, false) ? undefined : Number(context.getNodeParameter('limit', itemIndex, 100));
  const items = await pipedriveList(context, `${entity.path}/search`, qs, limit, itemIndex, true);
  return fields.rawData === true ? items : items.map((item) => item.item as IDataObject);
}
