import type { WorkflowOperation } from '@weft/workflow';

/**
 * One inverse for two consecutive steps: `newer` undoes the second step, `older` the first; applying
 * newer then older undoes both. Repeated moves and repeated edits of one parameter collapse into one
 * operation so a long drag or typing session does not build an ever-growing batch.
 */
export function mergeInverses(newer: WorkflowOperation, older: WorkflowOperation): WorkflowOperation {
  if (newer.type === 'moveNodes' && older.type === 'moveNodes') {
    return { type: 'moveNodes', positions: { ...newer.positions, ...older.positions } };
  }
  if (newer.type === 'setParameter' && older.type === 'setParameter'
    && newer.node === older.node && newer.path === older.path) {
    return older;
  }
  if (newer.type === 'setNodeParameters' && older.type === 'setNodeParameters' && newer.node === older.node) {
    return older;
  }
  if (newer.type === 'setNodeSetting' && older.type === 'setNodeSetting'
    && newer.node === older.node && newer.setting === older.setting) {
    return older;
  }
  return { type: 'batch', operations: [newer, older] };
}
