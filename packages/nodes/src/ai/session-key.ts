import type { INode, ISupplyDataFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** What the helper reads from a node's context (a sub-node's supplyData context or a root's execute context). */
export type SessionKeyContext = Pick<ISupplyDataFunctions, 'getNode' | 'getNodeParameter' | 'getInputData'>;

/**
 * The versions at which a memory node's "Session ID" parameters changed; they differ per node type
 * (see each node's `sessionKey` / `sessionIdType` entries in n8n's descriptions).
 */
export interface SessionKeyVersions {
  /**
   * First version with the "Session ID" choice (`sessionIdType`). Earlier versions only have the
   * `sessionKey` text. Omit when every version has the choice.
   */
  idTypeFrom?: number;
  /**
   * First version that shows `sessionKey` (default `{{ $json.sessionId }}`) under "Connected Chat
   * Trigger Node"; before it, that choice reads the input item's `sessionId` field directly.
   */
  inputKeyFrom: number;
}

function noSessionId(node: INode, itemIndex: number): NodeOperationError {
  return new NodeOperationError(node, 'No session ID found', {
    itemIndex,
    description: "Expected to find the session ID in an input field called 'sessionId' (this is what the chat trigger node outputs). To use something else, change the 'Session ID' parameter",
  });
}

function emptyKey(node: INode, itemIndex: number): NodeOperationError {
  return new NodeOperationError(node, 'Key parameter is empty', {
    itemIndex,
    description: "Provide a key to use as session ID in the 'Key' parameter or use the 'Connected Chat Trigger Node' option to use the session ID from your Chat Trigger",
  });
}

/**
 * The session a memory node's conversation belongs to, for one item: the chat trigger's `sessionId`
 * or a key defined on the node, with n8n's errors when it is missing. Every memory node uses this
 * so that they agree on which conversation an item belongs to.
 */
export function sessionKeyOf(context: SessionKeyContext, itemIndex: number, versions: SessionKeyVersions): string {
  const node = context.getNode();
  const hasIdType = versions.idTypeFrom === undefined || node.typeVersion >= versions.idTypeFrom;
  const fromInput = hasIdType && context.getNodeParameter('sessionIdType', itemIndex, 'fromInput') === 'fromInput';
  const key = fromInput && node.typeVersion < versions.inputKeyFrom
    ? context.getInputData()[itemIndex]?.json.sessionId
    : context.getNodeParameter('sessionKey', itemIndex, '');
  if (typeof key === 'string' && key !== '') return key;
  if (typeof key === 'number') return String(key);
  throw fromInput ? noSessionId(node, itemIndex) : emptyKey(node, itemIndex);
}
