import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { toProperties } from './descriptions/spec.js';
import { v1Properties } from './descriptions/v1/index.js';
import { v2Properties } from './descriptions/v2/index.js';
import { listSearch, loadOptions } from './methods.js';
import { companyOperations } from './operations/company.js';
import { contactListOperations, contactOperations } from './operations/contact.js';
import { dealOperations } from './operations/deal.js';
import { engagementOperations } from './operations/engagement.js';
import { formOperations } from './operations/form.js';
import { perItem, type ItemOperation } from './operations/per-item.js';
import { ticketOperations } from './operations/ticket.js';

const RESOURCES: Record<string, Record<string, ItemOperation>> = {
  contact: contactOperations, contactList: contactListOperations, company: companyOperations, deal: dealOperations,
  engagement: engagementOperations, form: formOperations, ticket: ticketOperations,
};

/**
 * HubSpot 1 (plain id fields, forms, recently created and modified apart) and 2-2.2 (record pickers,
 * recent changes together, more contact fields; 2.2 asks a task's due date). One description per group.
 */
export class HubspotVersion implements INodeType {
  description: INodeTypeDescription;

  methods = { loadOptions, listSearch };

  constructor(base: INodeTypeBaseDescription, group: 1 | 2) {
    this.description = {
      ...base,
      version: group === 1 ? 1 : [2, 2.1, 2.2],
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'HubSpot' },
      inputs: ['main'],
      outputs: ['main'],
      ...(group === 2 ? { usableAsTool: true } : {}),
      credentials: [
        { name: 'hubspotApi', required: true, displayOptions: { show: { authentication: ['apiKey'] } } },
        { name: 'hubspotAppToken', required: true, displayOptions: { show: { authentication: ['appToken'] } } },
        { name: 'hubspotOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
      ],
      properties: toProperties(group === 1 ? v1Properties : v2Properties),
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const resource = this.getNodeParameter('resource', 0) as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    const run = RESOURCES[resource]?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`);
    return [await perItem(this, run)];
  }
}
