import type {
  ICredentialDataDecryptedObject, INode, IWorkflowBase, WorkflowExecuteMode, ICredentialTypes,
} from '@weft/workflow';
import type { ICredentialsHelper } from '../credentials/credentials-helper.js';
import { NodeOperationError } from '@weft/workflow';

export interface NodeCredentialsRequest {
  node: INode;
  type: string;
  workflow: IWorkflowBase;
  mode: WorkflowExecuteMode;
  executionId: string;
  credentialsHelper?: ICredentialsHelper;
  credentialTypes?: ICredentialTypes;
  itemIndex?: number;
}

/**
 * `getCredentials(type)` for any context: the node's `credentials[type]` ({ id, name }) decrypted by
 * the host. Every failure is a NodeOperationError on the node, with what to do about it.
 */
export async function getNodeCredentials(request: NodeCredentialsRequest): Promise<ICredentialDataDecryptedObject> {
  const { node, type } = request;
  const label = request.credentialTypes?.getByName(type)?.displayName ?? type;
  const details = node.credentials?.[type];
  if (!details) {
    throw new NodeOperationError(node, `Credentials for "${label}" are not set.`, {
      description: `Select a "${label}" credential in the node "${node.name}", or create one.`,
      ...(request.itemIndex !== undefined ? { itemIndex: request.itemIndex } : {}),
    });
  }
  if (!request.credentialsHelper) {
    throw new NodeOperationError(node, `Credentials for "${label}" cannot be read here`, {
      description: 'This run has no credential store; run the workflow on a Weft server that holds the credential.',
    });
  }
  try {
    return await request.credentialsHelper.getDecrypted(details, type, {
      node, workflow: request.workflow, mode: request.mode, executionId: request.executionId,
    });
  } catch (error) {
    throw new NodeOperationError(node, error instanceof Error ? error.message : String(error), {
      description: `The credential "${details.name}" of type "${label}" could not be loaded. Select another credential or create it again.`,
    });
  }
}
