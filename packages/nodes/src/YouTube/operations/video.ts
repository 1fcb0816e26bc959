import type { IDataObject, IExecuteFunctions, IN8nHttpFullResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { PARTS, YOUTUBE_UPLOAD, partsOf, youTubeRequest } from '../transport.js';
import type { Operation } from './common.js';
import { given, idParameter, listEntries, rfc3339, tagList } from './common.js';

/* Video > Delete, Get, Get Many (YouTube's search), Rate, Update, Upload; Video Category > Get Many. */

/** The title, category and Options/Update Fields as the video resource's snippet, status and recordingDetails. */
function videoResource(context: IExecuteFunctions, index: number, fields: IDataObject): { body: IDataObject; part: string } {
  const snippet: IDataObject = { title: String(context.getNodeParameter('title', index)), ...given(fields, 'description', 'defaultLanguage') };
  const categoryId = String(context.getNodeParameter('categoryId', index, '') ?? '');
  if (categoryId) snippet.categoryId = categoryId;
  if (fields.tags) snippet.tags = tagList(fields.tags);
  const status = given(fields, 'embeddable', 'license', 'privacyStatus', 'publicStatsViewable', 'selfDeclaredMadeForKids');
  if (fields.publishAt) status.publishAt = rfc3339(context, fields.publishAt, 'Publish At', index);
  const body: IDataObject = { snippet };
  const parts = ['snippet'];
  if (Object.keys(status).length > 0) { body.status = status; parts.push('status'); }
  if (fields.recordingDate) {
    body.recordingDetails = { recordingDate: rfc3339(context, fields.recordingDate, 'Recording Date', index) };
    parts.push('recordingDetails');
  }
  return { body, part: parts.join(',') };
}

const remove: Operation = async function (index) {
  const id = idParameter(this, index, 'videoId', 'Video ID');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  await youTubeRequest(this, { method: 'DELETE', path: '/videos', qs: { id, ...given(options, 'onBehalfOfContentOwner') } });
  return { success: true };
};

const get: Operation = async function (index) {
  const id = idParameter(this, index, 'videoId', 'Video ID');
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const answer = await youTubeRequest(this, { method: 'GET', path: '/videos', qs: { part: partsOf(this.getNodeParameter('part', index), PARTS.video), id, ...given(options, 'onBehalfOfContentOwner') } });
  const [video] = (answer.items ?? []) as IDataObject[];
  if (!video) throw new NodeOperationError(this.getNode(), `No video has the ID "${id}"`, { itemIndex: index });
  return video;
};

/** Videos found by YouTube's search with the filters (search results: id.videoId and snippet). */
const getAll: Operation = async function (index) {
  const filters = this.getNodeParameter('filters', index, {}) as IDataObject;
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const qs: IDataObject = { part: 'snippet', type: 'video', ...given(filters, 'channelId', 'q', 'regionCode', 'relatedToVideoId', 'videoCategoryId', 'videoType'), ...given(options, 'order', 'safeSearch') };
  if (filters.forDeveloper === true) qs.forDeveloper = true;
  if (filters.videoSyndicated === true) qs.videoSyndicated = 'true';
  if (filters.publishedAfter) qs.publishedAfter = rfc3339(this, filters.publishedAfter, 'Published After', index);
  if (filters.publishedBefore) qs.publishedBefore = rfc3339(this, filters.publishedBefore, 'Published Before', index);
  // Without any filter, the user's own videos.
  if (!['channelId', 'q', 'relatedToVideoId', 'videoCategoryId', 'regionCode', 'forDeveloper'].some((name) => name in qs)) qs.forMine = true;
  return listEntries(this, index, '/search', qs);
};

const rate: Operation = async function (index) {
  const id = idParameter(this, index, 'videoId', 'Video ID');
  const rating = String(this.getNodeParameter('rating', index, '') ?? '');
  if (rating === '') throw new NodeOperationError(this.getNode(), 'Choose a rating: like, dislike or none', { itemIndex: index });
  await youTubeRequest(this, { method: 'POST', path: '/videos/rate', qs: { id, rating } });
  return { success: true };
};

const update: Operation = async function (index) {
  const id = idParameter(this, index, 'videoId', 'Video ID');
  const fields = this.getNodeParameter('updateFields', index, {}) as IDataObject;
  const { body, part } = videoResource(this, index, fields);
  return youTubeRequest(this, { method: 'PUT', path: '/videos', qs: { part }, body: { id, ...body } });
};

/** YouTube's resumable upload: the metadata opens a session, then the item's bytes go to its Location. */
const upload: Operation = async function (index) {
  const property = String(this.getNodeParameter('binaryProperty', index, 'data'));
  const binary = this.helpers.assertBinaryData(index, property);
  const bytes = Buffer.from(await this.helpers.getBinaryDataBuffer(index, property));
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const { body, part } = videoResource(this, index, options);
  const mimeType = binary.mimeType || 'application/octet-stream';
  const qs: IDataObject = { uploadType: 'resumable', part };
  if (options.notifySubscribers !== undefined) qs.notifySubscribers = options.notifySubscribers;
  const session = await youTubeRequest(this, {
    method: 'POST', url: `${YOUTUBE_UPLOAD}/videos`, qs, body, returnFullResponse: true,
    headers: { 'X-Upload-Content-Length': String(bytes.length), 'X-Upload-Content-Type': mimeType },
  }) as unknown as IN8nHttpFullResponse;
  const location = session.headers?.location;
  if (typeof location !== 'string' || location === '') throw new NodeOperationError(this.getNode(), 'YouTube did not open an upload session', { itemIndex: index });
  return youTubeRequest(this, { method: 'PUT', url: location, body: bytes, headers: { 'Content-Type': mimeType, 'Content-Length': String(bytes.length) } });
};

const categories: Operation = async function (index) {
  const regionCode = String(this.getNodeParameter('regionCode', index, '') ?? '').trim();
  if (regionCode === '') throw new NodeOperationError(this.getNode(), 'Choose a region', { itemIndex: index });
  const answer = await youTubeRequest(this, { method: 'GET', path: '/videoCategories', qs: { part: 'snippet', regionCode } });
  const all = (answer.items ?? []) as IDataObject[];
  return this.getNodeParameter('returnAll', index, false) === true ? all : all.slice(0, Number(this.getNodeParameter('limit', index, 25)));
};

export const videoOperations: Record<string, Operation> = { delete: remove, get, getAll, rate, update, upload };
export const videoCategoryOperations: Record<string, Operation> = { getAll: categories };
