import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentToolHarness, toolCalls } from '../test-support/ai-harness.js';
import type { AgentToolHarness } from '../test-support/ai-harness.js';

let harness: AgentToolHarness;
beforeAll(async () => {
  harness = await startAgentToolHarness();
});
afterAll(() => harness.close());

describe('Think tool', () => {
  it('gives the thought back, offered with its description', async () => {
    harness.model.script({ toolCalls: [{ name: 'think', arguments: { thought: 'First add, then double.' } }] }, { content: '10' });
    const { runData, output } = await harness.run('(2 + 3) * 2?', [{
      id: 'th', name: 'Think', type: '@n8n/n8n-nodes-langchain.toolThink', typeVersion: 1.1, position: [300, 200],
      parameters: { description: 'Think before answering' },
    }]);
    expect(harness.model.requests.at(-2)?.body.tools?.[0]?.function).toMatchObject({
      name: 'think', description: 'Think before answering', parameters: { properties: { thought: { type: 'string' } }, required: ['thought'] },
    });
    expect(toolCalls(runData, 'Think')).toEqual([{ input: { thought: 'First add, then double.' }, response: 'First add, then double.' }]);
    // Agent 3 observes a tool's output items as JSON, as n8n's agent 3 does.
    expect((output as { intermediateSteps: Array<{ observation: string }> }).intermediateSteps[0]?.observation)
      .toBe(JSON.stringify([{ response: 'First add, then double.' }]));
  });
});
