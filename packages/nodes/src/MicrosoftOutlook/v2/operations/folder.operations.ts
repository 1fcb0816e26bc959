import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { messageItems, outputChoice, selectOf } from '../../output.js';
import { graphList, graphRequest, graphRequestAll, segment } from '../../transport.js';
import { idIn, locatedId } from '../located.js';
import { listQuery } from './message.operations.js';

type Result = IDataObject | IDataObject[] | INodeExecutionData[];

const fieldsQuery = (options: IDataObject): IDataObject => {
  const fields = (options.fields as string[] | undefined) ?? [];
  return fields.length > 0 ? { $select: fields.join(',') } : {};
};

/** Each folder followed by its child folders, all the way down. */
async function withChildren(context: IExecuteFunctions, itemIndex: number, folders: IDataObject[], query: IDataObject): Promise<IDataObject[]> {
  const all: IDataObject[] = [];
  for (const folder of folders) {
    all.push(folder);
    const children = await graphRequestAll(context, `/mailFolders/${segment(String(folder.id))}/childFolders`, query, Infinity, itemIndex);
    all.push(...await withChildren(context, itemIndex, children, query));
  }
  return all;
}

export const folderOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<Result>> = {
  async create(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const parent = options.folderId === undefined ? '' : idIn(options.folderId);
    return await graphRequest(this, {
      method: 'POST', path: parent === '' ? '/mailFolders' : `/mailFolders/${segment(parent)}/childFolders`, itemIndex,
      body: { displayName: String(this.getNodeParameter('displayName', itemIndex, '')) },
    }) as IDataObject;
  },

  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: `/mailFolders/${segment(locatedId(this, 'folderId', itemIndex))}`, itemIndex });
    return { success: true };
  },

  async get(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    return await graphRequest(this, { path: `/mailFolders/${segment(locatedId(this, 'folderId', itemIndex))}`, qs: fieldsQuery(options), itemIndex }) as IDataObject;
  },

  async getAll(itemIndex) {
    const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
    const filters = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
    const parent = options.folderId === undefined ? '' : idIn(options.folderId);
    const query = { ...fieldsQuery(options), ...(filters.filter ? { $filter: String(filters.filter) } : {}) };
    const folders = await graphList(this, itemIndex, parent === '' ? '/mailFolders' : `/mailFolders/${segment(parent)}/childFolders`, query);
    if (options.includeChildFolders !== true) return folders;
    const all = await withChildren(this, itemIndex, folders, fieldsQuery(options));
    return this.getNodeParameter('returnAll', itemIndex, false) === true ? all : all.slice(0, Number(this.getNodeParameter('limit', itemIndex, 100)));
  },

  async update(itemIndex) {
    return await graphRequest(this, {
      method: 'PATCH', path: `/mailFolders/${segment(locatedId(this, 'folderId', itemIndex))}`, itemIndex,
      body: { displayName: String(this.getNodeParameter('displayName', itemIndex, '')) },
    }) as IDataObject;
  },
};

export const folderMessageOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<Result>> = {
  async getAll(itemIndex) {
    const choice = outputChoice(this, itemIndex);
    const folder = locatedId(this, 'folderId', itemIndex);
    const messages = await graphList(this, itemIndex, `/mailFolders/${segment(folder)}/messages`, { ...listQuery(this, itemIndex), ...selectOf(choice, 'message') });
    return messageItems(this, messages, choice, this.getNodeParameter('options', itemIndex, {}) as IDataObject, itemIndex);
  },
};
