import { describe, expect, it } from 'vitest';
import { classifyPastedText, isWorkflowUrl, parseWorkflowJson, WorkflowDataError } from './workflow-data';

const workflowJson = JSON.stringify({ nodes: [{ name: 'A', type: 't', typeVersion: 1, position: [0, 0], parameters: {} }], connections: {} });

describe('pasted text', () => {
  it('is a workflow when it is JSON with nodes and connections', () => {
    const pasted = classifyPastedText(`  ${workflowJson}\n`);
    expect(pasted.kind).toBe('workflow');
    expect(pasted.kind === 'workflow' && pasted.data.nodes[0]?.name).toBe('A');
  });

  it('is a URL when it is an http(s) address ending in .json, any case', () => {
    expect(classifyPastedText('https://example.com/flows/My.JSON')).toEqual({ kind: 'url', url: 'https://example.com/flows/My.JSON' });
    expect(isWorkflowUrl('http://example.com/a.json')).toBe(true);
    expect(isWorkflowUrl('ftp://example.com/a.json')).toBe(false);
    expect(isWorkflowUrl('https://example.com/a.json?x=1')).toBe(false);
    expect(isWorkflowUrl('https://example.com/a json.json')).toBe(false);
  });

  it('is left alone when it is plain text, other JSON, or JSON without connections', () => {
    expect(classifyPastedText('hello').kind).toBe('other');
    expect(classifyPastedText('{"a":1}').kind).toBe('other');
    expect(classifyPastedText('{"nodes":[]}').kind).toBe('other');
    expect(classifyPastedText('{"nodes": [').kind).toBe('other');
  });
});

describe('imported file text', () => {
  it('reads a workflow file, connections optional', () => {
    expect(parseWorkflowJson('{"name":"W","nodes":[]}')).toEqual({ name: 'W', nodes: [], connections: {}, pinData: undefined });
  });

  it('takes an empty name as none (the workflow keeps its own), and gives bare connections their type and index', () => {
    const data = parseWorkflowJson(JSON.stringify({
      name: '',
      nodes: [{ name: 'A', type: 't', typeVersion: 1, position: [0, 0], parameters: {} }, { name: 'B', type: 't', typeVersion: 1, position: [0, 0], parameters: {} }],
      connections: { A: { main: [[{ node: 'B' }]] } },
    }));
    expect(data.name).toBeUndefined();
    expect(data.connections).toEqual({ A: { main: [[{ node: 'B', type: 'main', index: 0 }]] } });
  });

  it('reads older n8n forms as n8n does: credentials named by a string, plain pinned objects, nulls', () => {
    const data = parseWorkflowJson(JSON.stringify({
      nodes: [{ name: 'Fetch ', type: 't', typeVersion: 1, position: [0, 0], parameters: {}, credentials: { httpBasicAuth: 'Old account' } }],
      connections: { 'Fetch ': { main: [[]] } },
      pinData: { 'Fetch ': [{ a: 1 }] },
      meta: null,
    }));
    expect(data.nodes[0]).toMatchObject({ name: 'Fetch ', credentials: { httpBasicAuth: { id: null, name: 'Old account' } } });
    expect(data.nodes[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.connections).toEqual({ 'Fetch ': { main: [[]] } });
    expect(data.pinData).toEqual({ 'Fetch ': [{ json: { a: 1 } }] });
    expect(parseWorkflowJson('{"nodes":[],"connections":{},"pinData":null}').pinData).toBeUndefined();
  });

  it('refuses a file nested deeper than 100 levels', () => {
    const deep = `{"nodes":[],"connections":{},"meta":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(() => parseWorkflowJson(deep)).toThrow(new WorkflowDataError('tooDeep'));
    expect(classifyPastedText(deep).kind).toBe('other');
  });

  it('says invalid JSON or not a workflow', () => {
    expect(() => parseWorkflowJson('{nope')).toThrow(new WorkflowDataError('invalidJson'));
    expect(() => parseWorkflowJson('[1,2]')).toThrow(new WorkflowDataError('notAWorkflow'));
    expect(() => parseWorkflowJson('{"nodes":[1]}')).toThrow(new WorkflowDataError('notAWorkflow'));
    expect(() => parseWorkflowJson('{"nodes":[],"connections":[]}')).toThrow(new WorkflowDataError('notAWorkflow'));
  });
});
