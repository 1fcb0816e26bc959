import type { IBinaryData, IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { formatBlocks, mapFilter, mapProperties, mapSorts } from '../build-body.js';
import { databaseIdOf, pageIdOf } from '../ids.js';
import { simplifyObjects } from '../simplify.js';
import { notionRequest, notionRequestAll, segment } from '../transport.js';
import { perItem } from './run-per-item.js';

const versionOf = (context: IExecuteFunctions): 1 | 2 => (context.getNode().typeVersion === 1 ? 1 : 2);

function icon(options: IDataObject, typed: boolean): IDataObject | undefined {
  if (!options.icon) return undefined;
  if (options.iconType === 'file') return typed ? { type: 'external', external: { url: options.icon } } : { external: { url: options.icon } };
  return typed ? { type: 'emoji', emoji: options.icon } : { emoji: options.icon };
}

export async function createDatabasePage(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const version = versionOf(this);
  // The title goes to the database's title property, whatever its name.
  const schema = await notionRequest(this, 'GET', `/databases/${segment(databaseIdOf(this, 0))}`);
  const titleKey = Object.entries(schema.properties as IDataObject).find(([, property]) => (property as IDataObject).type === 'title')?.[0] ?? 'title';
  return await perItem(this, async (index) => {
    const body: IDataObject = { parent: { database_id: databaseIdOf(this, index) }, properties: {} };
    const title = version === 2 ? this.getNodeParameter('title', index, '') as string : '';
    if (title !== '') (body.properties as IDataObject)[titleKey] = { title: [{ text: { content: title } }] };
    const entries = this.getNodeParameter('propertiesUi.propertyValues', index, []) as IDataObject[];
    Object.assign(body.properties as IDataObject, mapProperties(entries, this.getTimezone(), version));
    body.children = formatBlocks(this.getNodeParameter('blockUi.blockValues', index, []) as IDataObject[]);
    const pageIcon = icon(this.getNodeParameter('options', index, {}) as IDataObject, false);
    if (pageIcon) body.icon = pageIcon;
    const page = await notionRequest(this, 'POST', '/pages', body);
    return this.getNodeParameter('simple', index, true) ? simplifyObjects(page, version) : page;
  });
}

export async function updateDatabasePage(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const version = versionOf(this);
  return await perItem(this, async (index) => {
    const entries = this.getNodeParameter('propertiesUi.propertyValues', index, []) as IDataObject[];
    const body: IDataObject = { properties: mapProperties(entries, this.getTimezone(), version) };
    const pageIcon = icon(this.getNodeParameter('options', index, {}) as IDataObject, true);
    if (pageIcon) body.icon = pageIcon;
    const page = await notionRequest(this, 'PATCH', `/pages/${segment(pageIdOf(this, index))}`, body);
    return this.getNodeParameter('simple', index, true) ? simplifyObjects(page, version) : page;
  });
}

export async function getDatabasePage(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const page = await notionRequest(this, 'GET', `/pages/${segment(pageIdOf(this, index))}`);
    return this.getNodeParameter('simple', index, true) ? simplifyObjects(page, 2) : page;
  });
}

/** The query filter: built from conditions (any or all), Notion's JSON, or version 1's single/multiple condition. */
function queryFilter(context: IExecuteFunctions, index: number): IDataObject | undefined {
  const timezone = context.getTimezone();
  if (versionOf(context) === 1) {
    const filters = ((context.getNodeParameter('options', index, {}) as IDataObject).filter ?? {}) as IDataObject;
    if (filters.singleCondition) return mapFilter(filters.singleCondition as IDataObject, timezone);
    const { or, and } = (((filters.multipleCondition ?? {}) as IDataObject).condition ?? {}) as { or?: IDataObject[]; and?: IDataObject[] };
    const compound: IDataObject = {};
    if (or?.length) compound.or = or.map((condition) => mapFilter(condition, timezone));
    if (and?.length) compound.and = and.map((condition) => mapFilter(condition, timezone));
    return Object.keys(compound).length > 0 ? compound : undefined;
  }
  const filterType = context.getNodeParameter('filterType', 0, 'none') as string;
  if (filterType === 'manual') {
    const conditions = context.getNodeParameter('filters.conditions', index, []) as IDataObject[];
    const mapped = conditions.map((condition) => mapFilter(condition, timezone));
    return context.getNodeParameter('matchType', 0, 'anyFilter') === 'allFilters' ? { and: mapped } : { or: mapped };
  }
  if (filterType === 'json') {
    const text = context.getNodeParameter('filterJson', index, '') as string;
    try {
      const parsed = (typeof text === 'string' ? JSON.parse(text) : text) as IDataObject;
      return Object.keys(parsed ?? {}).length > 0 ? parsed : undefined;
    } catch {
      throw new NodeOperationError(context.getNode(), 'Filters (JSON) must be valid JSON', { itemIndex: index, description: 'Give Notion\'s filter object, e.g. {"property": "Done", "checkbox": {"equals": true}}.' });
    }
  }
  return undefined;
}

/** Pages of a database that match the filter, sorted; "Download Files" puts file properties into binary data. */
export async function getManyDatabasePages(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  const version = versionOf(this);
  const output: INodeExecutionData[] = [];
  const items = this.getInputData();
  for (let index = 0; index < items.length; index++) {
    const databaseId = databaseIdOf(this, index);
    const body: IDataObject = {};
    const filter = queryFilter(this, index);
    if (filter) body.filter = filter;
    const sorts = (((this.getNodeParameter('options', index, {}) as IDataObject).sort ?? {}) as IDataObject).sortValue as IDataObject[] | undefined;
    if (sorts?.length) body.sorts = mapSorts(sorts);
    const path = `/databases/${segment(databaseId)}/query`;
    const pages = this.getNodeParameter('returnAll', index)
      ? await notionRequestAll(this, 'POST', path, body)
      : (await notionRequest(this, 'POST', path, { ...body, page_size: this.getNodeParameter('limit', index) })).results as IDataObject[];
    const simple = this.getNodeParameter('simple', index, true) as boolean;
    const download = version === 2 && this.getNodeParameter('options.downloadFiles', index, false) === true;
    for (const page of pages) {
      const json = simple ? simplifyObjects(page, version)[0] as IDataObject : page;
      output.push({ json, pairedItem: { item: index }, ...(download ? await files(this, page) : {}) });
    }
  }
  return output;
}

async function files(context: IExecuteFunctions, page: IDataObject): Promise<{ binary?: Record<string, IBinaryData> }> {
  const binary: Record<string, IBinaryData> = {};
  for (const [key, property] of Object.entries(page.properties as IDataObject)) {
    const value = property as IDataObject;
    if (value.type !== 'files') continue;
    for (const [at, file] of (value.files as IDataObject[]).entries()) {
      const url = String(((file.file ?? file.external) as IDataObject | undefined)?.url ?? '');
      const bytes = await context.helpers.httpRequest({ method: 'GET', url, encoding: 'arraybuffer', json: false }) as ArrayBuffer;
      binary[`${key}_${at}`] = await context.helpers.prepareBinaryData(Buffer.from(bytes), String(file.name ?? ''));
    }
  }
  return Object.keys(binary).length > 0 ? { binary } : {};
}
