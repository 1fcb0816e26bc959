import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { calendarProperties } from './descriptions/calendar.description.js';
import { eventProperties } from './descriptions/event.description.js';
import { listSearch, loadOptions } from './methods.js';
import { operations } from './operations.js';

/** Google Calendar 1-1.3: a calendar's availability, and events (create, delete, get, get many, update). */
export class GoogleCalendar implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Google Calendar',
    name: 'n8n-nodes-base.googleCalendar',
    icon: 'file:googleCalendar.svg',
    group: ['input'],
    version: [1, 1.1, 1.2, 1.3],
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Reads and changes Google Calendar events, and checks when a calendar is free',
    defaults: { name: 'Google Calendar' },
    inputs: ['main'],
    outputs: ['main'],
    usableAsTool: true,
    credentials: [{ name: 'googleCalendarOAuth2Api', required: true }],
    properties: [
      { displayName: 'Tip: an AI agent can use this node as a tool to look up and book your meetings', name: 'preBuiltAgentsCalloutGoogleCalendar', type: 'callout', default: '' },
      {
        displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'event',
        options: [{ name: 'Calendar', value: 'calendar' }, { name: 'Event', value: 'event' }],
      },
      ...calendarProperties,
      ...eventProperties,
    ],
  } as INodeTypeDescription;

  methods = { listSearch, loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const resource = String(this.getNodeParameter('resource', 0, 'event'));
    const operation = String(this.getNodeParameter('operation', 0, resource === 'calendar' ? 'availability' : 'create'));
    const run = operations[resource]?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known for ${resource}`);
    const output: INodeExecutionData[] = [];
    const count = this.getInputData().length;
    for (let index = 0; index < count; index++) {
      try {
        const result = await run.call(this, index);
        output.push(...[result].flat().map((json: IDataObject) => ({ json, pairedItem: { item: index } })));
      } catch (error) {
        if (this.continueOnFail()) {
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
          continue;
        }
        if (error instanceof NodeApiError || error instanceof NodeOperationError) {
          error.context.itemIndex ??= index;
          throw error;
        }
        throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: index });
      }
    }
    return [output];
  }
}
