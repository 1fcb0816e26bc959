import { describe, expect, it } from 'vitest';
import type { IDataObject, INode, INodeParameters } from '@weft/workflow';
import { sessionKeyOf } from './session-key.js';
import type { SessionKeyContext } from './session-key.js';

function context(typeVersion: number, parameters: INodeParameters, input: IDataObject = {}): SessionKeyContext {
  const node: INode = { id: 'm', name: 'Memory', type: 'memory', typeVersion, position: [0, 0], parameters };
  return {
    getNode: () => node,
    getNodeParameter: ((name: string, _item: number, fallback?: unknown) => parameters[name] ?? fallback) as SessionKeyContext['getNodeParameter'],
    getInputData: () => [{ json: input }],
  };
}

const versions = { idTypeFrom: 1.2, inputKeyFrom: 1.3 };

describe('sessionKeyOf', () => {
  it('reads the key parameter on versions before the "Session ID" choice', () => {
    expect(sessionKeyOf(context(1.1, { sessionKey: 'chat-7' }, { sessionId: 'ignored' }), 0, versions)).toBe('chat-7');
  });

  it('reads the input item\'s sessionId for "Connected Chat Trigger Node" before the key was shown for it', () => {
    expect(sessionKeyOf(context(1.2, { sessionIdType: 'fromInput', sessionKey: 'not-shown' }, { sessionId: 'abc' }), 0, versions)).toBe('abc');
  });

  it('reads the (evaluated) key parameter for "Connected Chat Trigger Node" from that version on, numbers as text', () => {
    expect(sessionKeyOf(context(1.3, { sessionIdType: 'fromInput', sessionKey: 42 }), 0, versions)).toBe('42');
  });

  it('reads the key for "Define Below", and treats a node with the choice in every version alike', () => {
    expect(sessionKeyOf(context(1, { sessionIdType: 'customKey', sessionKey: 'mine' }), 0, { inputKeyFrom: 1.2 })).toBe('mine');
    expect(sessionKeyOf(context(1, { sessionIdType: 'fromInput' }, { sessionId: 's1' }), 0, { inputKeyFrom: 1.2 })).toBe('s1');
  });

  it("fails with n8n's messages when the session id is missing", () => {
    expect(() => sessionKeyOf(context(1.2, { sessionIdType: 'fromInput' }, {}), 0, versions)).toThrow('No session ID found');
    expect(() => sessionKeyOf(context(1.3, { sessionIdType: 'customKey', sessionKey: '' }), 0, versions)).toThrow('Key parameter is empty');
    expect(() => sessionKeyOf(context(1, { sessionKey: '' }), 0, versions)).toThrow('Key parameter is empty');
  });
});
