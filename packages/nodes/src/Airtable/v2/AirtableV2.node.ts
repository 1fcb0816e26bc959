import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { baseAndTable } from '../transport.js';
import { getBaseSchema, getManyBases } from './base-operations.js';
import { baseProperties } from './descriptions/base.js';
import { recordProperties } from './descriptions/record.js';
import { listSearch, loadOptions, resourceMapping } from './methods.js';
import { recordOperations } from './record-operations.js';

/** Airtable 2 and 2.1: records (create, upsert, delete, get, search, update) and bases (list, schema). */
export class AirtableV2 implements INodeType {
  description: INodeTypeDescription;

  methods = { listSearch, loadOptions, resourceMapping };

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: [2, 2.1],
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Airtable' },
      inputs: ['main'],
      outputs: ['main'],
      usableAsTool: true,
      credentials: [
        { name: 'airtableTokenApi', required: true, displayOptions: { show: { authentication: ['airtableTokenApi'] } } },
        { name: 'airtableOAuth2Api', required: true, displayOptions: { show: { authentication: ['airtableOAuth2Api'] } } },
      ],
      properties: [
        {
          displayName: 'Authentication',
          name: 'authentication',
          type: 'options',
          default: 'airtableTokenApi',
          options: [
            { name: 'Access Token', value: 'airtableTokenApi' },
            { name: 'OAuth2', value: 'airtableOAuth2Api' },
          ],
        },
        {
          displayName: 'Resource',
          name: 'resource',
          type: 'options',
          noDataExpression: true,
          default: 'record',
          options: [
            { name: 'Base', value: 'base' },
            { name: 'Record', value: 'record' },
          ],
        },
        ...recordProperties,
        ...baseProperties,
      ],
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const resource = this.getNodeParameter('resource', 0) as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    if (resource === 'base') {
      if (operation === 'getMany') return [await getManyBases.call(this, items)];
      if (operation === 'getSchema') return [await getBaseSchema.call(this, items)];
    }
    const run = resource === 'record' ? recordOperations[operation] : undefined;
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`);
    const { base, table } = baseAndTable(this, 'base', 'table');
    return [await run.call(this, items, base, table)];
  }
}
