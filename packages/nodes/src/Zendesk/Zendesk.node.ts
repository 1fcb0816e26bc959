import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { errorItem } from '../shared/item-loop.helper.js';
import { toItems } from '../shared/service-request.js';
import { organizationProperties } from './descriptions/organization.description.js';
import { ticketFieldProperties } from './descriptions/ticket-field.description.js';
import { ticketProperties } from './descriptions/ticket.description.js';
import { userProperties } from './descriptions/user.description.js';
import { loadOptions } from './methods.js';
import { ticketFieldOperation, ticketOperation } from './operations/ticket.js';
import { organizationOperation, userOperation } from './operations/user-organization.js';

/* `n8n-nodes-base.zendesk` 1: tickets, ticket fields, users and organizations of a Zendesk Support account. */

type Operation = (context: IExecuteFunctions, operation: string, itemIndex: number) => Promise<IDataObject | IDataObject[]>;

const RESOURCES: Record<string, Operation> = {
  ticket: ticketOperation, ticketField: ticketFieldOperation, user: userOperation, organization: organizationOperation,
};

export class Zendesk implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Zendesk',
    name: 'n8n-nodes-base.zendesk',
    icon: 'file:zendesk.svg',
    group: ['output'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Creates and manages tickets, users and organizations in Zendesk Support',
    defaults: { name: 'Zendesk' },
    inputs: ['main'],
    outputs: ['main'],
    usableAsTool: true,
    credentials: [
      { name: 'zendeskApi', required: true, displayOptions: { show: { authentication: ['apiToken'] } } },
      { name: 'zendeskOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    codex: { categories: ['Communication'], alias: ['zendesk', 'support', 'helpdesk', 'ticket'] },
    properties: [
      {
        displayName: 'Authentication', name: 'authentication', type: 'options', default: 'apiToken',
        options: [{ name: 'API Token', value: 'apiToken' }, { name: 'OAuth2', value: 'oAuth2' }],
      },
      {
        displayName: 'Resource', name: 'resource', type: 'options', default: 'ticket', noDataExpression: true,
        options: [{ name: 'Ticket', value: 'ticket' }, { name: 'Ticket Field', value: 'ticketField' }, { name: 'User', value: 'user' }, { name: 'Organization', value: 'organization' }],
      },
      ...ticketProperties,
      ...ticketFieldProperties,
      ...userProperties,
      ...organizationProperties,
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
        const run = RESOURCES[resource];
        if (!run) throw new NodeOperationError(this.getNode(), `The resource "${resource}" is not supported`, { itemIndex });
        output.push(...toItems(await run(this, operation, itemIndex), itemIndex));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(errorItem(error, itemIndex));
      }
    }
    return [output];
  }
}
