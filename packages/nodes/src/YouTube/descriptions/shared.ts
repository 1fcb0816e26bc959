import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

/* Fields several YouTube resources share: parts, Return All / Limit, the content-owner options. */

export const show = (resource: string, operation: string) => ({ show: { operation: [operation], resource: [resource] } });

const titleOf = (value: string) => (value === '*' ? '*' : value.replace(/^./, (c) => c.toUpperCase()).replace(/([A-Z])/g, ' $1').trim());
export const choices = (...values: string[]): INodePropertyOptions[] => values.map((value) => ({ name: titleOf(value), value }));

export function partField(resource: string, operation: string, parts: string[]): INodeProperties {
  return {
    displayName: 'Fields', name: 'part', type: 'multiOptions', required: true, default: ['*'], displayOptions: show(resource, operation),
    options: choices('*', ...parts), description: 'The resource properties the answer should include',
  };
}

export function paging(resource: string): INodeProperties[] {
  return [
    { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: show(resource, 'getAll'), description: 'Whether to return all results or only up to a given limit' },
    {
      displayName: 'Limit', name: 'limit', type: 'number', default: 25, typeOptions: { minValue: 1, maxValue: 50 },
      displayOptions: { show: { operation: ['getAll'], resource: [resource], returnAll: [false] } }, description: 'Max number of results to return',
    },
  ];
}

export const contentOwner: INodeProperties = {
  displayName: 'On Behalf Of Content Owner', name: 'onBehalfOfContentOwner', type: 'string', default: '',
  description: 'For YouTube content partners: the content owner the request is made for',
};
export const contentOwnerChannel: INodeProperties = {
  displayName: 'On Behalf Of Content Owner Channel', name: 'onBehalfOfContentOwnerChannel', type: 'string', default: '',
  description: 'For YouTube content partners: the channel the content owner acts for',
};
export const languageField = (name: string, displayName: string): INodeProperties => ({
  displayName, name, type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getLanguages' }, description: 'Choose from the list, or specify an ID using an expression',
});
export const privacyField = (values = ['private', 'public', 'unlisted']): INodeProperties => ({
  displayName: 'Privacy Status', name: 'privacyStatus', type: 'options', default: '', options: choices(...values), description: 'Who may see it',
});
export const ownerOptions = (resource: string, operation: string, ...extra: INodeProperties[]): INodeProperties => ({
  displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show(resource, operation), options: extra.length ? extra : [contentOwner],
});
