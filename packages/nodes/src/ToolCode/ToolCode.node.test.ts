import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { shutdownPythonSandbox } from '@weft/engine';
import { startAgentToolHarness, toolCalls } from '../test-support/ai-harness.js';
import type { AgentToolHarness } from '../test-support/ai-harness.js';

let harness: AgentToolHarness;
beforeAll(async () => {
  harness = await startAgentToolHarness();
});
afterAll(async () => {
  await harness.close();
  await shutdownPythonSandbox();
});

function codeTool(typeVersion: number, parameters: Record<string, unknown>): INode {
  return {
    id: 'ct', name: 'Color Tool', type: '@n8n/n8n-nodes-langchain.toolCode', typeVersion, position: [300, 200],
    parameters: { description: 'Reverses a list of colors', ...parameters } as never,
  };
}

describe('Code tool', () => {
  it('runs JavaScript with the query and answers what it returns (name from the node from 1.2)', async () => {
    harness.model.script({ toolCalls: [{ name: 'Color_Tool', arguments: { input: 'red, green, blue' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Reverse', [codeTool(1.3, {
      jsCode: "const colors = query.split(',').map((c) => c.trim());\nawait Promise.resolve();\nreturn colors.reverse().join(', ');",
    })]);
    expect(toolCalls(runData, 'Color Tool')).toEqual([{ input: { query: 'red, green, blue' }, response: 'blue, green, red' }]);
  });

  it('gives an input schema\'s arguments as the query object, with the name parameter of 1.1', async () => {
    harness.model.script({ toolCalls: [{ name: 'add', arguments: { a: 2, b: 40 } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Add', [codeTool(1.1, {
      name: 'add', jsCode: 'return query.a + query.b;',
      specifyInputSchema: true, schemaType: 'manual',
      inputSchema: '{ "type": "object", "properties": { "a": { "type": "number" }, "b": { "type": "number" } }, "required": ["a", "b"] }',
    })]);
    expect(harness.model.requests.at(-2)?.body.tools?.[0]?.function).toMatchObject({ name: 'add', parameters: { properties: { a: { type: 'number' } } } });
    expect(toolCalls(runData, 'Color Tool')).toEqual([{ input: { a: 2, b: 40 }, response: '42' }]);
  });

  it('tells the model when the code throws or returns no string', async () => {
    harness.model.script(
      { toolCalls: [{ name: 'Color_Tool', arguments: { input: 'x' } }, { name: 'Color_Tool', arguments: { input: 'y' } }] },
      { content: 'Done.' },
    );
    const { runData } = await harness.run('Try', [codeTool(1.3, { jsCode: "if (query === 'x') throw new Error('No x here');\nreturn { color: query };" })]);
    expect(toolCalls(runData, 'Color Tool').map((call) => call.error)).toEqual([
      expect.stringContaining('No x here'), 'The code must return a string',
    ]);
  });

  it('runs Python with _query', async () => {
    harness.model.script({ toolCalls: [{ name: 'Color_Tool', arguments: { input: 'teal' } }] }, { content: 'Done.' });
    const { runData } = await harness.run('Shout', [codeTool(1.3, { language: 'python', pythonCode: 'return _query.upper() + "!"' })]);
    expect(toolCalls(runData, 'Color Tool')).toEqual([{ input: { query: 'teal' }, response: 'TEAL!' }]);
  }, 120_000);
});
