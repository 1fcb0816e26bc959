import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { PARTS, partsOf, youTubeRequest } from '../transport.js';
import type { Operation } from './common.js';
import { given, idParameter, listEntries, rfc3339, tagList } from './common.js';

/* Playlist > Create, Delete, Get, Get Many, Update and Playlist Item > Add, Delete, Get, Get Many. */

const OWNER = ['onBehalfOfContentOwner', 'onBehalfOfContentOwnerChannel'];

/** Title, description, tags and language as the playlist's snippet; privacy as its status. */
function playlistBody(title: string, fields: IDataObject): { body: IDataObject; part: string } {
  const snippet: IDataObject = { title, ...given(fields, 'description', 'defaultLanguage') };
  if (fields.tags) snippet.tags = tagList(fields.tags);
  const body: IDataObject = { snippet };
  if (fields.privacyStatus) body.status = { privacyStatus: fields.privacyStatus };
  return { body, part: body.status ? 'snippet,status' : 'snippet' };
}

const create: Operation = async function (index) {
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const { body, part } = playlistBody(String(this.getNodeParameter('title', index)), options);
  return youTubeRequest(this, { method: 'POST', path: '/playlists', qs: { part, ...given(options, ...OWNER) }, body });
};

const remove: Operation = async function (index) {
  const id = idParameter(this, index, 'playlistId', 'Playlist ID');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  await youTubeRequest(this, { method: 'DELETE', path: '/playlists', qs: { id, ...given(options, 'onBehalfOfContentOwner') } });
  return { success: true };
};

const get: Operation = async function (index) {
  const id = idParameter(this, index, 'playlistId', 'Playlist ID');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const answer = await youTubeRequest(this, { method: 'GET', path: '/playlists', qs: { part: partsOf(this.getNodeParameter('part', index), PARTS.playlist), id, ...given(options, ...OWNER) } });
  const [playlist] = (answer.items ?? []) as IDataObject[];
  if (!playlist) throw new NodeOperationError(this.getNode(), `No playlist has the ID "${id}"`, { itemIndex: index });
  return playlist;
};

const getAll: Operation = async function (index) {
  const filters = given(this.getNodeParameter('filters', index, {}) as IDataObject, 'channelId', 'id');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const qs: IDataObject = { part: partsOf(this.getNodeParameter('part', index), PARTS.playlist), ...filters, ...given(options, ...OWNER) };
  // Without a channel or ids, the user's own playlists.
  if (Object.keys(filters).length === 0) qs.mine = true;
  return listEntries(this, index, '/playlists', qs);
};

const update: Operation = async function (index) {
  const id = idParameter(this, index, 'playlistId', 'Playlist ID');
  const fields = this.getNodeParameter('updateFields', index, {}) as IDataObject;
  const { body, part } = playlistBody(String(this.getNodeParameter('title', index)), fields);
  return youTubeRequest(this, { method: 'PUT', path: '/playlists', qs: { part, ...given(fields, 'onBehalfOfContentOwner') }, body: { id, ...body } });
};

const add: Operation = async function (index) {
  const playlistId = idParameter(this, index, 'playlistId', 'Playlist');
  const videoId = idParameter(this, index, 'videoId', 'Video ID');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const snippet: IDataObject = { playlistId, resourceId: { kind: 'youtube#video', videoId } };
  if (options.position !== undefined && options.position !== '') snippet.position = Number(options.position);
  const contentDetails: IDataObject = {};
  if (options.note) contentDetails.note = options.note;
  if (options.startAt) contentDetails.startAt = rfc3339(this, options.startAt, 'Start At', index);
  if (options.endAt) contentDetails.endAt = rfc3339(this, options.endAt, 'End At', index);
  const hasDetails = Object.keys(contentDetails).length > 0;
  return youTubeRequest(this, {
    method: 'POST', path: '/playlistItems', qs: { part: hasDetails ? 'snippet,contentDetails' : 'snippet', ...given(options, 'onBehalfOfContentOwner') },
    body: { snippet, ...(hasDetails ? { contentDetails } : {}) },
  });
};

const removeItem: Operation = async function (index) {
  const id = idParameter(this, index, 'playlistItemId', 'Playlist Item ID');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  await youTubeRequest(this, { method: 'DELETE', path: '/playlistItems', qs: { id, ...given(options, 'onBehalfOfContentOwner') } });
  return { success: true };
};

const getItem: Operation = async function (index) {
  const id = idParameter(this, index, 'playlistItemId', 'Playlist Item ID');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const answer = await youTubeRequest(this, { method: 'GET', path: '/playlistItems', qs: { part: partsOf(this.getNodeParameter('part', index), PARTS.playlistItem), id, ...given(options, 'onBehalfOfContentOwner') } });
  const [item] = (answer.items ?? []) as IDataObject[];
  if (!item) throw new NodeOperationError(this.getNode(), `No playlist item has the ID "${id}"`, { itemIndex: index });
  return item;
};

const getItems: Operation = async function (index) {
  const playlistId = idParameter(this, index, 'playlistId', 'Playlist');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  return listEntries(this, index, '/playlistItems', { part: partsOf(this.getNodeParameter('part', index), PARTS.playlistItem), playlistId, ...given(options, 'onBehalfOfContentOwner') });
};

export const playlistOperations: Record<string, Operation> = { create, delete: remove, get, getAll, update };
export const playlistItemOperations: Record<string, Operation> = { add, delete: removeItem, get: getItem, getAll: getItems };
