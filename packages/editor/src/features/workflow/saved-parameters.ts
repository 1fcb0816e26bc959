import { getNonDefaultParameters, savedNodeCredentials } from '@weft/workflow';
import type { INode } from '@weft/workflow';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';
import type { WorkflowDocument } from '../../stores/workflow/document-slice';

/**
 * The document as it is saved: each node's parameters reduced to the values that differ from their
 * defaults and are displayed (spec editor §3 'parameters (reduced to non-default values)'), its
 * credentials to those its current parameters display ('kept only if displayed'). A node
 * whose type is unknown, or whose parameters cannot be resolved, is saved as it is.
 */
export function withSavedParameters(document: WorkflowDocument, nodeTypes: NodeTypeLookup): WorkflowDocument {
  let changed = false;
  const nodes = document.nodes.map((node): INode => {
    const description = nodeTypes.get(node.type, node.typeVersion);
    if (!description) return node;
    try {
      const parameters = getNonDefaultParameters(description.properties, node.parameters, node.typeVersion);
      changed = true;
      const { credentials: _all, ...rest } = node;
      const credentials = savedNodeCredentials(description.credentials, node, description.properties);
      return credentials ? { ...rest, parameters, credentials } : { ...rest, parameters };
    } catch {
      return node;
    }
  });
  return changed ? { ...document, nodes } : document;
}
