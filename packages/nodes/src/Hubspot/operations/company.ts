import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { asPropertyList, idParameter, propertyNames, toHubspotProperties } from '../fields.js';
import { collect, hubspotRequest, legacyPage, wanted } from '../transport.js';
import type { ItemOperation } from './per-item.js';

/* Companies through HubSpot's v2 companies API: objects, paged lists, recent changes, search by domain. */

const one = (id: string) => `/companies/v2/companies/${encodeURIComponent(id)}`;

async function recent(context: IExecuteFunctions, item: number, which: 'created' | 'modified'): Promise<IDataObject[]> {
  const version = context.getNode().typeVersion;
  const options = context.getNodeParameter(version === 1 ? 'filters' : 'additionalFields', item, {}) as IDataObject;
  const limit = wanted(context, item);
  const since = options.since ? { since: new Date(options.since as string).getTime() } : {};
  return await collect(async (offset) => legacyPage(await hubspotRequest(context, 'GET', `/companies/v2/companies/recent/${which}`, undefined, {
    ...since, count: Math.min(limit, 100), ...(offset !== undefined ? { offset } : {}),
  }), 'results'), limit);
}

export const companyOperations: Record<string, ItemOperation> = {
  async create(item) {
    const name = this.getNodeParameter('name', item) as string;
    const fields = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    const properties = asPropertyList({ name, ...toHubspotProperties('company', fields) }, 'name');
    return await hubspotRequest(this, 'POST', '/companies/v2/companies', { properties });
  },
  async update(item) {
    const fields = this.getNodeParameter('updateFields', item, {}) as IDataObject;
    const properties = asPropertyList(toHubspotProperties('company', fields), 'name');
    return await hubspotRequest(this, 'PUT', one(idParameter(this, 'companyId', item)), { properties });
  },
  async get(item) {
    const options = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    return await hubspotRequest(this, 'GET', one(idParameter(this, 'companyId', item)), undefined,
      options.includeMergeAudits ? { includeMergeAudits: true } : {});
  },
  async getAll(item) {
    const options = this.getNodeParameter('options', item, {}) as IDataObject;
    const limit = wanted(this, item);
    const properties = propertyNames(options);
    const history = propertyNames(options, 'propertiesWithHistory');
    return await collect(async (offset) => legacyPage(await hubspotRequest(this, 'GET', '/companies/v2/companies/paged', undefined, {
      limit: Math.min(limit, 250), ...(offset !== undefined ? { offset } : {}),
      ...(properties.length > 0 ? { properties } : {}), ...(history.length > 0 ? { propertiesWithHistory: history } : {}),
      ...(options.includeMergeAudits ? { includeMergeAudits: true } : {}),
    }), 'companies'), limit);
  },
  async getRecentlyCreated(item) { return await recent(this, item, 'created'); },
  async getRecentlyModified(item) { return await recent(this, item, 'modified'); },
  async getRecentlyCreatedUpdated(item) { return await recent(this, item, 'modified'); },
  async searchByDomain(item) {
    const domain = this.getNodeParameter('domain', item) as string;
    const options = this.getNodeParameter('options', item, {}) as IDataObject;
    const limit = wanted(this, item);
    const properties = propertyNames(options);
    return await collect(async (offset) => {
      const answer = await hubspotRequest(this, 'POST', `/companies/v2/domains/${encodeURIComponent(domain)}/companies`, {
        limit: Math.min(limit, 100), requestOptions: { properties: properties.length > 0 ? properties : ['domain', 'name', 'website'] },
        offset: offset ?? { isPrimary: true, companyId: 0 },
      });
      return legacyPage(answer, 'results');
    }, limit);
  },
  async delete(item) {
    return await hubspotRequest(this, 'DELETE', one(idParameter(this, 'companyId', item)));
  },
};
