import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { asPropertyList, idParameter, propertyNames, toHubspotProperties } from '../fields.js';
import { collect, hubspotRequest, legacyPage, wanted } from '../transport.js';
import { crmSearch } from './search.js';
import type { ItemOperation } from './per-item.js';

/* Contacts through the v1 contacts API (create-or-update by email, profiles, lists) and CRM v3 search. */

/** The read options of get / get many / recent as the v1 API's query (`property` repeated, list memberships...). */
function readQuery(options: IDataObject): IDataObject {
  const mode = (options.propertiesCollection as IDataObject | undefined)?.propertiesValues as IDataObject | undefined;
  const properties = propertyNames(options);
  return {
    ...(options.formSubmissionMode ? { formSubmissionMode: options.formSubmissionMode } : {}),
    ...(options.listMemberships !== undefined ? { showListMemberships: options.listMemberships } : {}),
    ...(properties.length > 0 ? { property: properties } : {}),
    // HubSpot spells the modes value_only / value_and_history.
    ...(options.propertyMode ?? mode?.propertyMode
      ? { propertyMode: String(options.propertyMode ?? mode?.propertyMode).replace(/([A-Z])/g, '_$1').toLowerCase() } : {}),
  };
}

const upsert: ItemOperation = async function (item) {
  const email = this.getNodeParameter('email', item) as string;
  const fields = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
  const resolve = this.getNode().typeVersion === 1
    ? this.getNodeParameter('resolveData', item, true) as boolean
    : (this.getNodeParameter('options', item, {}) as IDataObject).resolveData === true;
  const properties = asPropertyList(toHubspotProperties('contact', fields), 'property');
  const answer = await hubspotRequest(this, 'POST', `/contacts/v1/contact/createOrUpdate/email/${encodeURIComponent(email)}`, { properties });
  if (!resolve) return answer;
  const names = propertyNames(fields);
  return await hubspotRequest(this, 'GET', `/contacts/v1/contact/vid/${String(answer.vid)}/profile`, undefined,
    names.length > 0 ? { property: names } : {});
};

const get: ItemOperation = async function (item) {
  const id = idParameter(this, 'contactId', item);
  const options = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
  return await hubspotRequest(this, 'GET', `/contacts/v1/contact/vid/${encodeURIComponent(id)}/profile`, undefined, readQuery(options));
};

const getAll: ItemOperation = async function (item) {
  const options = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
  const limit = wanted(this, item);
  return await collect(async (vidOffset) => legacyPage(await hubspotRequest(this, 'GET', '/contacts/v1/lists/all/contacts/all', undefined, {
    ...readQuery(options), count: Math.min(limit, 100), ...(vidOffset !== undefined ? { vidOffset } : {}),
  }), 'contacts', 'vid-offset'), limit);
};

const getRecent: ItemOperation = async function (item) {
  const options = this.getNodeParameter(this.getNode().typeVersion === 1 ? 'filters' : 'additionalFields', item, {}) as IDataObject;
  const limit = wanted(this, item);
  return await collect(async (cursor) => {
    const offsets = cursor as { vid: number; time: number } | undefined;
    const answer = await hubspotRequest(this, 'GET', '/contacts/v1/lists/recently_updated/contacts/recent', undefined, {
      ...readQuery(options), count: Math.min(limit, 100), ...(offsets ? { vidOffset: offsets.vid, timeOffset: offsets.time } : {}),
    });
    const more = answer['has-more'] === true;
    return { items: (answer.contacts as IDataObject[]) ?? [], next: more ? { vid: answer['vid-offset'], time: answer['time-offset'] } : undefined };
  }, limit);
};

const remove: ItemOperation = async function (item) {
  const id = idParameter(this, 'contactId', item);
  return await hubspotRequest(this, 'DELETE', `/contacts/v1/contact/vid/${encodeURIComponent(id)}`);
};

const search: ItemOperation = async function (item) {
  return await crmSearch(this, item, 'contacts');
};

export const contactOperations: Record<string, ItemOperation> = {
  upsert, get, getAll, getRecentlyCreatedUpdated: getRecent, delete: remove, search,
};

/** Contact lists: add contacts by email or id, remove them by id (v1 lists API). */
export const contactListOperations: Record<string, ItemOperation> = {
  async add(this: IExecuteFunctions, item: number) {
    const by = this.getNodeParameter('by', item) as string;
    const listId = this.getNodeParameter('listId', item) as string | number;
    const body = by === 'id'
      ? { vids: [Number(this.getNodeParameter('id', item))] }
      : { emails: [this.getNodeParameter('email', item) as string] };
    return await hubspotRequest(this, 'POST', `/contacts/v1/lists/${encodeURIComponent(String(listId))}/add`, body);
  },
  async remove(this: IExecuteFunctions, item: number) {
    const listId = this.getNodeParameter('listId', item) as string | number;
    const vids = [Number(this.getNodeParameter('id', item))];
    return await hubspotRequest(this, 'POST', `/contacts/v1/lists/${encodeURIComponent(String(listId))}/remove`, { vids });
  },
};
