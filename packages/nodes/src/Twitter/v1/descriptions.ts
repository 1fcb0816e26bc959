import type { INodeProperties } from '@weft/workflow';

/* The parameters of Twitter 1 (v1.1 API), in n8n's order. */

const on = (resource: string, operation: string) => ({ show: { operation: [operation], resource: [resource] } });

const location = (extra: INodeProperties[] = []): INodeProperties => ({
  displayName: 'Location', name: 'locationFieldsUi', type: 'fixedCollection', placeholder: 'Add Location', default: {},
  description: 'Where the tweet was sent from',
  options: [{
    displayName: 'Location', name: 'locationFieldsValues',
    values: [
      { displayName: 'Latitude', name: 'latitude', type: 'string', required: true, description: 'The location latitude', default: '' },
      { displayName: 'Longitude', name: 'longitude', type: 'string', required: true, description: 'The location longitude', default: '' },
      ...extra,
    ],
  }],
});

export const v1Properties: INodeProperties[] = [
  {
    displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'tweet',
    options: [{ name: 'Direct Message', value: 'directMessage' }, { name: 'Tweet', value: 'tweet' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['directMessage'] } },
    options: [{ name: 'Create', value: 'create', description: 'Create a direct message', action: 'Create a direct message' }],
  },
  { displayName: 'User ID', name: 'userId', type: 'string', default: '', required: true, description: 'The ID of the user who should receive the direct message', displayOptions: on('directMessage', 'create') },
  { displayName: 'Text', name: 'text', type: 'string', default: '', required: true, description: 'The text of your Direct Message. URL encode as necessary. Max length of 10,000 characters.', displayOptions: on('directMessage', 'create') },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('directMessage', 'create'),
    options: [{ displayName: 'Attachment', name: 'attachment', type: 'string', default: 'data', description: 'Name of the binary property which contain data that should be added to the direct message as attachment' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['tweet'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create or reply a tweet', action: 'Create a tweet' },
      { name: 'Delete', value: 'delete', description: 'Delete a tweet', action: 'Delete a tweet' },
      { name: 'Like', value: 'like', description: 'Like a tweet', action: 'Like a tweet' },
      { name: 'Retweet', value: 'retweet', description: 'Retweet a tweet', action: 'Retweet a tweet' },
      { name: 'Search', value: 'search', description: 'Search tweets', action: 'Search for tweets' },
    ],
  },
  { displayName: 'Text', name: 'text', type: 'string', default: '', required: true, description: 'The text of the status update. URL encode as necessary.', displayOptions: on('tweet', 'create') },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('tweet', 'create'),
    options: [
      { displayName: 'Attachments', name: 'attachments', type: 'string', default: 'data', description: 'Name of the binary properties which contain data which should be added to tweet as attachment. Multiple ones can be comma-separated.' },
      { displayName: 'Display Coordinates', name: 'displayCoordinates', type: 'boolean', default: false, description: 'Whether or not to put a pin on the exact coordinates a Tweet has been sent from' },
      { displayName: 'In Reply to Tweet', name: 'inReplyToStatusId', type: 'string', default: '', description: 'The ID of an existing status that the update is in reply to' },
      location(),
      { displayName: 'Possibly Sensitive', name: 'possiblySensitive', type: 'boolean', default: false, description: 'Whether you are uploading Tweet media that might be considered sensitive content' },
    ],
  },
  { displayName: 'Tweet ID', name: 'tweetId', type: 'string', default: '', required: true, description: 'The ID of the tweet to delete', displayOptions: on('tweet', 'delete') },
  {
    displayName: 'Search Text', name: 'searchText', type: 'string', default: '', required: true, displayOptions: on('tweet', 'search'),
    description: 'A UTF-8, URL-encoded search query of 500 characters maximum, including operators. Queries may additionally be limited by complexity.',
  },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to return all results or only up to a given limit', displayOptions: on('tweet', 'search') },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1 }, description: 'Max number of results to return',
    displayOptions: { show: { operation: ['search'], resource: ['tweet'], returnAll: [false] } },
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('tweet', 'search'),
    options: [
      { displayName: 'Include Entities', name: 'includeEntities', type: 'boolean', default: false, description: 'Whether the entities node will be included' },
      {
        displayName: 'Language Name or ID', name: 'lang', type: 'options', typeOptions: { loadOptionsMethod: 'getLanguages' }, default: '',
        description: 'Restricts tweets to the given language. Choose from the list, or specify an ID using an expression.',
      },
      location([
        { displayName: 'Radius', name: 'radius', type: 'options', required: true, options: [{ name: 'Milles', value: 'mi' }, { name: 'Kilometers', value: 'km' }], default: '', description: 'Returns tweets by users located within a given radius of the given latitude/longitude' },
        { displayName: 'Distance', name: 'distance', type: 'number', typeOptions: { minValue: 0 }, required: true, default: '' },
      ]),
      {
        displayName: 'Result Type', name: 'resultType', type: 'options', default: 'mixed', description: 'Specifies what type of search results you would prefer to receive',
        options: [
          { name: 'Mixed', value: 'mixed', description: 'Include both popular and real time results in the response' },
          { name: 'Recent', value: 'recent', description: 'Return only the most recent results in the response' },
          { name: 'Popular', value: 'popular', description: 'Return only the most popular results in the response' },
        ],
      },
      {
        displayName: 'Tweet Mode', name: 'tweetMode', type: 'options', default: 'compat', description: 'When the extended mode is selected, the response contains the entire untruncated text of the Tweet',
        options: [{ name: 'Compatibility', value: 'compat' }, { name: 'Extended', value: 'extended' }],
      },
      { displayName: 'Until', name: 'until', type: 'dateTime', default: '', description: 'Returns tweets created before the given date' },
    ],
  },
  { displayName: 'Tweet ID', name: 'tweetId', type: 'string', default: '', required: true, description: 'The ID of the tweet', displayOptions: on('tweet', 'like') },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('tweet', 'like'),
    options: [{ displayName: 'Include Entities', name: 'includeEntities', type: 'boolean', default: false, description: 'Whether the entities will be omitted' }],
  },
  { displayName: 'Tweet ID', name: 'tweetId', type: 'string', default: '', required: true, description: 'The ID of the tweet', displayOptions: on('tweet', 'retweet') },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('tweet', 'retweet'),
    options: [{ displayName: 'Trim User', name: 'trimUser', type: 'boolean', default: false, description: 'Whether each returned tweet includes a user object including only the status authors numerical ID' }],
  },
];
