import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { hubspotRequest } from './transport.js';

/* The pickers: HubSpot properties and their option values, owners, pipelines and stages, and record searches. */

type Loader = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;

const byName = (options: INodePropertyOptions[]) => options.sort((a, b) => a.name.localeCompare(b.name));

async function properties(context: ILoadOptionsFunctions, objectType: string): Promise<IDataObject[]> {
  const answer = await hubspotRequest(context, 'GET', `/crm/v3/properties/${objectType}`);
  return (answer.results as IDataObject[] | undefined) ?? [];
}

function propertyLoader(objectType: string, filter: (property: IDataObject) => boolean = () => true, withType = false): Loader {
  return async function () {
    return byName((await properties(this, objectType)).filter(filter).map((property) => ({
      name: String(property.label ?? property.name), value: withType ? `${String(property.name)}|${String(property.type)}` : String(property.name),
      ...(property.description ? { description: String(property.description) } : {}),
    })));
  };
}

/** The allowed values of one HubSpot property (industries, lead statuses, ticket priorities...). */
function valuesOf(objectType: string, name: string): Loader {
  return async function () {
    const property = await hubspotRequest(this, 'GET', `/crm/v3/properties/${objectType}/${name}`);
    return ((property.options as IDataObject[] | undefined) ?? []).map((option) => ({ name: String(option.label), value: String(option.value) }));
  };
}

const custom = (property: IDataObject) => property.hubspotDefined !== true;

function pipelines(objectType: string): Loader {
  return async function () {
    const answer = await hubspotRequest(this, 'GET', `/crm/v3/pipelines/${objectType}`);
    return ((answer.results as IDataObject[] | undefined) ?? []).map((pipeline) => ({ name: String(pipeline.label), value: String(pipeline.id) }));
  };
}

function stages(objectType: string, dependsOn?: string): Loader {
  return async function () {
    const answer = await hubspotRequest(this, 'GET', `/crm/v3/pipelines/${objectType}`);
    const wanted = dependsOn ? String(this.getCurrentNodeParameter(dependsOn) ?? '') : '';
    return ((answer.results as IDataObject[] | undefined) ?? [])
      .filter((pipeline) => !wanted || pipeline.id === wanted)
      .flatMap((pipeline) => (pipeline.stages as IDataObject[]).map((stage) => ({
        name: dependsOn ? String(stage.label) : `${String(pipeline.label)}: ${String(stage.label)}`, value: String(stage.id),
      })));
  };
}

async function objects(context: ILoadOptionsFunctions, objectType: string, label: string, query?: string, after?: string) {
  const answer = await hubspotRequest(context, 'POST', `/crm/v3/objects/${objectType}/search`, {
    limit: 100, properties: [label, 'email', 'firstname', 'lastname'].filter((name, index, all) => all.indexOf(name) === index),
    ...(query ? { query } : {}), ...(after ? { after } : {}),
  });
  const paging = answer.paging as { next?: { after?: string } } | undefined;
  return { results: (answer.results as IDataObject[] | undefined) ?? [], next: paging?.next?.after };
}

const contactName = (properties: IDataObject) =>
  [properties.firstname, properties.lastname].filter(Boolean).join(' ') || String(properties.email ?? '');

