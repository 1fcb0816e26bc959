import type {
  IDataObject, IExecuteFunctions, INodeType, INodeTypeDescription, IPollFunctions, ITriggerFunctions,
  IWebhookFunctions,
} from '@weft/workflow';
import { NodeTypeRegistry } from '@weft/workflow';
import type { WebhookResponseRecorder } from './webhook-response.js';

/* Small trigger, poll, webhook and waiting node types for the engine's own tests (not built-ins). */

function describe(name: string, extra: Partial<INodeTypeDescription> = {}): INodeTypeDescription {
  return {
    name: `weft-test.${name}`, displayName: name, description: `Test node ${name}`, group: ['transform'],
    version: 1, defaults: { name }, inputs: ['main'], outputs: ['main'], properties: [], ...extra,
  };
}

/** Emits `{ tick }` on every fire time of its `expression`; counts ticks in its static data. */
const cronTrigger: INodeType = {
  description: describe('cronTrigger', {
    group: ['trigger'], inputs: [],
    properties: [{ displayName: 'Expression', name: 'expression', type: 'string', default: '* * * * * *' }],
  }),
  async trigger(this: ITriggerFunctions) {
    const staticData = this.getWorkflowStaticData('node');
    const fire = () => {
      staticData.ticks = ((staticData.ticks as number | undefined) ?? 0) + 1;
      this.emit([[{ json: { tick: staticData.ticks as number } }]]);
    };
    if (this.getMode() === 'manual') return { manualTriggerFunction: async () => fire() };
    this.helpers.registerCron(this.getNodeParameter('expression', 0) as string, fire);
    return {};
  },
};

/** Returns `{ poll: n }` on every poll; `null` when its `empty` parameter is set. */
const counterPoll: INodeType = {
  description: describe('counterPoll', {
    group: ['trigger'], inputs: [], polling: true,
    properties: [
      {
        displayName: 'Poll Times', name: 'pollTimes', type: 'fixedCollection', typeOptions: { multipleValues: true },
        default: { item: [{ mode: 'everyMinute' }] },
        options: [{
          name: 'item', displayName: 'Item', values: [
            { displayName: 'Mode', name: 'mode', type: 'string', default: 'everyMinute' },
            { displayName: 'Minute', name: 'minute', type: 'number', default: 0 },
          ],
        }],
      },
      { displayName: 'Empty', name: 'empty', type: 'boolean', default: false },
    ],
  }),
  async poll(this: IPollFunctions) {
    const staticData = this.getWorkflowStaticData('node');
    staticData.polls = ((staticData.polls as number | undefined) ?? 0) + 1;
    if (this.getNodeParameter('empty', 0) === true) return null;
    return [[{ json: { poll: staticData.polls as number } }]];
  },
};

/** A webhook node: answers 403 itself when the request has `x-deny`, else outputs the request. */
const hook: INodeType = {
  description: describe('hook', {
    group: ['trigger'], inputs: [],
    webhooks: [{
      name: 'default', httpMethod: '={{$parameter["httpMethod"] || "GET"}}', path: '={{$parameter["path"]}}',
      isFullPath: true, responseMode: '={{$parameter["responseMode"]}}', responseData: '={{$parameter["responseData"]}}',
    }],
    properties: [
      { displayName: 'Method', name: 'httpMethod', type: 'string', default: 'GET' },
      { displayName: 'Path', name: 'path', type: 'string', default: '' },
      { displayName: 'Response Mode', name: 'responseMode', type: 'string', default: 'onReceived' },
      { displayName: 'Response Data', name: 'responseData', type: 'string', default: 'firstEntryJson' },
      { displayName: 'Answer', name: 'answer', type: 'string', default: '' },
    ],
  }),
  async webhook(this: IWebhookFunctions) {
    const headers = this.getHeaderData();
    if (headers['x-deny']) {
      (this.getResponseObject() as WebhookResponseRecorder).status(403).send('Authorization data is wrong!');
      return { noWebhookResponse: true };
    }
    const answer = this.getNodeParameter('answer', 0) as string;
    return {
      webhookResponse: answer === '' ? undefined : answer,
      workflowData: [[{ json: { body: this.getBodyData(), query: this.getQueryData(), params: this.getParamsData() } }]],
    };
  },
};

/** Puts the execution to wait until its `until` parameter (ISO date), passing its input on. */
const waitUntil: INodeType = {
  description: describe('waitUntil', {
    properties: [{ displayName: 'Until', name: 'until', type: 'string', default: '3000-01-01T00:00:00.000Z' }],
  }),
  async execute(this: IExecuteFunctions) {
    await this.putExecutionToWait(new Date(this.getNodeParameter('until', 0) as string));
    return [this.getInputData()];
  },
};

/** Answers the webhook with its first item's json (status 201) and passes items on. */
const respond: INodeType = {
  description: describe('respond'),
  async execute(this: IExecuteFunctions) {
    const items = this.getInputData();
    this.sendResponse({ body: { answered: items[0]?.json ?? null }, statusCode: 201, headers: { 'X-Test': 'yes' } });
    return [items];
  },
};

/** Adds `seen: <node name>` to each item. */
const mark: INodeType = {
  description: describe('mark'),
  async execute(this: IExecuteFunctions) {
    const name = this.getNode().name;
    return [this.getInputData().map((item) => ({ json: { ...item.json, seen: [...((item.json.seen as string[]) ?? []), name] } as IDataObject }))];
  },
};

export const triggerTestNodeTypes = new NodeTypeRegistry([cronTrigger, counterPoll, hook, waitUntil, respond, mark]);
