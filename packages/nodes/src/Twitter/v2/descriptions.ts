import type { INodeProperties } from '@weft/workflow';
import { listLocator, tweetLocator, userLocator } from './locators.js';

/* The parameters of X 2 by resource, in n8n's order. */

const on = (resource: string, operation: string) => ({ show: { operation: [operation], resource: [resource] } });

const TWEET_FIELDS = [
  'attachments', 'author_id', 'context_annotations', 'conversation_id', 'created_at', 'edit_controls', 'entities', 'geo', 'id',
  'in_reply_to_user_id', 'lang', 'non_public_metrics', 'public_metrics', 'organic_metrics', 'promoted_metrics', 'possibly_sensitive',
  'referenced_tweets', 'reply_settings', 'source', 'text', 'withheld',
];
const fieldName = (value: string) => value.split('_').map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ');

export const resourceProperty: INodeProperties = {
  displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'tweet',
  options: [
    { name: 'Direct Message', value: 'directMessage', description: 'Send a direct message to a user' },
    { name: 'List', value: 'list', description: 'Add a user to a list' },
    { name: 'Tweet', value: 'tweet', description: 'Create, like, search, or delete a tweet' },
    { name: 'User', value: 'user', description: 'Search users by username' },
  ],
};

export const directMessageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['directMessage'] } },
    options: [{ name: 'Create', value: 'create', description: 'Send a direct message to a user', action: 'Create Direct Message' }],
  },
  userLocator('The user you want to send the message to', on('directMessage', 'create')),
  {
    displayName: 'Text', name: 'text', type: 'string', typeOptions: { rows: 2 }, default: '', required: true, displayOptions: on('directMessage', 'create'),
    description: 'The text of the direct message. URL encoding is required. Max length of 10,000 characters.',
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('directMessage', 'create'),
    options: [{ displayName: 'Attachment ID', name: 'attachments', type: 'string', default: '', placeholder: '1664279886239010824', description: 'The attachment ID to associate with the message' }],
  },
];

export const listProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['list'] } },
    options: [{ name: 'Add Member', value: 'add', description: 'Add a member to a list', action: 'Add Member to List' }],
  },
  listLocator(on('list', 'add')),
  userLocator('The user you want to add to the list', on('list', 'add')),
];

export const tweetProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['tweet'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create, quote, or reply to a tweet', action: 'Create Tweet' },
      { name: 'Delete', value: 'delete', description: 'Delete a tweet', action: 'Delete Tweet' },
      { name: 'Like', value: 'like', description: 'Like a tweet', action: 'Like Tweet' },
      { name: 'Retweet', value: 'retweet', description: 'Retweet a tweet', action: 'Retweet Tweet' },
      { name: 'Search', value: 'search', description: 'Search for tweets from the last seven days', action: 'Search Tweets' },
    ],
  },
  {
    displayName: 'Text', name: 'text', type: 'string', typeOptions: { rows: 2 }, default: '', required: true, displayOptions: on('tweet', 'create'),
    description: 'The text of the status update. URLs must be encoded. Links wrapped with the t.co shortener will affect character count',
  },
  {
    displayName: 'Options', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('tweet', 'create'),
    options: [
      { displayName: 'Location ID', name: 'location', type: 'string', default: '', placeholder: '4e696bef7e24d378', description: 'Location information for the tweet' },
      { displayName: 'Media ID', name: 'attachments', type: 'string', default: '', placeholder: '1664279886239010824', description: 'The attachment ID to associate with the message' },
      tweetLocator('inQuoteToStatusId', 'Quote a Tweet', 'The tweet being quoted'),
      tweetLocator('inReplyToStatusId', 'Reply to Tweet', 'The tweet being replied to'),
    ],
  },
  {
    displayName: 'Locations are not supported due to API limitations', name: 'noticeLocation', type: 'notice', default: '',
    displayOptions: { show: { '/additionalFields.location': [''] } },
  },
  {
    displayName: 'Attachments are not supported due to API limitations', name: 'noticeAttachments', type: 'notice', default: '',
    displayOptions: { show: { '/additionalFields.attachments': [''] } },
  },
  tweetLocator('tweetDeleteId', 'Tweet', 'The tweet to delete', { show: { resource: ['tweet'], operation: ['delete'] } }),
  tweetLocator('tweetId', 'Tweet', 'The tweet to like', on('tweet', 'like')),
  {
    displayName: 'Search Term', name: 'searchText', type: 'string', default: '', required: true, placeholder: 'e.g. automation', displayOptions: on('tweet', 'search'),
    description: 'A text to search for in tweets; X\'s search operators work too',
  },
  {
    displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to return all results or only up to a given limit',
    displayOptions: { show: { resource: ['tweet'], operation: ['search'] } },
  },
  {
    displayName: 'Limit', name: 'limit', type: 'number', default: 50, typeOptions: { minValue: 1 }, description: 'Max number of results to return',
    displayOptions: { show: { resource: ['tweet'], operation: ['search'], returnAll: [false] } },
  },
  {
    displayName: 'Options', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: on('tweet', 'search'),
    options: [
      {
        displayName: 'Sort Order', name: 'sortOrder', type: 'options', default: 'recency', description: 'The order in which to return results',
        options: [{ name: 'Recent', value: 'recency' }, { name: 'Relevant', value: 'relevancy' }],
      },
      { displayName: 'After', name: 'startTime', type: 'dateTime', default: '', description: 'Tweets before this date will not be returned. This date must be within the last 7 days if you do not have Academic Research access.' },
      { displayName: 'Before', name: 'endTime', type: 'dateTime', default: '', description: 'Tweets after this date will not be returned. This date must be within the last 7 days if you do not have Academic Research access.' },
      {
        displayName: 'Tweet Fields', name: 'tweetFieldsObject', type: 'multiOptions', default: [], description: 'The fields to add to each returned tweet object. Default fields are: ID, text, edit_history_tweet_ids.',
        options: TWEET_FIELDS.map((value) => ({ name: fieldName(value), value })),
      },
    ],
  },
  tweetLocator('tweetId', 'Tweet', 'The tweet to retweet', on('tweet', 'retweet')),
];

export const userProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'searchUser', displayOptions: { show: { resource: ['user'] } },
    options: [{ name: 'Get', value: 'searchUser', description: 'Retrieve a user by username', action: 'Get User' }],
  },
  { ...userLocator('The user you want to search', on('user', 'searchUser')), displayOptions: { show: on('user', 'searchUser').show, hide: { me: [true] } } },
  {
    displayName: 'Me', name: 'me', type: 'boolean', default: false, description: 'Whether you want to search the authenticated user',
    displayOptions: on('user', 'searchUser'),
  },
];
