import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { zendeskList, zendeskRequest } from '../transport.js';

/* The User and Organization resources: their fields in Zendesk's names, custom user and organization fields as objects. */

interface FieldValue { field?: string; value?: unknown }

/** The node's fields with the custom-field lists (`<ui>.<values>`) turned into Zendesk's `<key>: { field: value }`. */
function withCustomFields(fields: IDataObject, ui: string, values: string, key: string): IDataObject {
  const body: IDataObject = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === ui) {
      const list = ((value as IDataObject)[values] ?? []) as FieldValue[];
      body[key] = Object.fromEntries(list.filter((entry) => entry.field).map((entry) => [String(entry.field), entry.value])) as IDataObject;
    } else body[name] = value;
  }
  return body;
}

const limitOf = (context: IExecuteFunctions, itemIndex: number) =>
  (context.getNodeParameter('returnAll', itemIndex, false) ? undefined : Number(context.getNodeParameter('limit', itemIndex, 100)));

export async function userOperation(context: IExecuteFunctions, operation: string, itemIndex: number): Promise<IDataObject | IDataObject[]> {
  const id = () => encodeURIComponent(String(context.getNodeParameter('id', itemIndex)));
  const userBody = (fields: IDataObject) => withCustomFields(fields, 'userFieldsUi', 'userFieldValues', 'user_fields');
  switch (operation) {
    case 'create': {
      const user = { name: context.getNodeParameter('name', itemIndex), ...userBody(context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject) };
      return (await zendeskRequest(context, 'POST', '/users', { user }, undefined, itemIndex)).user as IDataObject;
    }
    case 'update': {
      const user = userBody(context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject);
      return (await zendeskRequest(context, 'PUT', `/users/${id()}`, { user }, undefined, itemIndex)).user as IDataObject;
    }
    case 'get': return (await zendeskRequest(context, 'GET', `/users/${id()}`, undefined, undefined, itemIndex)).user as IDataObject;
    case 'delete': return (await zendeskRequest(context, 'DELETE', `/users/${id()}`, undefined, undefined, itemIndex)).user as IDataObject;
    case 'getAll': {
      const roles = ((context.getNodeParameter('filters', itemIndex, {}) as IDataObject).role ?? []) as string[];
      return await zendeskList(context, '/users', 'users', roles.length > 0 ? { role: roles } : {}, limitOf(context, itemIndex), itemIndex);
    }
    case 'search': {
      const filters = context.getNodeParameter('filters', itemIndex, {}) as IDataObject;
      return await zendeskList(context, '/users/search', 'users', filters, limitOf(context, itemIndex), itemIndex);
    }
    case 'getOrganizations':
      return await zendeskList(context, `/users/${id()}/organizations`, 'organizations', {}, undefined, itemIndex);
    case 'getRelatedData':
      return (await zendeskRequest(context, 'GET', `/users/${id()}/related`, undefined, undefined, itemIndex)).user_related as IDataObject;
    default:
      throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported for users`, { itemIndex });
  }
}

/** Organization fields in Zendesk's names: domain names as a list, custom fields as `organization_fields`. */
function organizationBody(fields: IDataObject): IDataObject {
  const body = withCustomFields(fields, 'organizationFieldsUi', 'organizationFieldValues', 'organization_fields');
  if (typeof body.domain_names === 'string') body.domain_names = body.domain_names.split(',').map((name) => name.trim()).filter(Boolean);
  return body;
}

export async function organizationOperation(context: IExecuteFunctions, operation: string, itemIndex: number): Promise<IDataObject | IDataObject[]> {
  const id = () => encodeURIComponent(String(context.getNodeParameter('id', itemIndex)));
  switch (operation) {
    case 'count': return (await zendeskRequest(context, 'GET', '/organizations/count', undefined, undefined, itemIndex)).count as IDataObject;
    case 'create': {
      const organization = { name: context.getNodeParameter('name', itemIndex), ...organizationBody(context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject) };
      return (await zendeskRequest(context, 'POST', '/organizations', { organization }, undefined, itemIndex)).organization as IDataObject;
    }
    case 'update': {
      const organization = organizationBody(context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject);
      return (await zendeskRequest(context, 'PUT', `/organizations/${id()}`, { organization }, undefined, itemIndex)).organization as IDataObject;
    }
    case 'get': return (await zendeskRequest(context, 'GET', `/organizations/${id()}`, undefined, undefined, itemIndex)).organization as IDataObject;
    case 'delete':
      await zendeskRequest(context, 'DELETE', `/organizations/${id()}`, undefined, undefined, itemIndex);
      return { success: true };
    case 'getAll': return await zendeskList(context, '/organizations', 'organizations', {}, limitOf(context, itemIndex), itemIndex);
    case 'getRelatedData':
      return (await zendeskRequest(context, 'GET', `/organizations/${id()}/related`, undefined, undefined, itemIndex)).organization_related as IDataObject;
    default:
      throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported for organizations`, { itemIndex });
  }
}
