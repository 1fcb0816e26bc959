import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { formatBlocks } from '../build-body.js';
import { pageIdOf } from '../ids.js';
import { simplifyObjects } from '../simplify.js';
import { notionRequest, notionRequestAll, segment } from '../transport.js';
import { perItem } from './run-per-item.js';

const versionOf = (context: IExecuteFunctions): 1 | 2 => (context.getNode().typeVersion === 1 ? 1 : 2);
const simplified = (context: IExecuteFunctions, objects: IDataObject | IDataObject[], index: number) =>
  (context.getNodeParameter('simple', index, true) ? simplifyObjects(objects, versionOf(context)) : objects);

export async function archivePage(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => simplified(this, await notionRequest(this, 'PATCH', `/pages/${segment(pageIdOf(this, index))}`, { archived: true }), index));
}

/** A page under a parent page, with a title and blocks. */
export async function createPage(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const body: IDataObject = {
      parent: { page_id: pageIdOf(this, index) },
      properties: { title: [{ text: { content: this.getNodeParameter('title', index) } }] },
      children: formatBlocks(this.getNodeParameter('blockUi.blockValues', index, []) as IDataObject[]),
    };
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    if (options.icon) body.icon = options.iconType === 'file' ? { external: { url: options.icon } } : { emoji: options.icon };
    return simplified(this, await notionRequest(this, 'POST', '/pages', body), index);
  });
}

/** Version 1's page get. */
export async function getPage(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => simplified(this, await notionRequest(this, 'GET', `/pages/${segment(pageIdOf(this, index))}`), index));
}

/** Pages (and with a filter, databases) whose title contains the text. */
export async function searchPages(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const body: IDataObject = {};
    const text = this.getNodeParameter('text', index, '') as string;
    if (text) body.query = text;
    const options = this.getNodeParameter('options', index, {}) as IDataObject;
    const filter = (options.filter as IDataObject | undefined)?.filters;
    if (filter) body.filter = filter;
    const sort = (options.sort as IDataObject | undefined)?.sortValue;
    if (sort) body.sort = sort;
    const limit = this.getNodeParameter('returnAll', index) ? Infinity : this.getNodeParameter('limit', index) as number;
    return simplified(this, await notionRequestAll(this, 'POST', '/search', body, limit), index);
  });
}
