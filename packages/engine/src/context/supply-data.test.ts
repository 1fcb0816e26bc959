import type {
  IConnections, IExecuteFunctions, INode, INodeType, INodeTypeDescription, ISupplyDataFunctions, IWorkflowBase,
} from '@weft/workflow';
import { NodeOperationError, NodeTypeRegistry } from '@weft/workflow';
import { describe, expect, it } from 'vitest';
import { createConsoleLogger } from './console-logger.js';
import { WorkflowRunner } from '../runner/workflow-runner.js';

function description(name: string, extra: Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    name: `weft-test.${name}`, displayName: name, description: name, group: ['transform'], version: 1,
    defaults: { name }, inputs: [], outputs: ['main'], properties: [], ...extra,
  };
}

interface EchoModel { answer(prompt: string): Promise<string> }

const trigger: INodeType = {
  description: description('trigger', { group: ['trigger'] }),
  async execute() {
    return [[{ json: { topic: 'tides' } }, { json: { topic: 'moons' } }]];
  },
};

/** A model sub-node: answers its `reply` parameter (an expression of the root's item) and records each call. */
const model: INodeType = {
  description: description('model', {
    outputs: ['ai_languageModel'],
    properties: [
      { displayName: 'Reply', name: 'reply', type: 'string', default: '' },
      { displayName: 'Fail', name: 'fail', type: 'boolean', default: false },
    ],
  }),
  async supplyData(this: ISupplyDataFunctions, itemIndex: number) {
    const reply = this.getNodeParameter('reply', itemIndex) as string;
    const fail = this.getNodeParameter('fail', itemIndex) as boolean;
    const response: EchoModel = {
      answer: async (prompt) => {
        const { index } = this.addInputData('ai_languageModel', [[{ json: { messages: [prompt] } }]]);
        if (fail) {
          const error = new NodeOperationError(this.getNode(), 'The model is overloaded');
          this.addOutputData('ai_languageModel', index, error);
          throw error;
        }
        this.addOutputData('ai_languageModel', index, [[{ json: { response: { generations: [[{ text: reply }]] }, tokenUsage: { totalTokens: 7 } } }]]);
        return reply;
      },
    };
    return { response };
  },
};

const tool: INodeType = {
  description: description('tool', { outputs: ['ai_tool'] }),
  async supplyData(this: ISupplyDataFunctions) {
    return { response: { name: this.getNode().name } };
  },
};

const broken: INodeType = {
  description: description('broken', { outputs: ['ai_languageModel'] }),
  async supplyData() {
    throw new Error('No credentials set');
  },
};

/** A root node whose inputs are an expression of its parameters, as n8n's chains write them. */
const chain: INodeType = {
  description: description('chain', {
    inputs: `={{ ((withTools) => [
      'main',
      { type: 'ai_languageModel', displayName: 'Model', required: true, maxConnections: 1 },
      ...(withTools ? [{ type: 'ai_tool', displayName: 'Tool' }] : []),
    ])($parameter.withTools) }}`,
    properties: [{ displayName: 'With tools', name: 'withTools', type: 'boolean', default: true }],
  }),
  async execute(this: IExecuteFunctions) {
    const items = this.getInputData();
    const answers = [];
    for (let index = 0; index < items.length; index++) {
      const llm = await this.getInputConnectionData('ai_languageModel', index) as EchoModel;
      const tools = this.getNodeParameter('withTools', index) ? await this.getInputConnectionData('ai_tool', index) as Array<{ name: string }> : [];
      answers.push({ json: { text: await llm.answer(`about ${String(items[index]?.json.topic)}`), tools: tools.map((t) => t.name) } });
    }
    return [answers];
  },
};

const nodeTypes = new NodeTypeRegistry([trigger, model, tool, broken, chain]);
const runner = new WorkflowRunner(nodeTypes, { logger: createConsoleLogger('silent') });

function node(name: string, type: string, parameters: INode['parameters'] = {}, extra: Partial<INode> = {}): INode {
  return { id: name, name, type: `weft-test.${type}`, typeVersion: 1, position: [0, 0], parameters, ...extra };
}

function workflow(nodes: INode[], aiConnections: Array<[string, string, string]>): IWorkflowBase {
  const connections: IConnections = { Trigger: { main: [[{ node: 'Chain', type: 'main', index: 0 }]] } };
  for (const [source, type, target] of aiConnections) {
    const outputs = ((connections[source] ??= {})[type] ??= [[]]);
    outputs[0]?.push({ node: target, type, index: 0 });
  }
  return { id: 'w1', name: 'AI', active: false, nodes: [node('Trigger', 'trigger'), node('Chain', 'chain'), ...nodes], connections };
}

