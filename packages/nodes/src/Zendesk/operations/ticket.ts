import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { zendeskList, zendeskRequest } from '../transport.js';

/* The Ticket resource: regular tickets, and suspended ones (emails Zendesk held back) for get, get many, delete and recover. */

interface CustomField { id?: string; value?: unknown }

/** The node's ticket fields in Zendesk's names: group → group_id, custom fields → custom_fields, notes → comment. */
function ticketBody(fields: IDataObject): IDataObject {
  const ticket: IDataObject = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'customFieldsUi') {
      const values = ((value as IDataObject).customFieldsValues ?? []) as CustomField[];
      ticket.custom_fields = values.map((field) => ({ id: Number(field.id) || field.id, value: field.value })) as IDataObject[];
    } else if (name === 'externalId') ticket.external_id = value;
    else if (name === 'group') ticket.group_id = Number(value) || value;
    else if (name === 'assigneeEmail') ticket.assignee_email = value;
    else if (name === 'internalNote') ticket.comment = { body: value, public: false };
    else if (name === 'publicReply') ticket.comment = { body: value, public: true };
    else ticket[name] = value;
  }
  return ticket;
}

function jsonFields(context: IExecuteFunctions, name: string, itemIndex: number): IDataObject {
  const raw = context.getNodeParameter(name, itemIndex, '') as unknown;
  if (typeof raw === 'object' && raw !== null) return raw as IDataObject;
  if (String(raw).trim() === '') return {};
  try {
    const parsed = JSON.parse(String(raw)) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as IDataObject;
  } catch {
    // Reported below with the field's name.
  }
  throw new NodeOperationError(context.getNode(), `${name === 'additionalFieldsJson' ? 'Additional Fields' : 'Update Fields'} is not a JSON object`, { itemIndex });
}

export async function ticketOperation(context: IExecuteFunctions, operation: string, itemIndex: number): Promise<IDataObject | IDataObject[]> {
  const param = <T>(name: string, fallback?: T) => context.getNodeParameter(name, itemIndex, fallback) as T;
  const suspended = ['get', 'delete', 'getAll'].includes(operation) && param<string>('ticketType', 'regular') === 'suspended';
  const id = () => encodeURIComponent(String(param<string>('id')));
  switch (operation) {
    case 'create': {
      const fields = param<boolean>('jsonParameters', false) ? jsonFields(context, 'additionalFieldsJson', itemIndex) : ticketBody(param<IDataObject>('additionalFields', {}));
      const ticket = { ...fields, comment: { body: param<string>('description') } };
      return (await zendeskRequest(context, 'POST', '/tickets', { ticket }, undefined, itemIndex)).ticket as IDataObject;
    }
    case 'update': {
      const ticket = param<boolean>('jsonParameters', false) ? jsonFields(context, 'updateFieldsJson', itemIndex) : ticketBody(param<IDataObject>('updateFields', {}));
      return (await zendeskRequest(context, 'PUT', `/tickets/${id()}`, { ticket }, undefined, itemIndex)).ticket as IDataObject;
    }
    case 'get': {
      const answer = await zendeskRequest(context, 'GET', `/${suspended ? 'suspended_tickets' : 'tickets'}/${id()}`, undefined, undefined, itemIndex);
      return answer[suspended ? 'suspended_ticket' : 'ticket'] as IDataObject;
    }
    case 'getAll': {
      const options = param<IDataObject>('options', {});
      const limit = param<boolean>('returnAll', false) ? undefined : Number(param('limit', 100));
      const qs: IDataObject = {};
      if (options.sortBy) qs.sort_by = options.sortBy;
      if (options.sortOrder) qs.sort_order = options.sortOrder;
      if (suspended) return await zendeskList(context, '/suspended_tickets', 'suspended_tickets', qs, limit, itemIndex);
      // Regular tickets are found with the search API, the options becoming search terms.
      const terms = ['type:ticket'];
      if (options.query) terms.push(String(options.query));
      if (options.status) terms.push(`status:${String(options.status)}`);
      if (options.group) terms.push(`group:${String(options.group)}`);
      return await zendeskList(context, '/search', 'results', { ...qs, query: terms.join(' ') }, limit, itemIndex);
    }
    case 'delete':
      await zendeskRequest(context, 'DELETE', `/${suspended ? 'suspended_tickets' : 'tickets'}/${id()}`, undefined, undefined, itemIndex);
      return { success: true };
    case 'recover':
      return (await zendeskRequest(context, 'PUT', `/suspended_tickets/${id()}/recover`, undefined, undefined, itemIndex)).ticket as IDataObject;
    default:
      throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported for tickets`, { itemIndex });
  }
}

export async function ticketFieldOperation(context: IExecuteFunctions, operation: string, itemIndex: number): Promise<IDataObject | IDataObject[]> {
  if (operation === 'get') {
    const id = encodeURIComponent(String(context.getNodeParameter('ticketFieldId', itemIndex)));
    return (await zendeskRequest(context, 'GET', `/ticket_fields/${id}`, undefined, undefined, itemIndex)).ticket_field as IDataObject;
  }
  if (operation === 'getAll') {
    const limit = context.getNodeParameter('returnAll', itemIndex, false) ? undefined : Number(context.getNodeParameter('limit', itemIndex, 100));
    return await zendeskList(context, '/ticket_fields', 'ticket_fields', {}, limit, itemIndex);
  }
  throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported for ticket fields`, { itemIndex });
}
