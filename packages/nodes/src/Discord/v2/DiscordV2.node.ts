import type {
  IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { sendAndWaitWebhook } from '../../EmailSend/v2/send-and-wait.webhook.js';
import { channelProperties } from './descriptions/channel.description.js';
import { commonProperties } from './descriptions/common.description.js';
import { memberProperties } from './descriptions/member.description.js';
import { messageProperties } from './descriptions/message.description.js';
import { sendAndWaitProperties } from './descriptions/send-and-wait.description.js';
import { webhookProperties } from './descriptions/webhook.description.js';
import { listSearch, loadOptions } from './methods.js';
import { operationOf } from './operations.js';
import { discordSendAndWait } from './send-and-wait.js';

/** Discord 2: channels, messages and members as the bot (bot token or OAuth2), or messages through a channel webhook. */
export class DiscordV2 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 2,
      defaults: { name: 'Discord' },
      usableAsTool: true,
      inputs: ['main'],
      outputs: ['main'],
      credentials: [
        { name: 'discordBotApi', required: true, displayOptions: { show: { authentication: ['botToken'] } } },
        { name: 'discordOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
        { name: 'discordWebhookApi', displayOptions: { show: { authentication: ['webhook'] } } },
      ],
      // The resume URL of a Send and Wait execution: GET for approval links and the response form, POST for its submission.
      webhooks: [
        { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
        { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
      ],
      properties: [...commonProperties, ...messageProperties, ...sendAndWaitProperties, ...channelProperties, ...memberProperties, ...webhookProperties],
    };
  }

  methods = { listSearch, loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const resource = this.getNodeParameter('resource', 0, 'message') as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    if (resource === 'message' && operation === 'sendAndWait') return discordSendAndWait(this);
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const answer = await operationOf(this, this.getNodeParameter('resource', i, 'message') as string, this.getNodeParameter('operation', i) as string, i)(this, i);
        for (const json of Array.isArray(answer) ? answer : [answer]) output.push({ json, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }

  /** The answer to a Send and Wait message (approval link or response form), which continues the run. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return sendAndWaitWebhook(this);
  }
}
