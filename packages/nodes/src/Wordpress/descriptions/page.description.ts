import type { INodeProperties } from '@weft/workflow';
import {
  authorIdField, commentStatusField, contentField, contextField, deleteFields, operationField, orderField, passwordField, pingStatusField,
  returnAllAndLimit, show, slugField, statusField, statusOptions, templateField,
} from './shared.js';

/* Page: create, get, get many, update (and n8n's hidden delete). */

const parentField: INodeProperties = { displayName: 'Parent ID', name: 'parent', type: 'number', default: '', description: 'The ID for the parent of the page' };
const menuOrderField: INodeProperties = { displayName: 'Menu Order', name: 'menuOrder', type: 'number', default: 0, description: 'The order of the page in relation to other pages' };
const featuredMediaField: INodeProperties = { displayName: 'Featured Media ID', name: 'featuredMediaId', type: 'number', default: '', description: 'The ID of the featured media for the page' };
const titleField: INodeProperties = { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The title for the page' };

export const pageProperties: INodeProperties[] = [
  operationField('page', 'page'),
  { ...titleField, required: true, displayOptions: show('page', 'create') },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('page', 'create'),
    options: [
      authorIdField, parentField, contentField, slugField, passwordField, statusField, commentStatusField, pingStatusField,
      templateField('pageTemplate', 'Template'), menuOrderField, featuredMediaField,
    ],
  },
  { displayName: 'Page ID', name: 'pageId', type: 'string', required: true, default: '', description: 'Unique identifier for the object', displayOptions: show('page', 'update') },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('page', 'update'),
    // n8n lists Comment Status twice here; the second copy is kept so that saved workflows compare equal.
    options: [
      authorIdField, parentField, titleField, contentField, slugField, passwordField, statusField, commentStatusField, pingStatusField,
      templateField('pageTemplate', 'Template'), menuOrderField, commentStatusField, featuredMediaField,
    ],
  },
  { displayName: 'Page ID', name: 'pageId', type: 'string', required: true, default: '', description: 'Unique identifier for the object', displayOptions: show('page', 'get') },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('page', 'get'),
    options: [{ ...passwordField, description: 'The password for the page if it is password protected' }, contextField],
  },
  ...returnAllAndLimit('page'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('page', 'getAll'),
    options: [
      { displayName: 'After', name: 'after', type: 'dateTime', default: '', description: 'Limit response to pages published after a given ISO8601 compliant date' },
      {
        displayName: 'Author Names or IDs', name: 'author', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getAuthors' },
        description: 'Limit result set to pages assigned to specific authors. Choose from the list, or specify IDs using an expression.',
      },
      { displayName: 'Before', name: 'before', type: 'dateTime', default: '', description: 'Limit response to pages published before a given ISO8601 compliant date' },
      contextField,
      { ...menuOrderField, description: 'Limit result set to items with a specific menu order value' },
      orderField,
      {
        displayName: 'Order By', name: 'orderBy', type: 'options', default: 'id', description: 'Sort collection by object attribute',
        options: ['author', 'date', 'id', 'include', 'include_slugs', 'modified', 'parent', 'relevance', 'slug', 'title']
          .map((value) => ({ name: value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), value })),
      },
      { displayName: 'Page', name: 'page', type: 'number', default: 1, description: 'Current page of the collection' },
      { ...parentField, description: 'Limit result set to items with particular parent IDs' },
      { displayName: 'Search', name: 'search', type: 'string', default: '', description: 'Limit results to those matching a string' },
      { displayName: 'Status', name: 'status', type: 'options', options: statusOptions, default: 'publish', description: 'The status of the page' },
    ],
  },
  ...deleteFields('page', 'pageId', 'Page ID'),
];
