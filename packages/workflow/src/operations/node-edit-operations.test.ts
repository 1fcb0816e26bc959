import { describe, expect, it } from 'vitest';
import { applyOperation } from './apply-operation.js';
import { applyAndUndo, node, workflow } from './operations-test-helpers.js';

describe('moveNodes', () => {
  it('moves the named nodes only', () => {
    const original = workflow([node('A', { position: [0, 0] }), node('B', { position: [100, 0] })]);
    const { workflow: result } = applyAndUndo(original, { type: 'moveNodes', positions: { B: [220, 340] } });
    expect(result.nodes.map((n) => n.position)).toEqual([[0, 0], [220, 340]]);
    expect(result.nodes[0]).toBe(original.nodes[0]);
  });

  it('rejects unknown nodes and positions that are not two numbers', () => {
    const base = workflow([node('A')]);
    expect(() => applyOperation(base, { type: 'moveNodes', positions: { Z: [0, 0] } }))
      .toThrow('Node with the name "Z" could not be found');
    expect(() => applyOperation(base, { type: 'moveNodes', positions: { A: [0] as never } }))
      .toThrow('The position of node "A" must be two finite numbers');
  });
});

describe('setParameter', () => {
  const http = () => workflow([node('HTTP', {
    parameters: { url: 'https://a', options: { timeout: 5000 } },
  }), node('Set', { parameters: { values: { string: [{ name: 'a', value: '1' }] } } })]);

  it('sets a top-level parameter', () => {
    const { workflow: result } = applyAndUndo(http(), { type: 'setParameter', node: 'HTTP', path: 'url', value: 'https://b' });
    expect(result.nodes[0]?.parameters.url).toBe('https://b');
  });

  it('sets an option inside a collection and keeps its siblings', () => {
    const { workflow: result } = applyAndUndo(http(), {
      type: 'setParameter', node: 'HTTP', path: 'options.allowUnauthorizedCerts', value: true,
    });
    expect(result.nodes[0]?.parameters.options).toEqual({ timeout: 5000, allowUnauthorizedCerts: true });
  });

  it('creates missing collections on the way, and undo removes them', () => {
    const { workflow: result } = applyAndUndo(http(), {
      type: 'setParameter', node: 'HTTP', path: 'headerParameters.parameters[0].name', value: 'Accept',
    });
    expect(result.nodes[0]?.parameters.headerParameters).toEqual({ parameters: [{ name: 'Accept' }] });
  });

  it('sets a value inside a fixedCollection item', () => {
    const { workflow: result } = applyAndUndo(http(), {
      type: 'setParameter', node: 'Set', path: 'values.string[0].name', value: 'city',
    });
    expect(result.nodes[1]?.parameters).toEqual({ values: { string: [{ name: 'city', value: '1' }] } });
  });

  it('appends an item and removes an item with undefined', () => {
    const appended = applyAndUndo(http(), {
      type: 'setParameter', node: 'Set', path: 'values.string[1]', value: { name: 'b', value: '2' },
    }).workflow;
    expect((appended.nodes[1]?.parameters.values as { string: unknown[] }).string).toHaveLength(2);
    const removed = applyAndUndo(appended, { type: 'setParameter', node: 'Set', path: 'values.string[0]', value: undefined });
    expect(removed.workflow.nodes[1]?.parameters).toEqual({ values: { string: [{ name: 'b', value: '2' }] } });
  });

  it('removes a parameter with undefined', () => {
    const { workflow: result } = applyAndUndo(http(), { type: 'setParameter', node: 'HTTP', path: 'options.timeout', value: undefined });
    expect(result.nodes[0]?.parameters).toEqual({ url: 'https://a', options: {} });
  });

  it('explains a bad path', () => {
    const base = http();
    expect(() => applyOperation(base, { type: 'setParameter', node: 'HTTP', path: 'options..x', value: 1 }))
      .toThrow('The parameter path "options..x" is not valid');
    expect(() => applyOperation(base, { type: 'setParameter', node: 'HTTP', path: 'url.part', value: 1 }))
      .toThrow('The parameter "url" of node "HTTP" holds no collection, so "url.part" cannot be set');
    expect(() => applyOperation(base, { type: 'setParameter', node: 'Set', path: 'values.string[5]', value: {} }))
      .toThrow('The parameter path "values.string[5]" points past the end of the list "values.string"');
    expect(() => applyOperation(base, { type: 'setParameter', node: 'Gone', path: 'url', value: 'x' }))
      .toThrow('Node with the name "Gone" could not be found');
  });
});

