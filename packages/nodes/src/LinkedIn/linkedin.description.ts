import type { INodeProperties } from '@weft/workflow';

const create = (extra: Record<string, string[]> = {}) => ({ show: { operation: ['create'], resource: ['post'], ...extra } });

/** The parameters of `n8n-nodes-base.linkedIn` 1 (Post → Create), in n8n's order. */
export const linkedInProperties: INodeProperties[] = [
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'standard',
    options: [{ name: 'Standard', value: 'standard' }, { name: 'Community Management', value: 'communityManagement' }],
  },
  { displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'post', options: [{ name: 'Post', value: 'post' }] },
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['post'] } },
    options: [{ name: 'Create', value: 'create', description: 'Create a new post', action: 'Create a post' }],
  },
  {
    displayName: 'Post As', name: 'postAs', type: 'options', default: 'person', description: 'If to post on behalf of a user or an organization',
    options: [{ name: 'Person', value: 'person' }, { name: 'Organization', value: 'organization' }],
  },
  {
    displayName: 'Person Name or ID', name: 'person', type: 'options', typeOptions: { loadOptionsMethod: 'getPersonUrn' }, default: '', required: true,
    description: 'Person as which the post should be posted as. Choose from the list, or specify an ID using an expression.',
    displayOptions: create({ postAs: ['person'] }),
  },
  {
    displayName: 'Organization URN', name: 'organization', type: 'string', default: '', placeholder: '1234567',
    description: 'URN of Organization as which the post should be posted as', displayOptions: create({ postAs: ['organization'] }),
  },
  { displayName: 'Text', name: 'text', type: 'string', typeOptions: { rows: 4 }, default: '', description: 'The primary content of the post', displayOptions: create() },
  {
    displayName: 'Media Category', name: 'shareMediaCategory', type: 'options', default: 'NONE', displayOptions: create(),
    options: [
      { name: 'None', value: 'NONE', description: 'The post does not contain any media, and will only consist of text' },
      { name: 'Article', value: 'ARTICLE', description: 'The post contains an article URL' },
      { name: 'Image', value: 'IMAGE', description: 'The post contains an image' },
    ],
  },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true, hint: 'The name of the input binary field containing the file to be uploaded',
    displayOptions: create({ shareMediaCategory: ['IMAGE'] }),
  },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: create(),
    options: [
      { displayName: 'Description', name: 'description', type: 'string', default: '', description: 'Provide a short description for your article', displayOptions: { show: { '/shareMediaCategory': ['ARTICLE'] } } },
      { displayName: 'Original URL', name: 'originalUrl', type: 'string', default: '', description: 'Provide the URL of the article you would like to share here', displayOptions: { show: { '/shareMediaCategory': ['ARTICLE'] } } },
      {
        displayName: 'Put Output File in Field', name: 'thumbnailBinaryPropertyName', type: 'string', default: 'data',
        hint: 'The name of the output binary field to put the file in', displayOptions: { show: { '/shareMediaCategory': ['ARTICLE'] } },
      },
      { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'Customize the title of your image or article', displayOptions: { show: { '/shareMediaCategory': ['ARTICLE', 'IMAGE'] } } },
      {
        displayName: 'Visibility', name: 'visibility', type: 'options', default: 'PUBLIC', description: 'Dictate if post will be seen by the public or only connections',
        displayOptions: { show: { '/postAs': ['person'] } },
        options: [{ name: 'Connections', value: 'CONNECTIONS' }, { name: 'Public', value: 'PUBLIC' }],
      },
    ],
  },
];
