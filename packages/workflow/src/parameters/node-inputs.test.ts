import { describe, expect, it } from 'vitest';
import { AGENT_V1, AGENT_V2, CHAIN_LLM } from './ai-nodes.fixture.js';
import { getNodeInputs } from './node-outputs.js';

const node = (typeVersion: number, parameters: Record<string, unknown> = {}) => ({ name: 'AI', typeVersion, parameters: parameters as never });
const ai = (inputs: ReturnType<typeof getNodeInputs>) => inputs?.filter((input) => input.type !== 'main');

describe('getNodeInputs on n8n AI node descriptions', () => {
  it('a tools agent (1.7) asks for a chat model, memory and tools; only the model is required, and alone', () => {
    expect(getNodeInputs(AGENT_V1, node(1.7))).toEqual([
      { type: 'main' },
      { type: 'ai_languageModel', displayName: 'Chat Model', required: true, maxConnections: 1 },
      { type: 'ai_memory', displayName: 'Memory', maxConnections: 1 },
      { type: 'ai_tool', displayName: 'Tool' },
    ]);
  });

  it('follows the agent type and the output parser switch of the node', () => {
    expect(ai(getNodeInputs(AGENT_V1, node(1.7, { agent: 'sqlAgent' })))?.map((input) => input.displayName)).toEqual(['Model', 'Memory']);
    expect(ai(getNodeInputs(AGENT_V1, node(1.5)))?.[0]?.displayName).toBe('Chat Model');
    expect(ai(getNodeInputs(AGENT_V1, node(1.7, { hasOutputParser: true })))?.map((input) => input.type))
      .toEqual(['ai_languageModel', 'ai_memory', 'ai_tool', 'ai_outputParser']);
  });

  it('agent 2.1 adds a fallback model input only when asked', () => {
    expect(ai(getNodeInputs(AGENT_V2, node(2.1)))?.map((input) => input.displayName)).toEqual(['Chat Model', 'Memory', 'Tool']);
    expect(ai(getNodeInputs(AGENT_V2, node(2.1, { needsFallback: true })))?.map((input) => input.displayName))
      .toEqual(['Chat Model', 'Fallback Model', 'Memory', 'Tool']);
  });

  it('the LLM chain 1.0 always had an output parser input; 1.5 only when switched on', () => {
    expect(ai(getNodeInputs(CHAIN_LLM, node(1)))?.map((input) => input.displayName)).toEqual(['Model', 'Output Parser']);
    expect(ai(getNodeInputs(CHAIN_LLM, node(1.5)))).toEqual([
      { type: 'ai_languageModel', displayName: 'Model', required: true, maxConnections: 1 },
    ]);
  });

  it('plain lists keep their order and rules; unreadable expressions give null', () => {
    expect(getNodeInputs({ inputs: [], properties: [] }, node(1))).toEqual([]);
    expect(getNodeInputs({ inputs: '={{ $parameter.nope.deeper }}', properties: [] }, node(1))).toBeNull();
    expect(getNodeInputs({ inputs: '={{ 3 }}', properties: [] }, node(1))).toBeNull();
  });
});
