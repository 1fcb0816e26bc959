import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { errorItem } from '../shared/item-loop.helper.js';
import { toItems } from '../shared/service-request.js';
import { activityProperties } from './descriptions/activity.description.js';
import { dealProductProperties } from './descriptions/deal-product.description.js';
import { dealProperties } from './descriptions/deal.description.js';
import { fileProperties } from './descriptions/file.description.js';
import { getManyProperties } from './descriptions/get-many.description.js';
import { leadProperties } from './descriptions/lead.description.js';
import { noteProperties } from './descriptions/note.description.js';
import { pipedriveOperationProperties } from './descriptions/operations.description.js';
import { organizationProperties } from './descriptions/organization.description.js';
import { personProperties } from './descriptions/person.description.js';
import { dealSearchProperties } from './descriptions/search.description.js';
import { loadOptions } from './methods.js';
import { dealActivityOperation, dealProductOperation, fileOperation } from './operations/deal-file.js';
import { recordOperation } from './operations/records.js';

/* `n8n-nodes-base.pipedrive` 1: activities, deals (with their activities and products), files, leads, notes, organizations, persons, products. */

export class Pipedrive implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Pipedrive',
    name: 'n8n-nodes-base.pipedrive',
    icon: 'file:pipedrive.svg',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Creates and manages deals, persons, organizations, activities, leads, notes and files in Pipedrive',
    defaults: { name: 'Pipedrive' },
    inputs: ['main'],
    outputs: ['main'],
    usableAsTool: true,
    credentials: [
      { name: 'pipedriveApi', required: true, displayOptions: { show: { authentication: ['apiToken'] } } },
      { name: 'pipedriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    codex: { categories: ['Sales'], alias: ['pipedrive', 'crm', 'deal', 'sales'] },
    properties: [
      ...pipedriveOperationProperties, ...activityProperties, ...dealProperties, ...dealProductProperties, ...dealSearchProperties,
      ...fileProperties, ...leadProperties, ...noteProperties, ...organizationProperties, ...personProperties, ...getManyProperties,
    ],
  };

  methods = { loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const resource = this.getNodeParameter('resource', itemIndex) as string;
        const operation = this.getNodeParameter('operation', itemIndex) as string;
        if (resource === 'file') output.push(...await fileOperation(this, operation, items[itemIndex] as INodeExecutionData, itemIndex));
        else if (resource === 'dealActivity') output.push(...toItems(await dealActivityOperation(this, itemIndex), itemIndex));
        else if (resource === 'dealProduct') output.push(...toItems(await dealProductOperation(this, operation, itemIndex), itemIndex));
        else output.push(...toItems(await recordOperation(this, resource, operation, itemIndex), itemIndex));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(errorItem(error, itemIndex));
      }
    }
    return [output];
  }
}
