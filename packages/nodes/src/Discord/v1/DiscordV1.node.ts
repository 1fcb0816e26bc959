import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { webhookRequest } from '../transport.js';

/** The JSON options, parsed (an expression may already give an object). */
function json(context: IExecuteFunctions, value: unknown, label: string, i: number): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new NodeOperationError(context.getNode(), `${label} is not valid JSON`, { itemIndex: i });
  }
}

const JSON_OPTIONS: Record<string, string> = { allowedMentions: 'allowed_mentions', attachments: 'attachments', components: 'components', embeds: 'embeds', payloadJson: 'payload_json' };

/** Discord 1: one message per item to a channel webhook, its URL in the node. */
export class DiscordV1 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 1,
      defaults: { name: 'Discord' },
      inputs: ['main'],
      outputs: ['main'],
      properties: [
        { displayName: 'A newer version of this node exists with bot operations; add the node again to use it', name: 'oldVersionNotice', type: 'notice', default: '' },
        { displayName: 'Webhook URL', name: 'webhookUri', type: 'string', default: '', required: true, placeholder: 'https://discord.com/api/webhooks/ID/TOKEN' },
        { displayName: 'Content', name: 'text', type: 'string', default: '', typeOptions: { maxValue: 2000 }, description: 'The message, at most 2000 characters' },
        {
          displayName: 'Additional Fields', name: 'options', type: 'collection', placeholder: 'Add field', default: {},
          options: [
            { displayName: 'Allowed Mentions', name: 'allowedMentions', type: 'json', default: '', description: 'Discord\'s allowed_mentions object' },
            { displayName: 'Attachments', name: 'attachments', type: 'json', default: '' },
            { displayName: 'Avatar URL', name: 'avatarUrl', type: 'string', default: '' },
            { displayName: 'Components', name: 'components', type: 'json', default: '' },
            { displayName: 'Embeds', name: 'embeds', type: 'json', default: '', description: 'A list of Discord embed objects' },
            { displayName: 'Flags', name: 'flags', type: 'number', default: '' },
            { displayName: 'JSON Payload', name: 'payloadJson', type: 'json', default: '' },
            { displayName: 'Username', name: 'username', type: 'string', default: '', description: 'The name the message is posted under' },
            { displayName: 'TTS', name: 'tts', type: 'boolean', default: false, description: 'Whether Discord reads the message out' },
          ],
        },
      ],
    };
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const options = this.getNodeParameter('options', i, {}) as IDataObject;
        const body: IDataObject = { content: this.getNodeParameter('text', i, '') };
        for (const [name, key] of Object.entries(JSON_OPTIONS)) if (options[name]) body[key] = json(this, options[name], name, i) as IDataObject;
        if (options.avatarUrl) body.avatar_url = options.avatarUrl;
        if (options.username) body.username = options.username;
        if (options.tts) body.tts = true;
        if (options.flags !== undefined && options.flags !== '') body.flags = Number(options.flags);
        if (!body.content && !body.embeds) throw new NodeOperationError(this.getNode(), 'The message needs a content or embeds', { itemIndex: i });
        await webhookRequest(this, String(this.getNodeParameter('webhookUri', i)), body, false, i);
        output.push({ json: { success: true }, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }
}
