import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { PARTS, YOUTUBE_UPLOAD, partsOf, youTubeRequest } from '../transport.js';
import type { Operation } from './common.js';
import { given, idParameter, listEntries } from './common.js';

/* Channel > Get, Get Many, Update, Upload Banner. */

const FILTERS = ['categoryId', 'forUsername', 'id', 'managedByMe'];

const get: Operation = async function (index) {
  const id = idParameter(this, index, 'channelId', 'Channel ID');
  const answer = await youTubeRequest(this, { method: 'GET', path: '/channels', qs: { part: partsOf(this.getNodeParameter('part', index), PARTS.channel), id } });
  const [channel] = (answer.items ?? []) as IDataObject[];
  if (!channel) throw new NodeOperationError(this.getNode(), `No channel has the ID "${id}"`, { itemIndex: index });
  return channel;
};

const getAll: Operation = async function (index) {
  const filters = given(this.getNodeParameter('filters', index, {}) as IDataObject, ...FILTERS);
  if (filters.managedByMe === false) delete filters.managedByMe;
  const options = this.getNodeParameter('options', index, {}) as IDataObject;
  const qs: IDataObject = { part: partsOf(this.getNodeParameter('part', index), PARTS.channel), ...filters };
  // YouTube wants one way of choosing channels: without a filter, the user's own.
  if (Object.keys(filters).length === 0) qs.mine = true;
  if (options.h1) qs.hl = options.h1;
  Object.assign(qs, given(options, 'onBehalfOfContentOwner'));
  return listEntries(this, index, '/channels', qs);
};

/** The branding settings, image settings and status groups as the channel resource's parts. */
function channelChanges(fields: IDataObject): { body: IDataObject; parts: string[] } {
  const ui = (fields.brandingSettingsUi ?? {}) as IDataObject;
  const channel = (ui.channelSettingsValues as IDataObject | undefined)?.channel as IDataObject | undefined;
  const image = (ui.imageSettingsValues as IDataObject | undefined)?.image as IDataObject | undefined;
  const status = (ui.statusValue as IDataObject | undefined)?.status as IDataObject | undefined;
  const body: IDataObject = {};
  const brandingSettings: IDataObject = {};
  if (channel && Object.keys(channel).length > 0) {
    const settings = { ...channel };
    if (Array.isArray(settings.featuredChannelsUrls)) settings.featuredChannelsUrls = settings.featuredChannelsUrls.map(String);
    brandingSettings.channel = settings;
  }
  if (image && Object.keys(image).length > 0) brandingSettings.image = image;
  const parts: string[] = [];
  if (Object.keys(brandingSettings).length > 0) { body.brandingSettings = brandingSettings; parts.push('brandingSettings'); }
  if (status && Object.keys(status).length > 0) { body.status = status; parts.push('status'); }
  return { body, parts };
}

const update: Operation = async function (index) {
  const id = idParameter(this, index, 'channelId', 'Channel ID');
  const fields = this.getNodeParameter('updateFields', index, {}) as IDataObject;
  const { body, parts } = channelChanges(fields);
  if (parts.length === 0) throw new NodeOperationError(this.getNode(), 'Add a branding, image or status setting to update', { itemIndex: index });
  return youTubeRequest(this, { method: 'PUT', path: '/channels', qs: { part: parts.join(','), ...given(fields, 'onBehalfOfContentOwner') }, body: { id, ...body } });
};

/** The image is uploaded as a banner, then set as the channel's banner through its branding settings. */
const uploadBanner: Operation = async function (index) {
  const id = idParameter(this, index, 'channelId', 'Channel ID');
  const property = String(this.getNodeParameter('binaryProperty', index, 'data'));
  const binary = this.helpers.assertBinaryData(index, property);
  const bytes = Buffer.from(await this.helpers.getBinaryDataBuffer(index, property));
  const banner = await youTubeRequest(this, {
    method: 'POST', url: `${YOUTUBE_UPLOAD}/channelBanners/insert`, qs: { uploadType: 'media' }, body: bytes,
    headers: { 'Content-Type': binary.mimeType || 'application/octet-stream' },
  });
  const url = banner.url;
  return youTubeRequest(this, { method: 'PUT', path: '/channels', qs: { part: 'brandingSettings' }, body: { id, brandingSettings: { image: { bannerExternalUrl: url } } } });
};

export const channelOperations: Record<string, Operation> = { get, getAll, update, uploadBanner };
