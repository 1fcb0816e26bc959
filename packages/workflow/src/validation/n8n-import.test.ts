import { describe, expect, it } from 'vitest';
import { normalizeImportedWorkflow } from './n8n-import.js';

function counter() {
  let n = 0;
  return () => `id-${++n}`;
}

const setNode = {
  id: 'set-1', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [200, 0], parameters: {},
};

describe('normalizeImportedWorkflow', () => {
  it('gives nodes without an id a new one, keeping the ids that are there', () => {
    const { id: _id, ...withoutId } = setNode;
    const result = normalizeImportedWorkflow(
      { name: 'W', nodes: [withoutId, { ...withoutId, name: 'B', id: null }, { ...withoutId, name: 'C', id: '' }, setNode], connections: {} },
      { newId: counter() },
    ) as { nodes: Array<{ id: string; name: string }> };
    expect(result.nodes.map((node) => [node.name, node.id])).toEqual([['Set', 'id-1'], ['B', 'id-2'], ['C', 'id-3'], ['Set', 'set-1']]);
  });

  it('turns credentials named by a string into {id: null, name}, leaving the current form alone', () => {
    const node = { ...setNode, credentials: { httpBasicAuth: 'My account', httpHeaderAuth: { id: '7', name: 'Header' } } };
    const result = normalizeImportedWorkflow({ name: 'W', nodes: [node] }, { newId: counter() }) as { nodes: Array<{ credentials: unknown }> };
    expect(result.nodes[0]?.credentials).toEqual({ httpBasicAuth: { id: null, name: 'My account' }, httpHeaderAuth: { id: '7', name: 'Header' } });
  });

  it('takes meta, pinData, settings, tags and node credentials written as null as absent', () => {
    const result = normalizeImportedWorkflow(
      { name: 'W', nodes: [{ ...setNode, credentials: null }], meta: null, pinData: null, settings: null, tags: null, staticData: null },
      { newId: counter() },
    );
    expect(result).toEqual({ name: 'W', nodes: [setNode], staticData: null });
  });

  it('wraps pinned plain objects as items, leaving items alone', () => {
    const result = normalizeImportedWorkflow(
      { name: 'W', nodes: [], pinData: { Set: [{ a: 1 }, { json: { b: 2 }, binary: {} }], Other: 'not a list' } },
      { newId: counter() },
    ) as { pinData: unknown };
    expect(result.pinData).toEqual({ Set: [{ json: { a: 1 } }, { json: { b: 2 }, binary: {} }], Other: 'not a list' });
  });

  it('names a workflow without a name "My workflow", or as told, or not at all', () => {
    expect(normalizeImportedWorkflow({ nodes: [] }, { newId: counter() })).toEqual({ name: 'My workflow', nodes: [] });
    expect(normalizeImportedWorkflow({ name: null }, { newId: counter(), name: 'orders' })).toEqual({ name: 'orders' });
    expect(normalizeImportedWorkflow({ active: true }, { newId: counter(), name: null })).toEqual({ active: true });
    expect(normalizeImportedWorkflow({ name: '' }, { newId: counter() })).toEqual({ name: '' });
  });

  it('names a workflow with an empty name as one without, when the import says so (files and pastes)', () => {
    expect(normalizeImportedWorkflow({ name: '' }, { newId: counter(), name: 'orders', emptyNameIsMissing: true })).toEqual({ name: 'orders' });
    expect(normalizeImportedWorkflow({ name: '  ' }, { newId: counter(), name: null, emptyNameIsMissing: true })).toEqual({});
    expect(normalizeImportedWorkflow({ name: 'Kept' }, { newId: counter(), name: 'orders', emptyNameIsMissing: true })).toEqual({ name: 'Kept' });
  });

  it('gives connections without a type the type they are listed under, and without an index the first input', () => {
    const result = normalizeImportedWorkflow({
      name: 'W',
      connections: {
        A: { main: [[{ node: 'B' }, { node: 'C', type: 'main', index: 1 }], null, [{ node: 'D', index: '2' }]] },
        Model: { ai_languageModel: [[{ node: 'Agent' }]] },
      },
    }, { newId: counter() }) as { connections: unknown };
    expect(result.connections).toEqual({
      A: { main: [[{ node: 'B', type: 'main', index: 0 }, { node: 'C', type: 'main', index: 1 }], null, [{ node: 'D', type: 'main', index: 2 }]] },
      Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    });
  });

  it('completes credentials given by only an id or only a name, and drops one given by neither', () => {
    const node = { ...setNode, credentials: { a: { id: '7' }, b: { name: 'Mine' }, c: {}, d: { id: 12, name: 'Numbered' }, e: { id: '', name: '' } } };
    const result = normalizeImportedWorkflow({ name: 'W', nodes: [node] }, { newId: counter() }) as { nodes: Array<{ credentials: unknown }> };
    expect(result.nodes[0]?.credentials).toEqual({ a: { id: '7', name: '' }, b: { id: null, name: 'Mine' }, d: { id: '12', name: 'Numbered' } });
  });

  it('reads active and staticData written as text', () => {
    expect(normalizeImportedWorkflow({ name: 'W', active: 'true' }, { newId: counter() })).toEqual({ name: 'W', active: true });
    expect(normalizeImportedWorkflow({ name: 'W', active: 'false' }, { newId: counter() })).toEqual({ name: 'W', active: false });
    expect(normalizeImportedWorkflow({ name: 'W', staticData: '{"node:Poll":{"last":3}}' }, { newId: counter() }))
      .toEqual({ name: 'W', staticData: { 'node:Poll': { last: 3 } } });
    expect(normalizeImportedWorkflow({ name: 'W', staticData: '' }, { newId: counter() })).toEqual({ name: 'W', staticData: null });
    expect(normalizeImportedWorkflow({ name: 'W', staticData: 'null' }, { newId: counter() })).toEqual({ name: 'W', staticData: null });
    // Text that is not an object is left for the schema to refuse.
    expect(normalizeImportedWorkflow({ name: 'W', staticData: '[1]' }, { newId: counter() })).toEqual({ name: 'W', staticData: '[1]' });
  });

  it('takes node settings written as null as unset, and retry numbers written as text as numbers', () => {
    const node = { ...setNode, waitBetweenTries: null, maxTries: '3', retryOnFail: null, notes: null, color: null };
    const result = normalizeImportedWorkflow({ name: 'W', nodes: [node] }, { newId: counter() }) as { nodes: unknown[] };
    expect(result.nodes[0]).toEqual({ ...setNode, maxTries: 3 });
  });

  it('leaves what is not a workflow object for the schemas to refuse, and does not change its input', () => {
    for (const value of [null, 'text', [1], 5]) expect(normalizeImportedWorkflow(value, { newId: counter() })).toBe(value);
    const input = { nodes: [{ name: 'X', credentials: { a: 'b' } }], pinData: { X: [{ a: 1 }] } };
    const copy = JSON.parse(JSON.stringify(input)) as unknown;
    normalizeImportedWorkflow(input, { newId: counter() });
    expect(input).toEqual(copy);
  });
});
