import type { INodeProperties } from '@weft/workflow';
import {
  authorIdField, commentStatusField, contentField, contextField, deleteFields, operationField, orderField, passwordField, pingStatusField,
  returnAllAndLimit, show, slugField, statusField, statusOptions, templateField,
} from './shared.js';

/* Post: create, get, get many, update (and n8n's hidden delete). */

const postOnlyFields: INodeProperties[] = [
  { displayName: 'Date', name: 'date', type: 'dateTime', default: '', description: 'The date the post was published, in the site\'s timezone' },
  commentStatusField,
  pingStatusField,
  {
    displayName: 'Format', name: 'format', type: 'options', default: 'standard', description: 'The format of the post',
    options: ['aside', 'audio', 'chat', 'gallery', 'image', 'link', 'quote', 'standard', 'status', 'video']
      .map((value) => ({ name: value[0]?.toUpperCase() + value.slice(1), value })),
  },
  { displayName: 'Sticky', name: 'sticky', type: 'boolean', default: false, description: 'Whether or not the object should be treated as sticky' },
  {
    displayName: 'Category Names or IDs', name: 'categories', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getCategories' }, default: [],
    description: 'The terms assigned to the object in the category taxonomy. Choose from the list, or specify IDs using an expression.',
  },
  {
    displayName: 'Tag Names or IDs', name: 'tags', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getTags' }, default: [],
    description: 'The terms assigned to the object in the post_tag taxonomy. Choose from the list, or specify IDs using an expression.',
  },
  templateField('postTemplate', 'Template'),
];

const titleField: INodeProperties = { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The title for the post' };

export const postProperties: INodeProperties[] = [
  operationField('post', 'post'),
  { ...titleField, required: true, displayOptions: show('post', 'create') },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('post', 'create'),
    options: [authorIdField, contentField, slugField, passwordField, statusField, ...postOnlyFields],
  },
  { displayName: 'Post ID', name: 'postId', type: 'string', required: true, default: '', description: 'Unique identifier for the object', displayOptions: show('post', 'update') },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('post', 'update'),
    options: [authorIdField, titleField, contentField, slugField, passwordField, statusField, ...postOnlyFields],
  },
  { displayName: 'Post ID', name: 'postId', type: 'string', required: true, default: '', description: 'Unique identifier for the object', displayOptions: show('post', 'get') },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('post', 'get'),
    options: [{ ...passwordField, description: 'The password for the post if it is password protected' }, contextField],
  },
  ...returnAllAndLimit('post'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('post', 'getAll'),
    options: [
      { displayName: 'After', name: 'after', type: 'dateTime', default: '', description: 'Limit response to posts published after a given ISO8601 compliant date' },
      {
        displayName: 'Author Names or IDs', name: 'author', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getAuthors' },
        description: 'Limit result set to posts assigned to specific authors. Choose from the list, or specify IDs using an expression.',
      },
      { displayName: 'Before', name: 'before', type: 'dateTime', default: '', description: 'Limit response to posts published before a given ISO8601 compliant date' },
      {
        displayName: 'Category Names or IDs', name: 'categories', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getCategories' },
        description: 'Limit result set to all items that have the specified term assigned in the categories taxonomy. Choose from the list, or specify IDs using an expression.',
      },
      contextField,
      {
        displayName: 'Exclude Category Names or IDs', name: 'excludedCategories', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getCategories' },
        description: 'Limit result set to all items except those that have the specified term assigned in the categories taxonomy. Choose from the list, or specify IDs using an expression.',
      },
      {
        displayName: 'Exclude Tag Names or IDs', name: 'excludedTags', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getTags' },
        description: 'Limit result set to all items except those that have the specified term assigned in the tags taxonomy. Choose from the list, or specify IDs using an expression.',
      },
      orderField,
      {
        displayName: 'Order By', name: 'orderBy', type: 'options', default: 'id', description: 'Sort collection by object attribute',
        options: ['author', 'date', 'id', 'include', 'include_slugs', 'modified', 'parent', 'relevance', 'slug', 'title']
          .map((value) => ({ name: value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), value })),
      },
      { displayName: 'Search', name: 'search', type: 'string', default: '', description: 'Limit results to those matching a string' },
      { displayName: 'Status', name: 'status', type: 'options', options: statusOptions, default: 'publish', description: 'The status of the post' },
      { displayName: 'Sticky', name: 'sticky', type: 'boolean', default: false, description: 'Whether to limit result set to items that are sticky' },
      {
        displayName: 'Tag Names or IDs', name: 'tags', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getTags' },
        description: 'Limit result set to all items that have the specified term assigned in the tags taxonomy. Choose from the list, or specify IDs using an expression.',
      },
    ],
  },
  ...deleteFields('post', 'postId', 'Post ID'),
];
