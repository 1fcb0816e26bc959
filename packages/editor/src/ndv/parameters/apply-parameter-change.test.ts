import { describe, expect, it } from 'vitest';
import type { INodeProperties } from '@weft/workflow';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { applyParameterChange } from './apply-parameter-change';

const properties: INodeProperties[] = [
  { displayName: 'Method', name: 'method', type: 'options', default: 'GET', options: [{ name: 'GET', value: 'GET' }, { name: 'POST', value: 'POST' }] },
  { displayName: 'URL', name: 'url', type: 'string', default: '' },
  { displayName: 'Body', name: 'body', type: 'string', default: '', displayOptions: { show: { method: ['POST'] } } },
];

function openWorkflow() {
  return createWorkflowStore({
    id: 'wf', name: 'W', connections: {}, settings: {}, pinData: {}, tags: [], active: false,
    nodes: [{ id: 'n', name: 'Request', type: 'test.request', typeVersion: 1, position: [0, 0], parameters: { method: 'POST', body: 'hello' } }],
  });
}

const parametersOf = (workflow: ReturnType<typeof openWorkflow>) => workflow.getState().document.nodes[0]?.parameters;
const change = { nodeName: 'Request', properties, version: 1 };

describe('applyParameterChange', () => {
  it('clears the value a change hides, and one undo brings both back', () => {
    const workflow = openWorkflow();
    applyParameterChange(workflow, { ...change, path: 'method', value: 'GET', mergeKey: 'choice-1' });
    expect(parametersOf(workflow)).toEqual({ method: 'GET' });
    expect(workflow.getState().isDirty).toBe(true);
    workflow.getState().undo();
    expect(parametersOf(workflow)).toEqual({ method: 'POST', body: 'hello' });
    expect(workflow.getState().isDirty).toBe(false);
  });

  it('makes the keystrokes of one focus session a single undo step, and a new session another', () => {
    const workflow = openWorkflow();
    for (const text of ['h', 'ht', 'htt']) applyParameterChange(workflow, { ...change, path: 'url', value: text, mergeKey: 'focus-1' });
    applyParameterChange(workflow, { ...change, path: 'url', value: 'http', mergeKey: 'focus-2' });
    workflow.getState().undo();
    expect(parametersOf(workflow)).toMatchObject({ url: 'htt' });
    workflow.getState().undo();
    expect(parametersOf(workflow)).toEqual({ method: 'POST', body: 'hello' });
  });
});
