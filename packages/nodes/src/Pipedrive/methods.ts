import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { customFields } from './custom-fields.js';
import { pipedriveList, pipedriveRequest } from './transport.js';

/* The editor's lists for the Pipedrive node, read from the company's account. */

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);
const options = (records: IDataObject[], name = 'name', value = 'id') =>
  records.map((record) => ({ name: String(record[name]), value: String(record[value]) })).sort(byName);

/** The options of a standard field (e.g. a deal's `label`) from `/<entity>Fields`. */
async function fieldOptions(context: ILoadOptionsFunctions, entity: string, key: string): Promise<INodePropertyOptions[]> {
  const fields = await pipedriveList(context, `/${entity}Fields`);
  const field = fields.find((candidate) => candidate.key === key);
  return options((field?.options ?? []) as IDataObject[], 'label');
}

/** The filter type of the resource the node works on (Pipedrive's `/filters?type=`). */
const FILTER_TYPES: Record<string, string> = { activity: 'activity', deal: 'deals', organization: 'org', person: 'people' };

export const loadOptions = {
  async getActivityTypes(this: ILoadOptionsFunctions) {
    return options((await pipedriveRequest(this, 'GET', '/activityTypes')).data as IDataObject[] ?? [], 'name', 'key_string');
  },
  async getDealLabels(this: ILoadOptionsFunctions) { return await fieldOptions(this, 'deal', 'label'); },
  async getOrganizationLabels(this: ILoadOptionsFunctions) { return await fieldOptions(this, 'organization', 'label'); },
  async getPersonLabels(this: ILoadOptionsFunctions) { return await fieldOptions(this, 'person', 'label'); },
  async getLeadLabels(this: ILoadOptionsFunctions) { return options((await pipedriveRequest(this, 'GET', '/leadLabels')).data as IDataObject[] ?? []); },
  async getDealCustomFields(this: ILoadOptionsFunctions) {
    return (await customFields(this, 'deal')).map((field) => ({ name: field.name, value: field.key })).sort(byName);
  },
  async getPersonCustomFields(this: ILoadOptionsFunctions) {
    return (await customFields(this, 'person')).map((field) => ({ name: field.name, value: field.key })).sort(byName);
  },
  async getFilters(this: ILoadOptionsFunctions) {
    const resource = String(this.getCurrentNodeParameter('resource') ?? '');
    const type = FILTER_TYPES[resource];
    return options((await pipedriveRequest(this, 'GET', '/filters', undefined, type ? { type } : {})).data as IDataObject[] ?? []);
  },
  async getOrganizationIds(this: ILoadOptionsFunctions) { return options(await pipedriveList(this, '/organizations')); },
  async getUserIds(this: ILoadOptionsFunctions) { return options((await pipedriveRequest(this, 'GET', '/users')).data as IDataObject[] ?? []); },
  async getStageIds(this: ILoadOptionsFunctions) {
    const stages = (await pipedriveRequest(this, 'GET', '/stages')).data as IDataObject[] ?? [];
    return stages.map((stage) => ({ name: `${String(stage.pipeline_name)} > ${String(stage.name)}`, value: String(stage.id) })).sort(byName);
  },
  async getDeals(this: ILoadOptionsFunctions) { return options(await pipedriveList(this, '/deals'), 'title'); },
  async getProducts(this: ILoadOptionsFunctions) { return options(await pipedriveList(this, '/products')); },
  async getPersons(this: ILoadOptionsFunctions) { return options(await pipedriveList(this, '/persons')); },
  /** The products attached to the chosen deal (the attachment's id is what update and remove take). */
  async getProductsDeal(this: ILoadOptionsFunctions) {
    const dealId = encodeURIComponent(String(this.getCurrentNodeParameter('dealId') ?? ''));
    return options(await pipedriveList(this, `/deals/${dealId}/products`));
  },
} satisfies Record<string, (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>>;
