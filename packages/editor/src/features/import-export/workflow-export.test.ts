import { describe, expect, it } from 'vitest';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { exportFileName, workflowToExport } from './workflow-export';

describe('workflow export', () => {
  it('carries meta.instanceId, tag objects without usage count and a numeric id', () => {
    const document = {
      ...newWorkflowDocument('Orders'), id: '42', versionId: 'v1', tags: [{ id: 't1', name: 'ops', usageCount: 3 }],
    };
    const exported = workflowToExport(document, 'instance-1');
    expect(exported.id).toBe(42);
    expect(exported.meta).toEqual({ instanceId: 'instance-1' });
    expect(exported.tags).toEqual([{ id: 't1', name: 'ops' }]);
    expect(exported).toMatchObject({ name: 'Orders', nodes: [], connections: {}, active: false, pinData: {} });
  });

  it('keeps a non-numeric id as it is and leaves out the id of an unsaved workflow', () => {
    expect(workflowToExport({ ...newWorkflowDocument('A'), id: 'abc123XYZ' }, 'i').id).toBe('abc123XYZ');
    expect('id' in workflowToExport(newWorkflowDocument('A'), 'i')).toBe(false);
  });

  it('names the file after the workflow, non-alphanumerics as underscores', () => {
    expect(exportFileName('My workflow 2')).toBe('My_workflow_2.json');
    expect(exportFileName('Ops: a/b (ü)')).toBe('Ops__a_b____.json');
    expect(exportFileName('  ')).toBe('unsaved_workflow.json');
  });
});
