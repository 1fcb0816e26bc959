import { describe, expect, it } from 'vitest';
import { connectionRefusal, countInputConnections, hasOutgoingConnection } from './ai-connections.js';

const model = { type: 'ai_languageModel', displayName: 'Chat Model', maxConnections: 1 };
const tools = { type: 'ai_tool', displayName: 'Tool' };

describe('connectionRefusal', () => {
  it('joins endpoints of the same type while the input has room', () => {
    expect(connectionRefusal({ outputType: 'ai_languageModel', input: model, existing: 0 })).toBeNull();
    expect(connectionRefusal({ outputType: 'ai_tool', input: tools, existing: 5 })).toBeNull();
    expect(connectionRefusal({ outputType: 'main', input: { type: 'main' }, existing: 3 })).toBeNull();
  });

  it('refuses other types, main to AI included, naming the input', () => {
    expect(connectionRefusal({ outputType: 'ai_memory', input: model, existing: 0 }))
      .toBe('Chat Model does not accept a node from Memory');
    expect(connectionRefusal({ outputType: 'main', input: tools, existing: 0 }))
      .toBe('Tool does not accept a regular node');
    expect(connectionRefusal({ outputType: 'ai_tool', input: { type: 'main' }, existing: 0 }))
      .toBe('main does not accept a node from Tools');
  });

  it('a full input refuses one more', () => {
    expect(connectionRefusal({ outputType: 'ai_languageModel', input: model, existing: 1 }))
      .toBe('Chat Model already has a node connected; it takes only one');
    expect(connectionRefusal({ outputType: 'ai_tool', input: { ...tools, maxConnections: 2 }, existing: 2 }))
      .toBe('Tool already has 2 nodes connected; it takes at most 2');
  });
});

describe('countInputConnections', () => {
  it('counts the connections of one type into one input', () => {
    const connections = {
      Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
      Calc: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
      Wiki: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
      Trigger: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
    };
    expect(countInputConnections(connections, 'Agent', 'ai_tool', 0)).toBe(2);
    expect(countInputConnections(connections, 'Agent', 'ai_languageModel', 0)).toBe(1);
    expect(countInputConnections(connections, 'Agent', 'ai_memory', 0)).toBe(0);
  });
});

describe('hasOutgoingConnection', () => {
  it('is true for a node that sends to another through any type, false for one that sends nowhere', () => {
    const connections = {
      Calculator: { ai_tool: [[{ node: 'Agent', type: 'ai_tool', index: 0 }]] },
      Emptied: { main: [[]], ai_tool: [] },
    };
    expect(hasOutgoingConnection(connections, 'Calculator')).toBe(true);
    expect(hasOutgoingConnection(connections, 'Emptied')).toBe(false);
    expect(hasOutgoingConnection(connections, 'Agent')).toBe(false);
  });
});