describe('setNodeParameters', () => {
  it('replaces all parameters of a node', () => {
    const original = workflow([node('A', { parameters: { a: 1 } })]);
    const { workflow: result } = applyAndUndo(original, { type: 'setNodeParameters', node: 'A', parameters: { b: 2 } });
    expect(result.nodes[0]?.parameters).toEqual({ b: 2 });
  });
});

describe('setNodeSetting', () => {
  const original = () => workflow([node('A', { notes: 'old note' })]);

  it('sets each setting of the settings tab', () => {
    const settings = [
      ['disabled', true], ['notes', 'new'], ['notesInFlow', true], ['alwaysOutputData', true], ['executeOnce', true],
      ['continueOnFail', true], ['retryOnFail', true], ['maxTries', 4], ['waitBetweenTries', 2000], ['color', '#ff0000'],
      ['onError', 'continueErrorOutput'],
    ] as const;
    for (const [setting, value] of settings) {
      const { workflow: result } = applyAndUndo(original(), { type: 'setNodeSetting', node: 'A', setting, value } as never);
      expect(result.nodes[0]?.[setting]).toBe(value);
    }
  });

  it('removes a setting with undefined, and undo brings it back', () => {
    const { workflow: result } = applyAndUndo(original(), { type: 'setNodeSetting', node: 'A', setting: 'notes', value: undefined });
    expect(result.nodes[0]).not.toHaveProperty('notes');
  });

  it('rejects unknown settings and values of the wrong kind', () => {
    expect(() => applyOperation(original(), { type: 'setNodeSetting', node: 'A', setting: 'name', value: 'x' } as never))
      .toThrow('"name" is not a node setting');
    expect(() => applyOperation(original(), { type: 'setNodeSetting', node: 'A', setting: 'maxTries', value: 'three' } as never))
      .toThrow('The setting "maxTries" must be a number');
    expect(() => applyOperation(original(), { type: 'setNodeSetting', node: 'A', setting: 'disabled', value: 1 } as never))
      .toThrow('The setting "disabled" must be a boolean');
    expect(() => applyOperation(original(), { type: 'setNodeSetting', node: 'A', setting: 'onError', value: 'ignore' } as never))
      .toThrow('The setting "onError" must be one of stopWorkflow, continueRegularOutput, continueErrorOutput');
  });
});

describe('setNodeCredentials', () => {
  it('sets and removes credentials', () => {
    const credentials = { httpBasicAuth: { id: '7', name: 'Basic' } };
    const set = applyAndUndo(workflow([node('A')]), { type: 'setNodeCredentials', node: 'A', credentials });
    expect(set.workflow.nodes[0]?.credentials).toEqual(credentials);
    const removed = applyAndUndo(set.workflow, { type: 'setNodeCredentials', node: 'A', credentials: undefined });
    expect(removed.workflow.nodes[0]).not.toHaveProperty('credentials');
  });

  it('rejects credentials without a name', () => {
    expect(() => applyOperation(workflow([node('A')]), {
      type: 'setNodeCredentials', node: 'A', credentials: { httpBasicAuth: { id: '7' } } as never,
    })).toThrow('The credentials of node "A" must give, per credential type, an id and a name');
  });
});
