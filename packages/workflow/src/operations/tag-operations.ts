import type { ITag } from '../model/index.js';
import { isPlainObject } from '../parameters/json-value.js';
import { OperationError } from './operation-error.js';
import type { ChangeResult, EditableWorkflow, SetTagsOperation } from './operation-types.js';

/** Replaces the workflow's tags (each `{ id, name }`, listed once); null removes the list. */
export function applySetTags(workflow: EditableWorkflow, op: SetTagsOperation): ChangeResult {
  const inverse: SetTagsOperation = { type: 'setTags', tags: workflow.tags ?? null };
  if (op.tags === null) return { change: { tags: null }, inverse };
  if (!Array.isArray(op.tags)) throw new OperationError('Tags must be a list of tags');
  const seen = new Set<string>();
  const tags: ITag[] = [];
  for (const tag of op.tags as unknown[]) {
    if (!isPlainObject(tag) || typeof tag.id !== 'string' || typeof tag.name !== 'string') {
      throw new OperationError('Each tag needs an id and a name');
    }
    if (seen.has(tag.id)) continue;
    seen.add(tag.id);
    tags.push({ id: tag.id, name: tag.name });
  }
  return { change: { tags }, inverse };
}
