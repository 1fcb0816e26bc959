import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { asPropertyList, idParameter, propertyNames, toHubspotProperties } from '../fields.js';
import { collect, hubspotRequest, legacyPage, wanted } from '../transport.js';
import { crmSearch } from './search.js';
import type { ItemOperation } from './per-item.js';

/* Deals through HubSpot's v1 deals API (objects, paged list, recent changes) and CRM v3 search. */

const one = (id: string) => `/deals/v1/deal/${encodeURIComponent(id)}`;
const ids = (value: unknown) => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).map(Number);

async function recent(context: IExecuteFunctions, item: number, which: 'created' | 'modified'): Promise<IDataObject[]> {
  const options = context.getNodeParameter('filters', item, {}) as IDataObject;
  const limit = wanted(context, item);
  return await collect(async (offset) => legacyPage(await hubspotRequest(context, 'GET', `/deals/v1/deal/recent/${which}`, undefined, {
    ...(options.since ? { since: new Date(options.since as string).getTime() } : {}),
    ...(options.includePropertyVersions ? { includePropertyVersions: true } : {}),
    count: Math.min(limit, 100), ...(offset !== undefined ? { offset } : {}),
  }), 'results'), limit);
}

export const dealOperations: Record<string, ItemOperation> = {
  async create(item) {
    const stage = this.getNodeParameter('stage', item) as string;
    const fields = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    return await hubspotRequest(this, 'POST', '/deals/v1/deal', {
      associations: { associatedCompanyIds: ids(fields.associatedCompany), associatedVids: ids(fields.associatedVids) },
      properties: asPropertyList({ dealstage: stage, ...toHubspotProperties('deal', fields) }, 'name'),
    });
  },
  async update(item) {
    const fields = this.getNodeParameter('updateFields', item, {}) as IDataObject;
    return await hubspotRequest(this, 'PUT', one(idParameter(this, 'dealId', item)), {
      properties: asPropertyList(toHubspotProperties('deal', fields), 'name'),
    });
  },
  async get(item) {
    const options = this.getNodeParameter(this.getNode().typeVersion === 1 ? 'additionalFields' : 'filters', item, {}) as IDataObject;
    return await hubspotRequest(this, 'GET', one(idParameter(this, 'dealId', item)), undefined,
      options.includePropertyVersions ? { includePropertyVersions: true } : {});
  },
  async getAll(item) {
    const options = this.getNodeParameter('filters', item, {}) as IDataObject;
    const limit = wanted(this, item);
    const properties = propertyNames(options);
    const history = propertyNames(options, 'propertiesWithHistory');
    return await collect(async (offset) => legacyPage(await hubspotRequest(this, 'GET', '/deals/v1/deal/paged', undefined, {
      limit: Math.min(limit, 250), ...(offset !== undefined ? { offset } : {}),
      ...(options.includeAssociations ? { includeAssociations: true } : {}),
      ...(properties.length > 0 ? { properties } : {}), ...(history.length > 0 ? { propertiesWithHistory: history } : {}),
    }), 'deals'), limit);
  },
  async getRecentlyCreated(item) { return await recent(this, item, 'created'); },
  async getRecentlyModified(item) { return await recent(this, item, 'modified'); },
  async getRecentlyCreatedUpdated(item) { return await recent(this, item, 'modified'); },
  async search(item) { return await crmSearch(this, item, 'deals'); },
  async delete(item) {
    const id = idParameter(this, 'dealId', item);
    await hubspotRequest(this, 'DELETE', one(id));
    return { dealId: id, deleted: true };
  },
};
