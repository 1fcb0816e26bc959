import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError, sleep } from '@weft/workflow';
import { errorItem } from '../shared/item-loop.helper.js';
import { auditProperties } from './descriptions/audit.description.js';
import { credentialProperties } from './descriptions/credential.description.js';
import { executionProperties } from './descriptions/execution.description.js';
import { requestOptionsProperty, readRequestOptions } from '../shared/request-options.description.js';
import { workflowProperties } from './descriptions/workflow.description.js';
import { searchWorkflows } from './list-search.js';
import { operations } from './operations.js';

/* `n8n-nodes-base.n8n` 1: an n8n or Weft instance managed through its public REST API v1. */

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
        const { settings, batching } = readRequestOptions(this, itemIndex);
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
