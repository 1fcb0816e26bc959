import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { sendAndWaitWebhook } from '../../EmailSend/v2/send-and-wait.webhook.js';
import { draftProperties } from './draft.description.js';
import { draftOperations } from './draft.operations.js';
import { labelProperties } from './label.description.js';
import { labelOperations } from './label.operations.js';
import { messageProperties } from './message.description.js';
import { messageOperations } from './message.operations.js';
import { gmailLoadOptions } from './methods.js';
import { gmailSendAndWait } from './send-and-wait.execute.js';
import { threadProperties } from './thread.description.js';
import { threadOperations } from './thread.operations.js';

type Operation = (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | IDataObject[] | INodeExecutionData[]>;

const OPERATIONS: Record<string, Record<string, Operation>> = {
  message: messageOperations, label: labelOperations, draft: draftOperations, thread: threadOperations,
};

const isItems = (value: unknown[]): value is INodeExecutionData[] =>
  value.every((entry) => typeof entry === 'object' && entry !== null && 'json' in entry && typeof (entry as { json: unknown }).json === 'object');

/** Gmail 2 to 2.2: messages (send, reply, read, label, delete; send and wait), labels, drafts and threads. */
export class GmailV2 implements INodeType {
  description: INodeTypeDescription;

  methods = { loadOptions: gmailLoadOptions };

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: [2, 2.1, 2.2],
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Gmail' },
      inputs: ['main'],
      outputs: ['main'],
      usableAsTool: true,
      credentials: [
        { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
        { name: 'gmailOAuth2', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
      ],
      // The resume URL of a Send and Wait execution: GET for approval links and the response form, POST for its submission.
      webhooks: [
        { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
        { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
      ],
      properties: [
        {
          displayName: 'Tip: an AI agent can use this node as a tool to read, send and sort your mail', name: 'preBuiltAgentsCalloutGmail', type: 'callout', default: '',
        },
        {
          displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2',
          options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
        },
        {
          displayName: 'Resource', name: 'resource', type: 'options', default: 'message', noDataExpression: true,
          options: [{ name: 'Message', value: 'message' }, { name: 'Label', value: 'label' }, { name: 'Draft', value: 'draft' }, { name: 'Thread', value: 'thread' }],
        },
        ...draftProperties, ...labelProperties, ...messageProperties, ...threadProperties,
      ],
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const resource = String(this.getNodeParameter('resource', 0, 'message'));
    const operation = String(this.getNodeParameter('operation', 0, ''));
    if (resource === 'message' && operation === 'sendAndWait') return gmailSendAndWait(this);
    const run = OPERATIONS[resource]?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known for ${resource}`);
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const result = await run.call(this, itemIndex);
        const list = Array.isArray(result) ? result : [result];
        const asItems = isItems(list) ? list : (list as IDataObject[]).map((json) => ({ json }));
        output.push(...asItems.map((item) => ({ ...item, pairedItem: { item: itemIndex } })));
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }

  /** The answer to a Send and Wait mail (approval link or response form), which continues the run. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return sendAndWaitWebhook(this);
  }
}