export const loadOptions: Record<string, Loader> = {
  getContactProperties: propertyLoader('contacts'),
  getContactPropertiesWithType: propertyLoader('contacts', undefined, true),
  getContactCustomProperties: propertyLoader('contacts', custom),
  getCompanyProperties: propertyLoader('companies'),
  getCompanyCustomProperties: propertyLoader('companies', custom),
  getDealProperties: propertyLoader('deals'),
  getDealCustomProperties: propertyLoader('deals', custom),
  getTicketProperties: propertyLoader('tickets'),
  getContactLeadStatuses: valuesOf('contacts', 'hs_lead_status'),
  getContactLealBasics: valuesOf('contacts', 'hs_legal_basis'),
  getContactLifeCycleStages: valuesOf('contacts', 'lifecyclestage'),
  getContactNumberOfEmployees: valuesOf('contacts', 'numemployees'),
  getContactOriginalSources: valuesOf('contacts', 'hs_analytics_source'),
  getContactPrefferedLanguages: valuesOf('contacts', 'hs_language'),
  getContactStatuses: valuesOf('contacts', 'hs_content_membership_status'),
  getCompanyIndustries: valuesOf('companies', 'industry'),
  getCompanySourceTypes: valuesOf('companies', 'hs_analytics_source'),
  getCompanyTargetAccounts: valuesOf('companies', 'hs_target_account'),
  getCompanyTypes: valuesOf('companies', 'type'),
  getCompanyWebTechnologies: valuesOf('companies', 'web_technologies'),
  getCompanyleadStatuses: valuesOf('companies', 'hs_lead_status'),
  getCompanylifecycleStages: valuesOf('companies', 'lifecyclestage'),
  getDealTypes: valuesOf('deals', 'dealtype'),
  getTicketCategories: valuesOf('tickets', 'hs_ticket_category'),
  getTicketPriorities: valuesOf('tickets', 'hs_ticket_priority'),
  getTicketResolutions: valuesOf('tickets', 'hs_resolution'),
  getTicketSources: valuesOf('tickets', 'source_type'),
  getDealPipelines: pipelines('deals'),
  getDealStages: stages('deals'),
  getTicketPipelines: pipelines('tickets'),
  getTicketStages: stages('tickets', 'pipelineId'),
  async getOwners() {
    const answer = await hubspotRequest(this, 'GET', '/crm/v3/owners', undefined, { limit: 500 });
    return byName(((answer.results as IDataObject[] | undefined) ?? []).map((owner) => ({ name: String(owner.email), value: String(owner.id) })));
  },
  async getCompanies() {
    return (await objects(this, 'companies', 'name')).results.map((company) => ({ name: String((company.properties as IDataObject).name), value: String(company.id) }));
  },
  async getContacts() {
    return (await objects(this, 'contacts', 'email')).results.map((contact) => ({ name: contactName(contact.properties as IDataObject), value: String(contact.id) }));
  },
  async getForms() {
    const forms = await hubspotRequest(this, 'GET', '/forms/v2/forms') as unknown as IDataObject[];
    return forms.map((form) => ({ name: String(form.name), value: String(form.guid) }));
  },
  async getSubscriptionTypes() {
    const answer = await hubspotRequest(this, 'GET', '/communication-preferences/v3/definitions');
    return ((answer.subscriptionDefinitions as IDataObject[] | undefined) ?? []).map((type) => ({ name: String(type.name), value: String(type.id) }));
  },
};

function searcher(objectType: string, label: (properties: IDataObject) => string, property: string) {
  return async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
    const page = await objects(this, objectType, property, filter, paginationToken);
    return {
      results: page.results.map((record) => ({ name: label(record.properties as IDataObject) || String(record.id), value: String(record.id) })),
      ...(page.next ? { paginationToken: page.next } : {}),
    };
  };
}

export const listSearch = {
  searchContacts: searcher('contacts', contactName, 'email'),
  searchCompanies: searcher('companies', (properties) => String(properties.name ?? ''), 'name'),
  searchDeals: searcher('deals', (properties) => String(properties.dealname ?? ''), 'dealname'),
  searchTickets: searcher('tickets', (properties) => String(properties.subject ?? ''), 'subject'),
  async searchEngagements(this: ILoadOptionsFunctions, _filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
    const answer = await hubspotRequest(this, 'GET', '/engagements/v1/engagements/paged', undefined, { limit: 100, ...(paginationToken ? { offset: paginationToken } : {}) });
    const results = ((answer.results as IDataObject[] | undefined) ?? []).map((entry) => {
      const engagement = entry.engagement as IDataObject;
      return { name: `${String(engagement.type)} ${String(engagement.id)}`, value: String(engagement.id) };
    });
    return { results, ...(answer.hasMore ? { paginationToken: String(answer.offset) } : {}) };
  },
  async searchOwners(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const answer = await hubspotRequest(this, 'GET', '/crm/v3/owners', undefined, { limit: 500, ...(filter ? { email: filter } : {}) });
    return { results: ((answer.results as IDataObject[] | undefined) ?? []).map((owner) => ({ name: String(owner.email), value: String(owner.id) })) };
  },
};
