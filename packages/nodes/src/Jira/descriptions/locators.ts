import type { INodeProperties } from '@weft/workflow';

/* Pickers of Jira's ids: from a list (searchable) or by ID. */

export function locator(displayName: string, name: string, method: string, extra: Partial<INodeProperties> = {}): INodeProperties {
  return {
    displayName, name, type: 'resourceLocator', default: { mode: 'list', value: '' },
    modes: [
      { displayName: 'From List', name: 'list', type: 'list', placeholder: `Select a ${displayName.toLowerCase()}...`, typeOptions: { searchListMethod: method, searchable: true } },
      { displayName: 'By ID', name: 'id', type: 'string', placeholder: 'e.g. 10000' },
    ],
    ...extra,
  } as INodeProperties;
}

export const customFieldsUi: INodeProperties = {
  displayName: 'Custom Fields', name: 'customFieldsUi', type: 'fixedCollection', placeholder: 'Add Custom Field', default: {}, typeOptions: { multipleValues: true },
  options: [{
    name: 'customFieldsValues', displayName: 'Custom Field',
    values: [
      locator('Field', 'fieldId', 'getCustomFields', { description: 'The custom field' }),
      { displayName: 'Field Value', name: 'fieldValue', type: 'string', default: '', description: 'The value; a number is sent as a number, JSON as an object' },
    ],
  }],
} as INodeProperties;

export const cloudLabels: INodeProperties = {
  displayName: 'Labels', name: 'labels', type: 'multiOptions', typeOptions: { loadOptionsMethod: 'getLabels' }, default: [],
  displayOptions: { show: { '/jiraVersion': ['cloud'] } }, description: 'Labels to add to the issue',
};
export const serverLabels: INodeProperties = {
  displayName: 'Labels', name: 'serverLabels', type: 'string', typeOptions: { multipleValues: true }, default: [],
  displayOptions: { show: { '/jiraVersion': ['server'] } }, description: 'Labels to add to the issue',
};
