import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { databaseIdOf } from '../ids.js';
import { simplifyObjects } from '../simplify.js';
import { notionRequest, notionRequestAll, segment } from '../transport.js';
import { perItem } from './run-per-item.js';

const isV1 = (context: IExecuteFunctions) => context.getNode().typeVersion === 1;
const simplified = (context: IExecuteFunctions, objects: IDataObject[], index: number) =>
  (!isV1(context) && context.getNodeParameter('simple', index, true) ? simplifyObjects(objects, 2) : objects);

export async function getDatabase(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const database = await notionRequest(this, 'GET', `/databases/${segment(databaseIdOf(this, index))}`);
    return simplified(this, [database], index);
  });
}

/** The databases shared with the integration (Notion's search, databases only). */
export async function getManyDatabases(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const filter = { property: 'object', value: 'database' };
    const databases = this.getNodeParameter('returnAll', index)
      ? await notionRequestAll(this, 'POST', '/search', { filter })
      : (await notionRequest(this, 'POST', '/search', { filter, page_size: this.getNodeParameter('limit', index) })).results as IDataObject[];
    return simplified(this, databases, index);
  });
}

/** Databases whose title contains the text, optionally sorted by last edit. */
export async function searchDatabases(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const body: IDataObject = { filter: { property: 'object', value: 'database' } };
    const text = this.getNodeParameter('text', index, '') as string;
    if (text) body.query = text;
    const sort = ((this.getNodeParameter('options', index, {}) as IDataObject).sort as IDataObject | undefined)?.sortValue;
    if (sort) body.sort = sort;
    const limit = this.getNodeParameter('returnAll', index) ? Infinity : this.getNodeParameter('limit', index) as number;
    const found = await notionRequestAll(this, 'POST', '/search', body, limit);
    return this.getNodeParameter('simple', index, true) ? simplifyObjects(found, 2) : found;
  });
}
