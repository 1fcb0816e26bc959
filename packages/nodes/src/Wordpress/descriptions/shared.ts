import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

/* Fields the post, page and user descriptions share. */

export const statusOptions: INodePropertyOptions[] = [
  { name: 'Draft', value: 'draft' },
  { name: 'Future', value: 'future' },
  { name: 'Pending', value: 'pending' },
  { name: 'Private', value: 'private' },
  { name: 'Publish', value: 'publish' },
];

const openClosed: INodePropertyOptions[] = [{ name: 'Open', value: 'open' }, { name: 'Close', value: 'closed' }];

export const authorIdField: INodeProperties = {
  displayName: 'Author Name or ID', name: 'authorId', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getAuthors' },
  description: 'The ID for the author of the object. Choose from the list, or specify an ID using an expression.',
};
export const contentField: INodeProperties = { displayName: 'Content', name: 'content', type: 'string', default: '', description: 'The content for the object' };
export const slugField: INodeProperties = { displayName: 'Slug', name: 'slug', type: 'string', default: '', description: 'An alphanumeric identifier for the object unique to its type' };
export const passwordField: INodeProperties = {
  displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '', description: 'A password to protect access to the content and excerpt',
};
export const statusField: INodeProperties = { displayName: 'Status', name: 'status', type: 'options', options: statusOptions, default: 'draft', description: 'A named status for the object' };
export const commentStatusField: INodeProperties = {
  displayName: 'Comment Status', name: 'commentStatus', type: 'options', options: openClosed, default: 'open', description: 'Whether or not comments are open on the object',
};
export const pingStatusField: INodeProperties = {
  displayName: 'Ping Status', name: 'pingStatus', type: 'options', options: openClosed, default: 'open', description: 'Whether or not the object can be pinged',
};

/** The theme template of a post or page: Elementor's templates from a list, any other as its file name. */
export function templateField(name: 'postTemplate' | 'pageTemplate', displayName: string): INodeProperties {
  return {
    displayName, name, type: 'fixedCollection', default: {}, typeOptions: { multipleValues: false },
    options: [{
      displayName: 'Values', name: 'values',
      values: [
        { displayName: 'Elementor Template', name: 'elementor', type: 'boolean', default: true, description: 'Whether the site uses the Elementor page builder' },
        {
          displayName: 'Template', name: 'template', type: 'string', default: '', description: 'The theme file to use',
          displayOptions: { show: { elementor: [false] } },
        },
        {
          displayName: 'Template', name: 'template', type: 'options', default: '', description: 'The Elementor template to use',
          displayOptions: { show: { elementor: [true] } },
          options: [
            { name: 'Standard', value: '' },
            { name: 'Canvas', value: 'elementor_canvas' },
            { name: 'Full Width', value: 'elementor_header_footer' },
            { name: 'Elementor Full Width', value: 'elementor_theme' },
          ],
        },
      ],
    }],
  };
}

export const contextField: INodeProperties = {
  displayName: 'Context', name: 'context', type: 'options', default: 'view', description: 'Scope under which the request is made; determines fields present in response',
  options: [{ name: 'View', value: 'view' }, { name: 'Embed', value: 'embed' }, { name: 'Edit', value: 'edit' }],
};

export const orderField: INodeProperties = {
  displayName: 'Order', name: 'order', type: 'options', default: 'desc', description: 'Order sort attribute ascending or descending',
  options: [{ name: 'ASC', value: 'asc' }, { name: 'DESC', value: 'desc' }],
};

/** Return All and Limit of a getAll operation (WordPress' own page size is at most 100; n8n limits the Limit to 10). */
export function returnAllAndLimit(resource: string): INodeProperties[] {
  return [
    {
      displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to return all results or only up to a given limit',
      displayOptions: { show: { resource: [resource], operation: ['getAll'] } },
    },
    {
      displayName: 'Limit', name: 'limit', type: 'number', default: 5, typeOptions: { minValue: 1, maxValue: 10 }, description: 'Max number of results to return',
      displayOptions: { show: { resource: [resource], operation: ['getAll'], returnAll: [false] } },
    },
  ];
}

export const show = (resource: string, operation: string) => ({ show: { resource: [resource], operation: [operation] } });

export function operationField(resource: string, label: string): INodeProperties {
  return {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create',
    displayOptions: { show: { resource: [resource] } },
    options: [
      { name: 'Create', value: 'create', description: `Create a ${label}`, action: `Create a ${label}` },
      { name: 'Get', value: 'get', description: `Get a ${label}`, action: `Get a ${label}` },
      { name: 'Get Many', value: 'getAll', description: `Get many ${label}s`, action: `Get many ${label}s` },
      { name: 'Update', value: 'update', description: `Update a ${label}`, action: `Update a ${label}` },
    ],
  };
}

/** The delete fields n8n keeps although its Delete operation is not offered (saved workflows may still name it). */
export function deleteFields(resource: string, idName: string, idLabel: string): INodeProperties[] {
  return [
    { displayName: idLabel, name: idName, type: 'string', required: true, default: '', displayOptions: show(resource, 'delete') },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show(resource, 'delete'),
      options: [{ displayName: 'Force', name: 'force', type: 'boolean', default: false, description: 'Whether to bypass trash and force deletion' }],
    },
  ];
}
