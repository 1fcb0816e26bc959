import { describe, expect, it } from 'vitest';
import { workflowCreateSchema, workflowUpdateSchema } from './workflow.schemas.js';

describe('workflowCreateSchema', () => {
  it('names the field when the name is not a string', () => {
    const result = workflowCreateSchema.safeParse({ name: 5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['name']);
  });

  it('accepts tag objects of an n8n export and keeps their ids', () => {
    const result = workflowCreateSchema.parse({ name: 'A', tags: [{ id: '7', name: 'x' }, '8'] });
    expect(result.tags).toEqual(['7', '8']);
    expect(result.nodes).toEqual([]);
  });
});

describe('workflowUpdateSchema', () => {
  it('leaves out what the update does not send', () => {
    expect(workflowUpdateSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
  });
});
