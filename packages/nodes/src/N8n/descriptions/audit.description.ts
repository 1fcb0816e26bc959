import type { INodeProperties } from '@weft/workflow';

const show = { resource: ['audit'] };

export const auditProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'get',
    displayOptions: { show },
    options: [{ name: 'Generate', value: 'generate', action: 'Generate a security audit', description: 'Check the instance for security risks' }],
  },
  {
    displayName: 'Additional Options', name: 'additionalOptions', type: 'collection', placeholder: 'Add Filter', default: {},
    displayOptions: { show },
    options: [
      {
        displayName: 'Categories', name: 'categories', type: 'multiOptions', default: [],
        description: 'The reports to make (every one when none is chosen)',
        options: [
          { name: 'Credentials', value: 'credentials' },
          { name: 'Database', value: 'database' },
          { name: 'Filesystem', value: 'filesystem' },
          { name: 'Instance', value: 'instance' },
          { name: 'Nodes', value: 'nodes' },
        ],
      },
      {
        displayName: 'Days Abandoned Workflow', name: 'daysAbandonedWorkflow', type: 'number', default: 90,
        description: 'After how many days without an execution a workflow counts as abandoned',
      },
    ],
  },
];
