import type { INode, INodeParameters, NodeParameterValueType } from '../model/index.js';
import { isPlainObject } from '../parameters/json-value.js';
import type { ParameterPathSegment } from '../parameters/parameter-path.js';
import { formatParameterPath, getValueAtPath, parseParameterPath } from '../parameters/parameter-path.js';
import { replaceNodeAt, requireNodeIndex } from './node-lookup.js';
import { OperationError } from './operation-error.js';
import type { ChangeResult, EditableWorkflow, SetParameterOperation, WorkflowOperation } from './operation-types.js';

interface SetContext {
  segments: readonly ParameterPathSegment[];
  path: string;
  node: string;
  value: unknown;
  /** Whether setting the old value back at the same path restores the parameters exactly. */
  reversible: boolean;
}

/** A copy of `container` with the value at `segments[depth..]` set; containers on the way are copied. */
function setIn(container: unknown, depth: number, context: SetContext): unknown {
  const segment = context.segments[depth] as ParameterPathSegment;
  const last = depth === context.segments.length - 1;
  const here = formatParameterPath(context.segments.slice(0, depth)) || 'parameters';

  if (typeof segment === 'number') {
    if (container === undefined) context.reversible = false;
    else if (!Array.isArray(container)) {
      throw new OperationError(`The parameter "${here}" of node "${context.node}" is not a list, so "${context.path}" cannot be set`);
    }
    const list = Array.isArray(container) ? container.slice() : [];
    if (segment > list.length) {
      throw new OperationError(`The parameter path "${context.path}" points past the end of the list "${here}"`);
    }
    if (last) {
      if (segment === list.length || context.value === undefined) context.reversible = false;
      if (context.value === undefined) list.splice(segment, 1);
      else list[segment] = context.value;
    } else {
      list[segment] = setIn(list[segment], depth + 1, context);
    }
    return list;
  }

  if (container === undefined) context.reversible = false;
  else if (!isPlainObject(container)) {
    throw new OperationError(`The parameter "${here}" of node "${context.node}" holds no collection, so "${context.path}" cannot be set`);
  }
  const record: Record<string, unknown> = { ...(container as Record<string, unknown> | undefined) };
  if (last) {
    if (context.value === undefined) delete record[segment];
    else record[segment] = context.value;
  } else {
    record[segment] = setIn(record[segment], depth + 1, context);
  }
  return record;
}

export function applySetParameter(workflow: EditableWorkflow, op: SetParameterOperation): ChangeResult {
  const index = requireNodeIndex(workflow.nodes, op.node);
  const segments = parseParameterPath(op.path);
  if (!segments) throw new OperationError(`The parameter path "${String(op.path)}" is not valid`);
  const node = workflow.nodes[index] as INode;
  const context: SetContext = { segments, path: op.path, node: op.node, value: op.value, reversible: true };
  const parameters = setIn(node.parameters, 0, context) as INodeParameters;

  const previous = getValueAtPath(node.parameters, segments) as NodeParameterValueType | undefined;
  const inverse: WorkflowOperation = context.reversible
    ? { type: 'setParameter', node: op.node, path: op.path, value: previous }
    : { type: 'setNodeParameters', node: op.node, parameters: node.parameters };
  return { change: { nodes: replaceNodeAt(workflow.nodes, index, { ...node, parameters }) }, inverse };
}
