import type { IDataObject, IExecuteFunctions, INodeProperties } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** The request settings n8n gives every node that describes its API requests (declarative nodes). */
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
      description: 'Whether to accept the server\'s TLS certificate even when it cannot be verified',
    },
    {
      displayName: 'Proxy', name: 'proxy', type: 'string', default: '', placeholder: 'e.g. http://myproxy:3128',
      description: 'Not supported by Weft: requests go to the server directly, and a proxy set here stops the node with an error',
    },
    {
      displayName: 'Timeout', name: 'timeout', type: 'number', typeOptions: { minValue: 1 }, default: 10000,
      description: 'How long to wait for the answer, in milliseconds, before giving up',
    },
  ],
};

/** What the Request Options change about each request. */
export interface RequestSettings {
  timeout?: number;
  allowUnauthorizedCerts?: boolean;
}

/** A pause of `interval` ms before every `size`-th input item. */
export interface Batching { size: number; interval: number }

/** The node's Request Options for one item: timeout and certificate checks, and the pause between batches. */
export function readRequestOptions(context: IExecuteFunctions, itemIndex: number): { settings: RequestSettings; batching?: Batching } {
  const options = context.getNodeParameter('requestOptions', itemIndex, {}) as IDataObject;
  if (typeof options.proxy === 'string' && options.proxy.trim() !== '') {
    throw new NodeOperationError(context.getNode(), 'Weft cannot send requests through a proxy', {
      itemIndex, description: 'Remove the Proxy from the Request Options: the node reaches the service directly.',
    });
  }
  const settings: RequestSettings = {};
  if (options.timeout !== undefined) settings.timeout = Number(options.timeout);
  if (options.allowUnauthorizedCerts === true) settings.allowUnauthorizedCerts = true;
  const batch = ((options.batching as IDataObject | undefined)?.batch ?? {}) as IDataObject;
  const size = Number(batch.batchSize ?? 50);
  const interval = Number(batch.batchInterval ?? 1000);
  const batching = options.batching !== undefined && size > 0 && interval > 0 ? { size, interval } : undefined;
  return { settings, ...(batching ? { batching } : {}) };
}
