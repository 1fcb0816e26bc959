import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { DATABASE_URL_EXTRACT, ID_EXTRACT, PAGE_URL_EXTRACT } from './descriptions/locators.js';
import { notionRequest, notionRequestAll, segment } from './transport.js';

/* The Notion node's editor lists: databases (From List), properties, select options, users, block types, time zones. */

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.toLocaleLowerCase().localeCompare(b.name.toLocaleLowerCase());
const COMPUTED = ['created_time', 'last_edited_time', 'created_by', 'last_edited_by', 'formula', 'rollup'];

function locatorId(context: ILoadOptionsFunctions, name: string, urlPattern: string): string {
  const value = context.getCurrentNodeParameter(name) as { mode?: string; value?: unknown } | string | undefined;
  const raw = typeof value === 'object' && value !== null ? String(value.value ?? '') : String(value ?? '');
  const mode = typeof value === 'object' && value !== null ? value.mode : 'url';
  if (mode === 'list') return raw;
  const id = new RegExp(mode === 'url' ? urlPattern : ID_EXTRACT).exec(raw)?.[1] ?? new RegExp(ID_EXTRACT).exec(raw)?.[1];
  if (!id) throw new NodeOperationError(context.getNode(), `Could not find a Notion ID in "${raw}"`, { description: 'Choose the database or page first.' });
  return id;
}

async function databaseProperties(context: ILoadOptionsFunctions, databaseId: string): Promise<Record<string, IDataObject>> {
  const database = await notionRequest(context, 'GET', `/databases/${segment(databaseId)}`);
  return database.properties as Record<string, IDataObject>;
}

/** The database of the page the update operation names. */
async function databaseOfPage(context: ILoadOptionsFunctions): Promise<string> {
  const page = await notionRequest(context, 'GET', `/pages/${segment(locatorId(context, 'pageId', PAGE_URL_EXTRACT))}`);
  const databaseId = (page.parent as IDataObject | undefined)?.database_id;
  if (typeof databaseId !== 'string') throw new NodeOperationError(context.getNode(), 'The page is not in a database', { description: 'Use Page operations for pages that are not database pages.' });
  return databaseId;
}

function keyOf(context: ILoadOptionsFunctions): [string, string] {
  const key = context.getCurrentNodeParameter('&key');
  if (typeof key !== 'string' || !key.includes('|')) throw new NodeOperationError(context.getNode(), 'Choose the property first');
  const [name = '', type = ''] = key.split('|');
  return [name, type];
}

function options(properties: Record<string, IDataObject>, name: string, type: string, value: 'name' | 'id'): INodePropertyOptions[] {
  const choices = ((properties[name]?.[type] as IDataObject | undefined)?.options ?? []) as IDataObject[];
  return choices.map((choice) => ({ name: String(choice.name), value: String(choice[value]) }));
}

export const listSearch = {
  async getDatabases(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const databases = await notionRequestAll(this, 'POST', '/search', { page_size: 100, ...(filter ? { query: filter } : {}), filter: { property: 'object', value: 'database' } });
    const results = databases.map((database) => ({
      name: (database.title as IDataObject[] | undefined)?.[0]?.plain_text as string | undefined || String(database.id), value: String(database.id), url: String(database.url),
    }));
    return { results: results.sort(byName) };
  },
};

export const loadOptions = {
  async getDatabaseProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const properties = await databaseProperties(this, locatorId(this, 'databaseId', DATABASE_URL_EXTRACT));
    return Object.entries(properties).filter(([, property]) => !COMPUTED.includes(String(property.type)))
      .map(([key, property]) => ({ name: key, value: `${key}|${String(property.type)}` })).sort(byName);
  },

  async getFilterProperties(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const properties = await databaseProperties(this, locatorId(this, 'databaseId', DATABASE_URL_EXTRACT));
    return Object.entries(properties).map(([key, property]) => ({ name: key, value: `${key}|${String(property.type)}` })).sort(byName);
  },

  async getBlockTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return [
      ['Paragraph', 'paragraph'], ['Heading 1', 'heading_1'], ['Heading 2', 'heading_2'], ['Heading 3', 'heading_3'], ['Toggle', 'toggle'],
      ['To-Do', 'to_do'], ['Bulleted List Item', 'bulleted_list_item'], ['Numbered List Item', 'numbered_list_item'], ['Image', 'image'],
    ].map(([name, value]) => ({ name: name as string, value: value as string }));
  },

  /** A select's options by name (creating and filtering pages); version 1 wrote selects by option id. */
  async getPropertySelectValues(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const [name, type] = keyOf(this);
    const properties = await databaseProperties(this, locatorId(this, 'databaseId', DATABASE_URL_EXTRACT));
    if (!properties[name]) throw new NodeOperationError(this.getNode(), `The database has no property "${name}"`);
    const byId = this.getNode().typeVersion === 1 && this.getCurrentNodeParameter('operation') !== 'getAll';
    return options(properties, name, type, byId ? 'id' : 'name');
  },

  async getUsers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const users = await notionRequestAll(this, 'GET', '/users');
    return users.filter((user) => user.type === 'person').map((user) => ({ name: String(user.name), value: String(user.id) }));
  },

  async getDatabaseIdFromPage(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const properties = await databaseProperties(this, await databaseOfPage(this));
    return Object.entries(properties).filter(([, property]) => !COMPUTED.includes(String(property.type)))
      .map(([key, property]) => ({ name: key, value: `${key}|${String(property.type)}` })).sort(byName);
  },

  async getDatabaseOptionsFromPage(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const [name, type] = keyOf(this);
    return options(await databaseProperties(this, await databaseOfPage(this)), name, type, 'name');
  },

  async getTimezones(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return [{ name: 'Default', value: 'default', description: 'The workflow\'s time zone' }, ...Intl.supportedValuesOf('timeZone').map((zone) => ({ name: zone, value: zone }))];
  },
};
