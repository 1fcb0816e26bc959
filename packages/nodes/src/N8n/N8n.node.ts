import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError, sleep } from '@weft/workflow';
import { errorItem } from '../shared/item-loop.helper.js';
import { auditProperties } from './descriptions/audit.description.js';
import { credentialProperties } from './descriptions/credential.description.js';
import { executionProperties } from './descriptions/execution.description.js';
import { requestOptionsProperty } from './descriptions/request-options.description.js';
import { workflowProperties } from './descriptions/workflow.description.js';
import { searchWorkflows } from './list-search.js';
import { operations } from './operations.js';
import type { RequestSettings } from './transport.js';

/* `n8n-nodes-base.n8n` 1: an n8n or Weft instance managed through its public REST API v1. */

interface Batching { size: number; interval: number }

export class N8n implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'n8n',
    name: 'n8n-nodes-base.n8n',
    icon: 'file:n8n.svg',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Manages the workflows, executions and credentials of an instance through its public API',
    defaults: { name: 'n8n' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'n8nApi', required: true }],
    codex: { categories: ['Development', 'Core Nodes'], alias: ['n8n', 'weft', 'workflow', 'execution', 'api', 'audit'] },
    properties: [
      {
        displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'workflow',
        options: [
          { name: 'Audit', value: 'audit' },
          { name: 'Credential', value: 'credential' },
          { name: 'Execution', value: 'execution' },
          { name: 'Workflow', value: 'workflow' },
        ],
      },
      ...auditProperties,
      ...credentialProperties,
      ...executionProperties,
      ...workflowProperties,
      requestOptionsProperty,
    ],
  };

  methods = { listSearch: { searchWorkflows } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const resource = this.getNodeParameter('resource', itemIndex) as string;
        const operation = this.getNodeParameter('operation', itemIndex) as string;
        const run = operations[resource]?.[operation];
        if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not known`, { itemIndex });
        const { settings, batching } = requestOptions(this, itemIndex);
        if (batching && itemIndex > 0 && itemIndex % batching.size === 0) await sleep(batching.interval);
        const objects = await run({ node: this, itemIndex, settings });
        output.push(...objects.map((json) => ({ json, pairedItem: { item: itemIndex } })));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(errorItem(error, itemIndex));
      }
    }
    return [output];
  }
}

/** The node's Request Options for one item: timeout and certificate checks, and the pause between batches. */
function requestOptions(context: IExecuteFunctions, itemIndex: number): { settings: RequestSettings; batching?: Batching } {
  const options = context.getNodeParameter('requestOptions', itemIndex, {}) as IDataObject;
  if (typeof options.proxy === 'string' && options.proxy.trim() !== '') {
    throw new NodeOperationError(context.getNode(), 'Weft cannot send requests through a proxy', {
      itemIndex, description: 'Remove the Proxy from the Request Options: the node reaches the instance directly.',
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
