import type { INodeProperties } from '@weft/workflow';

/** The request settings n8n gives every node that talks to an API through its description. */
export const requestOptionsProperty: INodeProperties = {
  displayName: 'Request Options', name: 'requestOptions', type: 'collection', placeholder: 'Add Option', default: {},
  options: [
    {
      displayName: 'Batching', name: 'batching', type: 'fixedCollection', placeholder: 'Add Batching', default: { batch: {} },
      typeOptions: { multipleValues: false },
      description: 'Send the requests of the input items in groups, with a pause between groups',
      options: [{
        displayName: 'Batching', name: 'batch',
        values: [
          {
            displayName: 'Items per Batch', name: 'batchSize', type: 'number', default: 50, typeOptions: { minValue: -1 },
            description: 'How many items make a group (-1: all of them)',
          },
          {
            displayName: 'Batch Interval (ms)', name: 'batchInterval', type: 'number', default: 1000, typeOptions: { minValue: 0 },
            description: 'How long to wait between groups, in milliseconds',
          },
        ],
      }],
    },
    {
      displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', noDataExpression: true, default: false,
      description: 'Whether to accept the instance\'s TLS certificate even when it cannot be verified',
    },
    {
      displayName: 'Proxy', name: 'proxy', type: 'string', default: '', placeholder: 'e.g. http://myproxy:3128',
      description: 'Not supported by Weft: requests go to the instance directly, and a proxy set here stops the node with an error',
    },
    {
      displayName: 'Timeout', name: 'timeout', type: 'number', typeOptions: { minValue: 1 }, default: 10000,
      description: 'How long to wait for the instance\'s answer, in milliseconds, before giving up',
    },
  ],
};
