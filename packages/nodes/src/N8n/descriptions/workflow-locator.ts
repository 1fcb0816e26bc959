import type { INodeProperties } from '@weft/workflow';

/** A workflow picked from the instance's list, by its editor URL, or by its ID. */
export const workflowLocator: INodeProperties = {
  displayName: 'Workflow',
  name: 'workflowId',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  description: 'The workflow to act on',
  modes: [
    {
      displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a workflow...',
      typeOptions: { searchListMethod: 'searchWorkflows', searchFilterRequired: false, searchable: true },
    },
    {
      displayName: 'By URL', name: 'url', type: 'string', placeholder: 'http://localhost:5678/workflow/1',
      validation: [{ type: 'regex', properties: { regex: '.*/workflow/([0-9a-zA-Z]{1,})', errorMessage: 'Not a valid workflow URL' } }],
      extractValue: { type: 'regex', regex: '.*/workflow/([0-9a-zA-Z]{1,})' },
    },
    {
      displayName: 'ID', name: 'id', type: 'string', placeholder: '1',
      validation: [{ type: 'regex', properties: { regex: '[0-9a-zA-Z]{1,}', errorMessage: 'Not a valid workflow ID' } }],
    },
  ],
};
