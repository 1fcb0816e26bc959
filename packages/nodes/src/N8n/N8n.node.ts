import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { auditProperties } from './descriptions/audit.description.js';
import { credentialProperties } from './descriptions/credential.description.js';
import { executionProperties } from './descriptions/execution.description.js';
import { requestOptionsProperty } from '../shared/request-options.description.js';
import { runRequestOperations } from '../shared/request-operation-loop.js';
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
    return runRequestOperations(this, (resource, operation) => {
      const run = operations[resource]?.[operation];
      return run && (async (c) => (await run(c)).map((json) => ({ json })));
    });
  }
}