async function run(wf: IWorkflowBase) {
  const order: string[] = [];
  const result = await runner.run({ workflow: wf, mode: 'manual', executionId: 'e1', hooks: { nodeExecuteBefore: (name) => void order.push(name) } });
  return { ...result, order, runData: result.data.resultData.runData };
}

describe('sub-nodes supply their objects to the root node (getInputConnectionData)', () => {
  it('gives the root the model, runs the model only through the root, and records each call on the model', async () => {
    const result = await run(workflow(
      [node('Model', 'model', { reply: '={{ "Facts on " + $json.topic }}' }), node('Tool A', 'tool'), node('Tool B', 'tool')],
      [['Model', 'ai_languageModel', 'Chain'], ['Tool A', 'ai_tool', 'Chain'], ['Tool B', 'ai_tool', 'Chain']],
    ));
    expect(result.status).toBe('success');
    expect(result.runData.Chain?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([
      { text: 'Facts on tides', tools: ['Tool A', 'Tool B'] },
      { text: 'Facts on moons', tools: ['Tool A', 'Tool B'] },
    ]);
    const calls = result.runData.Model ?? [];
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      executionStatus: 'success',
      source: [{ previousNode: 'Chain', previousNodeRun: 0 }],
      inputOverride: { ai_languageModel: [[{ json: { messages: ['about tides'] } }]] },
      data: { ai_languageModel: [[{ json: { response: { generations: [[{ text: 'Facts on tides' }]] }, tokenUsage: { totalTokens: 7 } } }]] },
    });
    expect(calls[1]?.inputOverride).toEqual({ ai_languageModel: [[{ json: { messages: ['about moons'] } }]] });
    // Sub-nodes are not started by the scheduler; their calls still reach the host's hooks.
    expect(result.order.slice(0, 2)).toEqual(['Trigger', 'Chain']);
    expect(result.order.filter((name) => name === 'Model')).toHaveLength(2);
    expect(result.runData['Tool A']).toBeUndefined();
  });

  it('fails the root with n8n\'s message when its required model is missing or disabled', async () => {
    const missing = await run(workflow([], []));
    expect(missing.status).toBe('error');
    expect(missing.data.resultData.error?.message).toBe('A Model sub-node must be connected and enabled');
    expect(missing.data.resultData.error?.node?.name).toBe('Chain');

    const disabled = await run(workflow([node('Model', 'model', {}, { disabled: true })], [['Model', 'ai_languageModel', 'Chain']]));
    expect(disabled.data.resultData.error?.message).toBe('A Model sub-node must be connected and enabled');
  });

  it('refuses more models than the root takes', async () => {
    const result = await run(workflow(
      [node('Model', 'model', { reply: 'a' }), node('Model 2', 'model', { reply: 'b' })],
      [['Model', 'ai_languageModel', 'Chain'], ['Model 2', 'ai_languageModel', 'Chain']],
    ));
    expect(result.data.resultData.error?.message).toBe('Only 1 Model sub-node is allowed to be connected');
  });

  it('gives an empty list for an optional list input with nothing connected, and reads inputs from the parameters', async () => {
    const result = await run(workflow([node('Model', 'model', { reply: 'ok' })], [['Model', 'ai_languageModel', 'Chain']]));
    expect(result.runData.Chain?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ text: 'ok', tools: [] });
  });

  it('records a failed call on the model and fails the root with the model\'s error', async () => {
    const result = await run(workflow([node('Model', 'model', { fail: true })], [['Model', 'ai_languageModel', 'Chain']]));
    expect(result.status).toBe('error');
    expect(result.data.resultData.error?.message).toBe('The model is overloaded');
    const call = result.runData.Model?.[0];
    expect(call?.executionStatus).toBe('error');
    expect(call?.error?.message).toBe('The model is overloaded');
    expect(call?.inputOverride).toEqual({ ai_languageModel: [[{ json: { messages: ['about tides'] } }]] });
  });

  it('names the sub-node whose supplyData failed', async () => {
    const result = await run(workflow([node('Model', 'broken')], [['Model', 'ai_languageModel', 'Chain']]));
    expect(result.data.resultData.error?.message).toBe('No credentials set');
    expect(result.data.resultData.error?.node?.name).toBe('Model');
  });
});
