import type { IExecuteFunctions, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription } from '@weft/workflow';
import { loadOptions } from '../methods.js';
import { runSlackOperations } from '../operations/index.js';
import { authenticationProperty, slackDescription } from '../slack.base-description.js';
import { channelV1Properties } from './channel.description.js';
import { fileV1Properties } from './file.description.js';
import { messageV1Properties } from './message.description.js';
import { reactionV1Properties } from './reaction.description.js';
import { starV1Properties } from './star.description.js';
import { userGroupV1Properties } from './user-group.description.js';
import { userProfileV1Properties } from './user-profile.description.js';
import { userV1Properties } from './user.description.js';

const properties: INodeProperties[] = [
  { displayName: 'A newer version of this node exists with more operations; add the node again to use it', name: 'oldVersionNotice', type: 'notice', default: '' },
  { ...authenticationProperty, options: [...authenticationProperty.options] },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Channel', value: 'channel' }, { name: 'File', value: 'file' }, { name: 'Message', value: 'message' },
      { name: 'Reaction', value: 'reaction' }, { name: 'Star', value: 'star' }, { name: 'User', value: 'user' },
      { name: 'User Group', value: 'userGroup' }, { name: 'User Profile', value: 'userProfile' },
    ],
    default: 'message',
  },
  ...channelV1Properties, ...messageV1Properties, ...starV1Properties, ...fileV1Properties, ...reactionV1Properties,
  ...userV1Properties, ...userGroupV1Properties, ...userProfileV1Properties,
];

/** Slack 1: channels chosen from option lists, message blocks from a builder or JSON, a User Profile resource. */
export class SlackV1 implements INodeType {
  description: INodeTypeDescription = slackDescription({ version: 1, properties });

  methods = { loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return runSlackOperations(this, 1);
  }
}
