import type {
  IExecuteFunctions, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { sendAndWaitWebhook } from '../../EmailSend/v2/send-and-wait.webhook.js';
import { listSearch, loadOptions } from '../methods.js';
import { runSlackOperations } from '../operations/index.js';
import { authenticationProperty, slackDescription } from '../slack.base-description.js';
import { channelProperties } from './channel.description.js';
import { fileProperties } from './file.description.js';
import { messageProperties } from './message.description.js';
import { reactionProperties } from './reaction.description.js';
import { slackSendAndWait } from './send-and-wait.js';
import { starProperties } from './star.description.js';
import { userGroupProperties } from './user-group.description.js';
import { userProperties } from './user.description.js';

const resourceProperty: INodeProperties = {
  displayName: 'Resource',
  name: 'resource',
  type: 'options',
  noDataExpression: true,
  options: [
    { name: 'Channel', value: 'channel' }, { name: 'File', value: 'file' }, { name: 'Message', value: 'message' },
    { name: 'Reaction', value: 'reaction' }, { name: 'Star', value: 'star' }, { name: 'User', value: 'user' }, { name: 'User Group', value: 'userGroup' },
  ],
  default: 'message',
};

/**
 * Slack 2 to 2.4: channels by resource locator, messages as text, blocks or attachments with the
 * "Automated with" line from 2.1, Send and Wait for Response, and from 2.2 file uploads through
 * Slack's external upload (binary files only, one channel).
 */
export class SlackV2 implements INodeType {
  description: INodeTypeDescription = slackDescription({
    version: [2, 2.1, 2.2, 2.3, 2.4],
    usableAsTool: true,
    properties: [
      { ...authenticationProperty, options: [...authenticationProperty.options] },
      resourceProperty,
      ...channelProperties, ...messageProperties, ...starProperties, ...fileProperties, ...reactionProperties,
      ...userProperties, ...userGroupProperties,
    ],
    // The resume URL of a Send and Wait execution: GET for approval links and the response form, POST for its submission.
    webhooks: [
      { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', path: '', restartWebhook: true, isFullPath: true },
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: '', restartWebhook: true, isFullPath: true },
    ],
  });

  methods = { listSearch, loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    if (this.getInputData().length > 0 && this.getNodeParameter('operation', 0, '') === 'sendAndWait'
      && this.getNodeParameter('resource', 0, 'message') === 'message') {
      return slackSendAndWait(this);
    }
    return runSlackOperations(this, this.getNode().typeVersion);
  }

  /** The answer to a Send and Wait message (an approval button or the response form), which continues the run. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return sendAndWaitWebhook(this);
  }
}
