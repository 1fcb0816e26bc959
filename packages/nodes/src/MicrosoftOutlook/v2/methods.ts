import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { graphRequest, graphRequestAll, segment } from '../transport.js';
import { currentId } from './located.js';

/*
 * The editor's lists: each locator's searchable list (one Graph page at a time, the nextLink as the
 * pagination token) and the option lists (calendar groups, categories, folders).
 */

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function page(context: ILoadOptionsFunctions, path: string, qs: IDataObject, token: string | undefined, row: (entry: IDataObject) => { name: string; value: string; url?: string }): Promise<INodeListSearchResult> {
  const answer = await graphRequest(context, token ? { path: token } : { path, qs: { $top: 100, ...qs } }) as IDataObject;
  const results = ((answer.value as IDataObject[] | undefined) ?? []).map(row);
  const next = answer['@odata.nextLink'];
  return typeof next === 'string' ? { results, paginationToken: next } : { results };
}

const messageRow = (entry: IDataObject) => ({ name: String(entry.subject || '(no subject)'), value: String(entry.id), ...(entry.webLink ? { url: String(entry.webLink) } : {}) });

export const listSearch = {
  async searchCalendars(this: ILoadOptionsFunctions, filter?: string, token?: string): Promise<INodeListSearchResult> {
    return page(this, '/calendars', { $select: 'id,name', ...(filter ? { $filter: `startswith(name,${quoted(filter)})` } : {}) }, token,
      (entry) => ({ name: String(entry.name), value: String(entry.id) }));
  },
  async searchContacts(this: ILoadOptionsFunctions, filter?: string, token?: string): Promise<INodeListSearchResult> {
    return page(this, '/contacts', { $select: 'id,displayName', ...(filter ? { $filter: `startswith(displayName,${quoted(filter)})` } : {}) }, token,
      (entry) => ({ name: String(entry.displayName || entry.id), value: String(entry.id) }));
  },
  async searchDrafts(this: ILoadOptionsFunctions, filter?: string, token?: string): Promise<INodeListSearchResult> {
    return page(this, '/mailFolders/drafts/messages', { $select: 'id,subject,webLink', ...(filter ? { $filter: `contains(subject,${quoted(filter)})` } : {}) }, token, messageRow);
  },
  async searchMessages(this: ILoadOptionsFunctions, filter?: string, token?: string): Promise<INodeListSearchResult> {
    return page(this, '/messages', { $select: 'id,subject,webLink', ...(filter ? { $filter: `contains(subject,${quoted(filter)})` } : {}) }, token, messageRow);
  },
  async searchEvents(this: ILoadOptionsFunctions, filter?: string, token?: string): Promise<INodeListSearchResult> {
    const calendar = currentId(this, 'calendarId');
    return page(this, calendar ? `/calendars/${segment(calendar)}/events` : '/events',
      { $select: 'id,subject,webLink', ...(filter ? { $filter: `contains(subject,${quoted(filter)})` } : {}) }, token,
      (entry) => ({ name: String(entry.subject || '(no title)'), value: String(entry.id), ...(entry.webLink ? { url: String(entry.webLink) } : {}) }));
  },
  async searchFolders(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    // Folders nest: the whole tree is listed by path (Inbox/Projects), then filtered by name.
    const results = (await folderTree(this)).filter((folder) => !filter || folder.name.toLowerCase().includes(filter.toLowerCase()));
    return { results };
  },
  async searchAttachments(this: ILoadOptionsFunctions, filter?: string, token?: string): Promise<INodeListSearchResult> {
    const message = currentId(this, 'messageId');
    if (message === '') return { results: [] };
    return page(this, `/messages/${segment(message)}/attachments`, { $select: 'id,name', ...(filter ? { $filter: `startswith(name,${quoted(filter)})` } : {}) }, token,
      (entry) => ({ name: String(entry.name), value: String(entry.id) }));
  },
};

/** Every mail folder, named by its path from the top. */
async function folderTree(context: ILoadOptionsFunctions): Promise<Array<{ name: string; value: string }>> {
  const found: Array<{ name: string; value: string }> = [];
  const walk = async (path: string, prefix: string) => {
    for (const folder of await graphRequestAll(context, path, { $select: 'id,displayName,childFolderCount' })) {
      const name = `${prefix}${String(folder.displayName)}`;
      found.push({ name, value: String(folder.id) });
      if (Number(folder.childFolderCount) > 0) await walk(`/mailFolders/${segment(String(folder.id))}/childFolders`, `${name}/`);
    }
  };
  await walk('/mailFolders', '');
  return found;
}

export const loadOptions = {
  async getCalendarGroups(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return (await graphRequestAll(this, '/calendarGroups', { $select: 'id,name' })).map((group) => ({ name: String(group.name), value: String(group.id) }));
  },
  async getCategoriesNames(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const answer = await graphRequest(this, { path: '/outlook/masterCategories' }) as IDataObject;
    return ((answer.value as IDataObject[] | undefined) ?? []).map((category) => ({ name: String(category.displayName), value: String(category.displayName) }));
  },
  async getFolders(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return folderTree(this);
  },
};
