import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { wordpressRequestAll } from './transport.js';

/* The editor's option lists: the site's authors, categories and tags. */

async function named(context: ILoadOptionsFunctions, path: string, qs: IDataObject = {}): Promise<INodePropertyOptions[]> {
  const objects = await wordpressRequestAll(context, path, qs);
  return objects.map((object) => ({ name: String(object.name ?? object.slug ?? object.id), value: Number(object.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const loadOptions = {
  async getAuthors(this: ILoadOptionsFunctions) {
    return await named(this, '/users', { who: 'authors' });
  },
  async getCategories(this: ILoadOptionsFunctions) {
    return await named(this, '/categories');
  },
  async getTags(this: ILoadOptionsFunctions) {
    return await named(this, '/tags');
  },
};
