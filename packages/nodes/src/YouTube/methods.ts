import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { youTubeRequest, youTubeRequestAll } from './transport.js';

/* The editor's lists: YouTube's interface languages and regions, a region's video categories, the user's playlists and channels. */

const snippet = (entry: IDataObject) => (entry.snippet ?? {}) as IDataObject;
const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

export const loadOptions = {
  async getLanguages(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const answer = await youTubeRequest(this, { method: 'GET', path: '/i18nLanguages', qs: { part: 'snippet' } });
    return ((answer.items ?? []) as IDataObject[]).map((entry) => ({ name: String(snippet(entry).name), value: String(snippet(entry).hl) })).sort(byName);
  },

  async getCountriesCodes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const answer = await youTubeRequest(this, { method: 'GET', path: '/i18nRegions', qs: { part: 'snippet' } });
    return ((answer.items ?? []) as IDataObject[]).map((entry) => ({ name: String(snippet(entry).name), value: String(snippet(entry).gl) })).sort(byName);
  },

  /** Only the categories a video can be put in (YouTube lists some that are not assignable). */
  async getVideoCategories(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const regionCode = String(this.getCurrentNodeParameter('regionCode') ?? '') || 'US';
    const answer = await youTubeRequest(this, { method: 'GET', path: '/videoCategories', qs: { part: 'snippet', regionCode } });
    return ((answer.items ?? []) as IDataObject[]).filter((entry) => snippet(entry).assignable === true)
      .map((entry) => ({ name: String(snippet(entry).title), value: String(entry.id) })).sort(byName);
  },

  async getPlaylists(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const playlists = await youTubeRequestAll(this, '/playlists', { part: 'snippet', mine: true });
    return playlists.map((entry) => ({ name: String(snippet(entry).title), value: String(entry.id) })).sort(byName);
  },

  async getChannels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const channels = await youTubeRequestAll(this, '/channels', { part: 'snippet', mine: true });
    return channels.map((entry) => ({ name: String(snippet(entry).title), value: String(entry.id) })).sort(byName);
  },
};
