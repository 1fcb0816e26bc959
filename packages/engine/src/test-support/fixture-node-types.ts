import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError, NodeTypeRegistry } from '@weft/workflow';

/*
 * Small, real node types for the engine's own tests (the built-in nodes live in @weft/nodes, which
 * the engine may not import). Each does one observable thing to its items.
 */

function describe(name: string, extra: Partial<INodeTypeDescription> = {}): INodeTypeDescription {
  return {
    name: `weft-test.${name}`, displayName: name, description: `Test node ${name}`, group: ['transform'],
    version: 1, defaults: { name }, inputs: ['main'], outputs: ['main'], properties: [], ...extra,
  };
}

const trigger: INodeType = {
  description: describe('trigger', { group: ['trigger'], inputs: [] }),
  async execute() {
    return [[{ json: { triggered: true } }]];
  },
};

/** Appends its node name to `json.path`, so tests can read which nodes an item went through. */
const step: INodeType = {
  description: describe('step'),
  async execute(this: IExecuteFunctions) {
    const name = this.getNode().name;
    return [this.getInputData().map((item) => ({
      json: { ...item.json, path: [...((item.json.path as string[] | undefined) ?? []), name] },
    }))];
  },
};

/** Outputs the items given in its `items` parameter (a JSON list of objects), ignoring its input. */
const emit: INodeType = {
  description: describe('emit', {
    properties: [{ displayName: 'Items', name: 'items', type: 'json', default: '[]' }],
  }),
  async execute(this: IExecuteFunctions) {
    const items = JSON.parse(this.getNodeParameter('items', 0) as string) as IDataObject[];
    return [this.helpers.returnJsonArray(items)];
  },
};

/** Throws, with the message in its `message` parameter. */
const fail: INodeType = {
  description: describe('fail', {
    properties: [{ displayName: 'Message', name: 'message', type: 'string', default: 'It broke' }],
  }),
  async execute(this: IExecuteFunctions) {
    throw new NodeOperationError(this.getNode(), this.getNodeParameter('message', 0) as string, {
      description: 'Raised on purpose by a test node',
    });
  },
};

/** Fails its first `failures` attempts in an execution, then passes items through. */
const flaky: INodeType = {
  description: describe('flaky', {
    properties: [{ displayName: 'Failures', name: 'failures', type: 'number', default: 1 }],
  }),
  async execute(this: IExecuteFunctions) {
    const context = this.getContext('node');
    context.attempts = ((context.attempts as number | undefined) ?? 0) + 1;
    if ((context.attempts as number) <= (this.getNodeParameter('failures', 0) as number)) {
      throw new NodeOperationError(this.getNode(), `Attempt ${String(context.attempts)} failed`);
    }
    return [this.getInputData().map((item) => ({ json: { ...item.json, attempts: context.attempts } }))];
  },
};

/** Routes each item to output 0 or 1 by `json.route`. */
const route: INodeType = {
  description: describe('route', { outputs: ['main', 'main'] }),
  async execute(this: IExecuteFunctions) {
    const outputs: INodeExecutionData[][] = [[], []];
    this.getInputData().forEach((item, index) => {
      outputs[item.json.route === 1 ? 1 : 0]?.push({ json: item.json, pairedItem: { item: index } });
    });
    return outputs;
  },
};

/** Two inputs: outputs input 0's items then input 1's, and how many inputs had data. */
const merge: INodeType = {
  description: describe('merge', { inputs: ['main', 'main'] }),
  async execute(this: IExecuteFunctions) {
    const first = this.getInputData(0);
    const second = this.getInputData(1);
    const filled = [first, second].filter((items) => items.length > 0).length;
    return [[
      ...first.map((item, index) => ({ json: { ...item.json, filled }, pairedItem: { item: index, input: 0 } })),
      ...second.map((item, index) => ({ json: { ...item.json, filled }, pairedItem: { item: index, input: 1 } })),
    ]];
  },
};

/** Loops `times` times: output 0 ("again") until its node context counts `times` runs, then output 1 ("done"). */
const loop: INodeType = {
  description: describe('loop', {
    outputs: ['main', 'main'],
    properties: [{ displayName: 'Times', name: 'times', type: 'number', default: 2 }],
  }),
  async execute(this: IExecuteFunctions) {
    const context = this.getContext('node');
    context.count = ((context.count as number | undefined) ?? 0) + 1;
    const items = this.getInputData().map((item) => ({ json: { ...item.json, round: context.count } }));
    return (context.count as number) <= (this.getNodeParameter('times', 0) as number) ? [items, []] : [[], items];
  },
};

/** Never finishes on its own: only a stopped execution gets past it. */
const hang: INodeType = {
  description: describe('hang'),
  execute: () => new Promise<INodeExecutionData[][]>(() => undefined),
};

/** Hands its input on unchanged and at once (no promise), as Set and If do: connected to itself it loops for ever. */
const relay: INodeType = {
  description: describe('relay'),
  execute(this: IExecuteFunctions) {
    return [this.getInputData()];
  },
};

/** Outputs no items at all. */
const nothing: INodeType = {
  description: describe('nothing'),
  async execute() {
    return [[]];
  },
};

/** Answers no data at all (null), as Split In Batches 1 does when no items are left. */
const noData: INodeType = {
  description: describe('noData'),
  async execute() {
    return null;
  },
};

/** Outputs its resolved parameters as one item (defaults and displayOptions). */
const params: INodeType = {
  description: describe('params', {
    properties: [
      { displayName: 'Mode', name: 'mode', type: 'options', default: 'simple',
        options: [{ name: 'Simple', value: 'simple' }, { name: 'Advanced', value: 'advanced' }] },
      { displayName: 'Limit', name: 'limit', type: 'number', default: 10, displayOptions: { show: { mode: ['advanced'] } } },
      { displayName: 'Text', name: 'text', type: 'string', default: 'hello' },
      { displayName: 'Options', name: 'options', type: 'collection', default: {},
        options: [{ displayName: 'Flag', name: 'flag', type: 'boolean', default: true }] },
    ],
  }),
  async execute(this: IExecuteFunctions) {
    return [[{
      json: {
        mode: this.getNodeParameter('mode', 0) as string,
        limit: this.getNodeParameter('limit', 0, 'hidden') as number | string,
        text: this.getNodeParameter('text', 0) as string,
        flag: this.getNodeParameter('options.flag', 0, 'unset') as boolean | string,
      },
    }]];
  },
};

export const fixtureNodeTypes = new NodeTypeRegistry([trigger, step, emit, fail, flaky, route, merge, loop, hang, nothing, noData, params, relay]);
