import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode, IWorkflowBase } from '@weft/workflow';
import { startAgentToolHarness, toolCalls } from '../test-support/ai-harness.js';
import type { AgentToolHarness } from '../test-support/ai-harness.js';

/** A called workflow that greets whoever its trigger's item names, and says what else it got. */
const greeter: IWorkflowBase = {
  name: 'Greeter', active: false,
  nodes: [
    { id: 's1', name: 'Start', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 's2', name: 'Greet', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0],
      parameters: { jsCode: "const input = $input.first().json;\nif (input.query === 'fail') throw new Error('No greeting for you');\nreturn [{ json: { greeting: `Hello ${input.query ?? input.name}!`, got: input } }, { json: { second: true } }];" },
    },
  ],
  connections: { Start: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] } },
};

let harness: AgentToolHarness;
beforeAll(async () => {
  harness = await startAgentToolHarness({
    executeSubWorkflow: async (request, runtime) => {
      const workflow = request.workflowInfo.code ?? (request.workflowInfo.id === 'greeter-id' ? greeter : undefined);
      if (!workflow) throw new Error(`Workflow ${request.workflowInfo.id ?? ''} not found`);
      return runtime.resultOf(await runtime.runWorkflow(workflow, request.items));
    },
  });
});
afterAll(() => harness.close());

function tool(typeVersion: number, parameters: Record<string, unknown>): INode {
  return {
    id: 'tool', name: 'Greeter Tool', type: '@n8n/n8n-nodes-langchain.toolWorkflow', typeVersion, position: [300, 200],
    parameters: { description: 'Greets a person', ...parameters } as never,
  };
}

describe('Call n8n Workflow Tool, version 1', () => {
  it('sends the query and the extra values, and answers the field to return (1.1)', async () => {
    harness.model.script({ toolCalls: [{ name: 'greet', arguments: { input: 'Ada' } }] }, { content: 'Done.' });
    const { runData, error } = await harness.run('Greet Ada', [tool(1.1, {
      name: 'greet', source: 'parameter', workflowJson: JSON.stringify(greeter), responsePropertyName: 'got',
      fields: { values: [{ name: 'count', type: 'numberValue', numberValue: '2' }, { name: 'tags', type: 'arrayValue', arrayValue: '[a, b]' }] },
    })]);
    expect(error).toBeUndefined();
    expect(harness.model.requests.at(-2)?.body.tools?.[0]?.function).toMatchObject({ name: 'greet', description: 'Greets a person' });
    expect(toolCalls(runData, 'Greeter Tool')).toEqual([{ input: { query: 'Ada' }, response: JSON.stringify({ query: 'Ada', count: 2, tags: ['a', 'b'] }, null, 2) }]);
  });

  it('answers the first output item from 1.3 (n8n: every item only from 2.1), with a specified input schema', async () => {
    harness.model.script({ toolCalls: [{ name: 'greet', arguments: { name: 'Grace' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Greet Grace', [tool(1.3, {
      name: 'greet', source: 'database', workflowId: { __rl: true, mode: 'id', value: 'greeter-id' },
      specifyInputSchema: true, schemaType: 'fromJson', jsonSchemaExample: '{ "name": "Ada" }',
    })]);
    expect(harness.model.requests.at(-2)?.body.tools?.[0]?.function.parameters).toMatchObject({
      type: 'object', properties: { name: { type: 'string' } }, required: ['name'],
    });
    const response = JSON.stringify({ greeting: 'Hello Grace!', got: { name: 'Grace' } }, null, 2);
    expect(toolCalls(runData, 'Greeter Tool')).toEqual([{ input: { name: 'Grace' }, response }]);
  });

  it('tells the model when the called workflow fails, and records the error on the tool', async () => {
    harness.model.script({ toolCalls: [{ name: 'greet', arguments: { input: 'fail' } }] }, (request) => ({ content: String(request.body.messages.at(-1)?.content) }));
    const { runData, output } = await harness.run('Greet', [tool(1.3, { name: 'greet', source: 'parameter', workflowJson: JSON.stringify(greeter) })]);
    expect((output as { output: string }).output).toMatch(/^There was an error: "No greeting for you/);
    expect(toolCalls(runData, 'Greeter Tool')[0]).toMatchObject({ input: { query: 'fail' }, error: expect.stringContaining('No greeting for you') });
  });
});

describe('Call n8n Workflow Tool, version 2', () => {
  it('fills the workflow inputs from $fromAI() and names the tool after the node (2.2)', async () => {
    harness.model.script({ toolCalls: [{ name: 'Greeter_Tool', arguments: { who: 'Linus' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Greet Linus', [tool(2.2, {
      source: 'database', workflowId: { __rl: true, mode: 'list', value: 'greeter-id', cachedResultName: 'Greeter' },
      workflowInputs: { mappingMode: 'defineBelow', value: { name: "={{ $fromAI('who', 'Whom to greet') }}", polite: true } },
    })]);
    expect(harness.model.requests.at(-2)?.body.tools?.[0]?.function).toEqual({
      name: 'Greeter_Tool', description: 'Greets a person',
      parameters: expect.objectContaining({ type: 'object', properties: { who: { type: 'string', description: 'Whom to greet' } }, required: ['who'] }),
    });
    const response = JSON.stringify([{ greeting: 'Hello Linus!', got: { name: 'Linus', polite: true } }, { second: true }], null, 2);
    expect(toolCalls(runData, 'Greeter Tool')).toEqual([{ input: { who: 'Linus' }, response }]);
  });

  it('refuses a tool without a description', async () => {
    const { error } = await harness.run('Hi', [tool(2.2, { description: '', source: 'parameter', workflowJson: JSON.stringify(greeter) })]);
    expect(error?.message).toBe('The tool has no description');
  });
});
