import { describe, expect, it } from 'vitest';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { executesOnItsOwn } from './node-endpoints';

// The endpoints as n8n's descriptions declare them (the agent's inputs are an expression in n8n; a list does here).
const aiType = (name: string, inputs: INodeTypeDescription['inputs'], outputs: INodeTypeDescription['outputs']): INodeTypeDescription => ({
  displayName: name, name: `@n8n/n8n-nodes-langchain.${name}`, group: ['transform'], version: 1, description: '',
  defaults: { name }, inputs, outputs, properties: [],
});
const types: Record<string, INodeTypeDescription> = {
  agent: aiType('agent', ['main', { type: 'ai_languageModel', required: true }, 'ai_memory', 'ai_tool'], ['main']),
  lmChatOpenAi: aiType('lmChatOpenAi', [], ['ai_languageModel']),
  memoryBufferWindow: aiType('memoryBufferWindow', [], ['ai_memory']),
  toolCalculator: aiType('toolCalculator', [], ['ai_tool']),
};
const typeOf = (name: string) => types[name];
const node = (type: string, typeVersion = 1): INode => ({
  id: type, name: type, type: `@n8n/n8n-nodes-langchain.${type}`, typeVersion, position: [0, 0], parameters: {},
});
const trigger: INodeTypeDescription = {
  displayName: 'Manual', name: 'n8n-nodes-base.manualTrigger', group: ['trigger'], version: 1, description: '',
  defaults: { name: 'Manual' }, inputs: [], outputs: ['main'], properties: [],
};

describe('executesOnItsOwn', () => {
  it('offers a root node (main input) and a trigger (no input) a run of their own', () => {
    expect(executesOnItsOwn(node('agent', 1.7), typeOf('agent'))).toBe(true);
    expect(executesOnItsOwn({ ...node('manual'), type: trigger.name }, trigger)).toBe(true);
  });

  it('does not offer sub-nodes one: chat model, memory, tool', () => {
    expect(executesOnItsOwn(node('lmChatOpenAi'), typeOf('lmChatOpenAi'))).toBe(false);
    expect(executesOnItsOwn(node('memoryBufferWindow'), typeOf('memoryBufferWindow'))).toBe(false);
    expect(executesOnItsOwn(node('toolCalculator'), typeOf('toolCalculator'))).toBe(false);
  });

  it('keeps the run for a node whose type is unknown', () => {
    expect(executesOnItsOwn(node('mystery'), undefined)).toBe(true);
  });
});
