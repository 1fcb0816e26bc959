import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_EMPTY_WORKFLOW_ID } from '@weft/workflow';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';
import { createBody, isNewWorkflow, updateBody } from './save-body.js';

const document: WorkflowDocument = {
  id: 'wf1',
  name: 'Orders',
  nodes: [{ id: 'n1', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [240, 300], parameters: { keepOnlySet: true } }],
  connections: {},
  settings: { executionOrder: 'v1', timezone: 'Europe/Berlin' },
  pinData: { Set: [{ json: { a: 1 } }] },
  tags: [{ id: 't1', name: 'ops' }],
  active: true,
  versionId: 'v7',
};

describe('save bodies', () => {
  it('creates inactive, with tag ids', () => {
    expect(createBody(document)).toEqual({
      name: 'Orders', nodes: document.nodes, connections: {}, settings: document.settings,
      pinData: document.pinData, tags: ['t1'], active: false,
    });
  });

  it('updates with the loaded version and without touching the active flag', () => {
    const body = updateBody(document);
    expect(body.versionId).toBe('v7');
    expect(body).not.toHaveProperty('active');
    expect(body.tags).toEqual(['t1']);
  });

  it('knows a workflow that was never saved', () => {
    expect(isNewWorkflow({ id: PLACEHOLDER_EMPTY_WORKFLOW_ID })).toBe(true);
    expect(isNewWorkflow(document)).toBe(false);
  });
});
