import type { INode, INodeCredentials, NodeSettingName, NodeSettings } from '../model/index.js';
import { isPlainObject } from '../parameters/json-value.js';
import { isPosition } from './add-nodes.js';
import { replaceNodeAt, requireNodeIndex } from './node-lookup.js';
import { OperationError } from './operation-error.js';
import type {
  ChangeResult, EditableWorkflow, MoveNodesOperation, SetNodeCredentialsOperation, SetNodeParametersOperation,
  SetNodeSettingOperation,
} from './operation-types.js';

export function applyMoveNodes(workflow: EditableWorkflow, op: MoveNodesOperation): ChangeResult {
  if (!isPlainObject(op.positions)) throw new OperationError('The positions to move nodes to must be an object by node name');
  const moves = new Map<number, [number, number]>();
  for (const [name, position] of Object.entries(op.positions)) {
    if (!isPosition(position)) throw new OperationError(`The position of node "${name}" must be two finite numbers`);
    moves.set(requireNodeIndex(workflow.nodes, name), [position[0], position[1]]);
  }
  const previous: Record<string, [number, number]> = {};
  const nodes = workflow.nodes.map((node, index) => {
    const position = moves.get(index);
    if (!position) return node;
    previous[node.name] = node.position;
    return { ...node, position };
  });
  return { change: { nodes }, inverse: { type: 'moveNodes', positions: previous } };
}

const SETTING_KINDS: Record<NodeSettingName, 'boolean' | 'string' | 'number' | 'onError'> = {
  disabled: 'boolean', notes: 'string', notesInFlow: 'boolean', alwaysOutputData: 'boolean',
  executeOnce: 'boolean', continueOnFail: 'boolean', onError: 'onError', retryOnFail: 'boolean',
  maxTries: 'number', waitBetweenTries: 'number', color: 'string',
};
const ON_ERROR_VALUES = new Set(['stopWorkflow', 'continueRegularOutput', 'continueErrorOutput']);

function checkSetting(setting: string, value: unknown): void {
  if (!Object.hasOwn(SETTING_KINDS, setting)) throw new OperationError(`"${setting}" is not a node setting`);
  if (value === undefined) return;
  const kind = SETTING_KINDS[setting as NodeSettingName];
  const fits = kind === 'onError'
    ? typeof value === 'string' && ON_ERROR_VALUES.has(value)
    : kind === 'number'
      ? typeof value === 'number' && Number.isFinite(value) && value >= 0
      : typeof value === kind;
  if (!fits) {
    const expected = kind === 'onError' ? `one of ${[...ON_ERROR_VALUES].join(', ')}` : `a ${kind}`;
    throw new OperationError(`The setting "${setting}" must be ${expected}`);
  }
}

/** A copy of the node with `key` set, or removed when the value is undefined. */
function withField<K extends keyof INode>(node: INode, key: K, value: INode[K] | undefined): INode {
  if (value !== undefined) return { ...node, [key]: value };
  const copy = { ...node };
  delete copy[key];
  return copy;
}

export function applySetNodeSetting(workflow: EditableWorkflow, op: SetNodeSettingOperation): ChangeResult {
  const index = requireNodeIndex(workflow.nodes, op.node);
  checkSetting(op.setting, op.value);
  const node = workflow.nodes[index] as INode;
  const previous = node[op.setting] as NodeSettings[typeof op.setting];
  return {
    change: { nodes: replaceNodeAt(workflow.nodes, index, withField(node, op.setting, op.value)) },
    inverse: { type: 'setNodeSetting', node: op.node, setting: op.setting, value: previous } as SetNodeSettingOperation,
  };
}

export function applySetNodeParameters(workflow: EditableWorkflow, op: SetNodeParametersOperation): ChangeResult {
  const index = requireNodeIndex(workflow.nodes, op.node);
  if (!isPlainObject(op.parameters)) throw new OperationError(`The parameters of node "${op.node}" must be an object`);
  const node = workflow.nodes[index] as INode;
  return {
    change: { nodes: replaceNodeAt(workflow.nodes, index, { ...node, parameters: op.parameters }) },
    inverse: { type: 'setNodeParameters', node: op.node, parameters: node.parameters },
  };
}

function isCredentials(value: unknown): value is INodeCredentials {
  return isPlainObject(value) && Object.values(value).every((entry) => isPlainObject(entry)
    && typeof entry.name === 'string' && (entry.id === null || typeof entry.id === 'string'));
}

export function applySetNodeCredentials(workflow: EditableWorkflow, op: SetNodeCredentialsOperation): ChangeResult {
  const index = requireNodeIndex(workflow.nodes, op.node);
  if (op.credentials !== undefined && !isCredentials(op.credentials)) {
    throw new OperationError(`The credentials of node "${op.node}" must give, per credential type, an id and a name`);
  }
  const node = workflow.nodes[index] as INode;
  return {
    change: { nodes: replaceNodeAt(workflow.nodes, index, withField(node, 'credentials', op.credentials)) },
    inverse: { type: 'setNodeCredentials', node: op.node, credentials: node.credentials },
  };
}
