import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { channelProperties } from './descriptions/channel.description.js';
import { messageProperties } from './descriptions/message.description.js';
import { reactionProperties } from './descriptions/reaction.description.js';
import { userProperties } from './descriptions/user.description.js';
import { loadOptions } from './methods.js';
import { operationOf } from './operations.js';

/** `n8n-nodes-base.mattermost` 1: channels, messages, reactions and users through a Mattermost server's API v4. */
export class Mattermost implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Mattermost',
    name: 'n8n-nodes-base.mattermost',
    icon: 'file:mattermost.svg',
    group: ['output'],
    version: 1,
    defaultVersion: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Post messages, manage channels, reactions and users on a Mattermost server',
    defaults: { name: 'Mattermost' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'mattermostApi', required: true }],
    properties: [
      {
        displayName: 'Resource', name: 'resource', type: 'options', default: 'message', noDataExpression: true,
        options: [{ name: 'Channel', value: 'channel' }, { name: 'Message', value: 'message' }, { name: 'Reaction', value: 'reaction' }, { name: 'User', value: 'user' }],
      },
      ...channelProperties, ...messageProperties, ...reactionProperties, ...userProperties,
    ],
  };

  methods = { loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const operation = operationOf(this, this.getNodeParameter('resource', i) as string, this.getNodeParameter('operation', i) as string, i);
        const answer = await operation(this, i);
        for (const json of Array.isArray(answer) ? answer : [answer]) output.push({ json, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }
}
