import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { idParameter, propertyNames, toHubspotProperties } from '../fields.js';
import { collect, hubspotRequest, legacyPage, wanted } from '../transport.js';
import type { ItemOperation } from './per-item.js';

/* Tickets through HubSpot's CRM objects API (v1), associations through the CRM associations API. */

const one = (id: string) => `/crm-objects/v1/objects/tickets/${encodeURIComponent(id)}`;
/** HubSpot's association definitions: ticket to contact 16, ticket to company 26. */
const TO_CONTACT = 16;
const TO_COMPANY = 26;

async function associate(context: IExecuteFunctions, ticketId: unknown, fields: IDataObject): Promise<void> {
  const pairs = [
    ...[fields.associatedContactIds ?? []].flat().map((id) => [id, TO_CONTACT]),
    ...[fields.associatedCompanyIds ?? []].flat().map((id) => [id, TO_COMPANY]),
  ];
  for (const [toObjectId, definitionId] of pairs) {
    await hubspotRequest(context, 'PUT', '/crm-associations/v1/associations', {
      fromObjectId: Number(ticketId), toObjectId: Number(toObjectId), category: 'HUBSPOT_DEFINED', definitionId,
    });
  }
}

const propertyList = (properties: IDataObject) => Object.entries(properties).map(([name, value]) => ({ name, value }));

export const ticketOperations: Record<string, ItemOperation> = {
  async create(item) {
    const fields = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    const properties = toHubspotProperties('ticket', {
      pipelineId: this.getNodeParameter('pipelineId', item), stageId: this.getNodeParameter('stageId', item),
      ticketName: this.getNodeParameter('ticketName', item), ...fields,
    });
    const ticket = await hubspotRequest(this, 'POST', '/crm-objects/v1/objects/tickets', propertyList(properties));
    await associate(this, ticket.objectId, fields);
    return ticket;
  },
  async update(item) {
    const id = idParameter(this, 'ticketId', item);
    const fields = this.getNodeParameter('updateFields', item, {}) as IDataObject;
    const ticket = await hubspotRequest(this, 'PUT', one(id), propertyList(toHubspotProperties('ticket', fields)));
    await associate(this, id, fields);
    return ticket;
  },
  async get(item) {
    const options = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    const properties = propertyNames(options);
    const history = propertyNames(options, 'propertiesWithHistory');
    return await hubspotRequest(this, 'GET', one(idParameter(this, 'ticketId', item)), undefined, {
      ...(properties.length > 0 ? { properties } : {}), ...(history.length > 0 ? { propertiesWithHistory: history } : {}),
      ...(options.includeDeleted ? { includeDeletes: true } : {}),
    });
  },
  async getAll(item) {
    const options = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    const limit = wanted(this, item);
    const properties = propertyNames(options);
    const history = propertyNames(options, 'propertiesWithHistory');
    return await collect(async (offset) => legacyPage(await hubspotRequest(this, 'GET', '/crm-objects/v1/objects/tickets/paged', undefined, {
      ...(properties.length > 0 ? { properties } : {}), ...(history.length > 0 ? { propertiesWithHistory: history } : {}),
      ...(offset !== undefined ? { offset } : {}),
    }), 'objects'), limit);
  },
  async delete(item) {
    const id = idParameter(this, 'ticketId', item);
    await hubspotRequest(this, 'DELETE', one(id));
    return { success: true };
  },
};
