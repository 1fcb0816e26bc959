import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { zendeskList } from './transport.js';

/* The editor's lists for the Zendesk node, each read from the account (every page). */

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

export const loadOptions = {
  /** Custom ticket fields: the removable ones (Zendesk's system fields are not). */
  async getCustomFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const fields = await zendeskList(this, '/ticket_fields', 'ticket_fields');
    return fields.filter((field) => field.removable === true)
      .map((field) => ({ name: String(field.title), value: String(field.id), description: `Type: ${String(field.type)}` })).sort(byName);
  },
  async getGroups(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return (await zendeskList(this, '/groups', 'groups')).map((group) => ({ name: String(group.name), value: String(group.id) })).sort(byName);
  },
  async getTags(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return (await zendeskList(this, '/tags', 'tags')).map((tag) => ({ name: String(tag.name), value: String(tag.name) }));
  },
  async getLocales(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return (await zendeskList(this, '/locales', 'locales')).map((locale) => ({ name: String(locale.name), value: String(locale.locale) })).sort(byName);
  },
  async getUserFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return fieldOptions(await zendeskList(this, '/user_fields', 'user_fields'));
  },
  async getOrganizationFields(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return fieldOptions(await zendeskList(this, '/organization_fields', 'organization_fields'));
  },
  async getOrganizations(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return (await zendeskList(this, '/organizations', 'organizations')).map((organization) => ({ name: String(organization.name), value: String(organization.id) })).sort(byName);
  },
};

/** User and organization fields are set by their key. */
function fieldOptions(fields: IDataObject[]): INodePropertyOptions[] {
  return fields.map((field) => ({ name: String(field.title), value: String(field.key) })).sort(byName);
}
