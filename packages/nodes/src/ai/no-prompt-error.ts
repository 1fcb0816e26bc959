import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A chain or agent item without a prompt, in n8n's words. */
export function noPromptError(node: INode, itemIndex: number): NodeOperationError {
  return new NodeOperationError(node, 'No prompt specified', {
    itemIndex,
    description: "Expected to find the prompt in an input field called 'chatInput' (this is what the chat trigger node outputs). To use something else, change the 'Prompt' parameter",
  });
}
