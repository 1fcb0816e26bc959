import type { INodeProperties } from '@weft/workflow';
import { choices, languageField, ownerOptions, paging, partField, privacyField, show } from './shared.js';

const PARTS = ['contentDetails', 'id', 'liveStreamingDetails', 'localizations', 'player', 'recordingDetails', 'snippet', 'statistics', 'status', 'topicDetails'];
const videoId = (operation: string): INodeProperties => ({ displayName: 'Video ID', name: 'videoId', type: 'string', required: true, default: '', displayOptions: show('video', operation) });
const region = (operation: string): INodeProperties => ({
  displayName: 'Region Code', name: 'regionCode', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getCountriesCodes' }, displayOptions: show('video', operation),
});
const category = (operation: string): INodeProperties => ({
  displayName: 'Category Name or ID', name: 'categoryId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getVideoCategories', loadOptionsDependsOn: ['regionCode'] },
  displayOptions: show('video', operation), description: 'Choose from the list, or specify an ID using an expression',
});
const title = (operation: string): INodeProperties => ({ displayName: 'Title', name: 'title', type: 'string', required: true, default: '', displayOptions: show('video', operation) });
/** The video's snippet and status fields (Upload's Options, Update's Update Fields). */
const videoFields = (privacy: string[]): INodeProperties[] => [
  languageField('defaultLanguage', 'Default Language Name or ID'),
  { displayName: 'Description', name: 'description', type: 'string', default: '', description: "The video's description" },
  { displayName: 'Embeddable', name: 'embeddable', type: 'boolean', default: false, description: 'Whether the video can be embedded on another website' },
  { displayName: 'License', name: 'license', type: 'options', default: '', options: [{ name: 'Creative Common', value: 'creativeCommon' }, { name: 'Youtube', value: 'youtube' }] },
  { displayName: 'Notify Subscribers', name: 'notifySubscribers', type: 'boolean', default: false, description: "Whether YouTube should tell the channel's subscribers about the new video" },
  privacyField(privacy),
  { displayName: 'Public Stats Viewable', name: 'publicStatsViewable', type: 'boolean', default: true, description: "Whether the video's extended statistics are public" },
  { displayName: 'Publish At', name: 'publishAt', type: 'dateTime', default: '', description: 'When a private video becomes public' },
  { displayName: 'Recording Date', name: 'recordingDate', type: 'dateTime', default: '', description: 'When the video was recorded' },
  { displayName: 'Self Declared Made For Kids', name: 'selfDeclaredMadeForKids', type: 'boolean', default: false, description: 'Whether the video is made for children' },
  { displayName: 'Tags', name: 'tags', type: 'string', default: '', description: 'Keyword tags, comma-separated' },
];

/** Video > Delete, Get, Get Many (search), Rate, Update, Upload. */
export const videoProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'getAll', displayOptions: { show: { resource: ['video'] } },
    options: [
      { name: 'Delete', value: 'delete', description: 'Delete a video', action: 'Delete a video' },
      { name: 'Get', value: 'get', description: 'Get a video', action: 'Get a video' },
      { name: 'Get Many', value: 'getAll', description: 'Retrieve many videos', action: 'Get many videos' },
      { name: 'Rate', value: 'rate', description: 'Rate a video', action: 'Rate a video' },
      { name: 'Update', value: 'update', description: 'Update a video', action: 'Update a video' },
      { name: 'Upload', value: 'upload', description: 'Upload a video', action: 'Upload a video' },
    ],
  },
  title('upload'),
  region('upload'),
  category('upload'),
  { displayName: 'Input Binary Field', name: 'binaryProperty', type: 'string', required: true, default: 'data', displayOptions: show('video', 'upload'), hint: 'The name of the input binary field holding the video' },
  ownerOptions('video', 'upload', ...videoFields(['private', 'public', 'unlisted'])),
  videoId('delete'),
  ownerOptions('video', 'delete'),
  videoId('get'),
  partField('video', 'get', PARTS),
  ownerOptions('video', 'get'),
  ...paging('video'),
  {
    displayName: 'Filters', name: 'filters', type: 'collection', placeholder: 'Add filter', default: {}, displayOptions: show('video', 'getAll'),
    options: [
      { displayName: 'Channel ID', name: 'channelId', type: 'string', default: '', description: "Only this channel's videos" },
      { displayName: 'For Developer', name: 'forDeveloper', type: 'boolean', default: false, description: "Whether to find only videos uploaded through this credential's application" },
      { displayName: 'Published After', name: 'publishedAfter', type: 'dateTime', default: '' },
      { displayName: 'Published Before', name: 'publishedBefore', type: 'dateTime', default: '' },
      { displayName: 'Query', name: 'q', type: 'string', default: '', description: 'The words to search for' },
      { displayName: 'Region Code', name: 'regionCode', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getCountriesCodes' }, description: 'Videos that can be viewed in this country' },
      { displayName: 'Related To Video ID', name: 'relatedToVideoId', type: 'string', default: '' },
      { displayName: 'Video Category ID', name: 'videoCategoryId', type: 'string', default: '' },
      { displayName: 'Video Syndicated', name: 'videoSyndicated', type: 'boolean', default: false, description: 'Whether to find only videos that can be played outside youtube.com' },
      { displayName: 'Video Type', name: 'videoType', type: 'options', default: '', options: choices('any', 'episode', 'movie') },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('video', 'getAll'),
    options: [
      { displayName: 'Order', name: 'order', type: 'options', default: 'relevance', options: choices('date', 'relevance') },
      { displayName: 'Safe Search', name: 'safeSearch', type: 'options', default: '', options: choices('moderate', 'none', 'strict') },
    ],
  },
  videoId('rate'),
  { displayName: 'Rating', name: 'rating', type: 'options', default: '', displayOptions: show('video', 'rate'), options: choices('dislike', 'like', 'none') },
  videoId('update'),
  title('update'),
  region('update'),
  category('update'),
  // n8n's Update lists "unlistef" (sic); the saved value is kept so imported workflows stay the same.
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add field', default: {}, displayOptions: show('video', 'update'), options: videoFields(['private', 'public', 'unlistef']) },
];
