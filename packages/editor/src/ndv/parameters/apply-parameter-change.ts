import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { hiddenValueClearing } from './hidden-values';
import { selectNodeParameters } from './use-parameter-state';

export interface ParameterChange {
  nodeName: string;
  properties: readonly INodeProperties[];
  version: number;
  path: string;
  value: NodeParameterValueType | undefined;
  /** Changes with the same key are one undo step (a field's focus session). */
  mergeKey: string;
}

/**
 * A parameter change as a setParameter operation, followed by the clearing of the values it hid, both
 * under one undo key so that Ctrl+Z brings back the value and what it had hidden together. Throws the
 * store's OperationError when the change is refused (read-only, a path that does not fit).
 */
export function applyParameterChange(workflow: WorkflowStore, change: ParameterChange): void {
  const store = workflow.getState();
  const before = selectNodeParameters(store, change.nodeName);
  const { document } = store.apply({ type: 'setParameter', node: change.nodeName, path: change.path, value: change.value }, { mergeKey: change.mergeKey });
  const after = selectNodeParameters({ ...store, document }, change.nodeName);
  const clearing = hiddenValueClearing(change.properties, before, after, change.version, change.nodeName);
  if (clearing.length > 0) workflow.getState().apply({ type: 'batch', operations: clearing }, { mergeKey: change.mergeKey });
}
