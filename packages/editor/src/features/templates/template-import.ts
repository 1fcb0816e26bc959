import type { AddNodesOperation, INode, IPinData } from '@weft/workflow';
import { getCredentialIssues } from '@weft/workflow';
import type { TemplateWorkflowData } from '../../api/templates-host';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';
import { prepareImport } from '../import-export/prepare-import';

/**
 * A template as one addNodes operation on an empty canvas: fresh node and webhook ids as any import,
 * and no credentials at all (the template's point at someone else's; the user picks their own).
 */
export function templateImportOperation(data: TemplateWorkflowData, lookup: NodeTypeLookup, newId: () => string): AddNodesOperation | null {
  const nodes = data.workflow.nodes.map((node): INode => {
    const { credentials: _dropped, ...rest } = node;
    return rest;
  });
  const prepared = prepareImport(
    { nodes, connections: data.workflow.connections, pinData: data.workflow.pinData },
    { existing: [], lookup, target: null, newId },
  );
  return prepared.operation;
}

export interface MissingCredential {
  nodeName: string;
  nodeId: string;
  /** Credential type names the node still needs. */
  types: string[];
}

/**
 * The nodes that cannot run until the user sets a credential: required by their type for the
 * parameters set, and not set. Disabled nodes and nodes with pinned data run without them.
 */
export function missingCredentials(nodes: readonly INode[], pinData: IPinData, lookup: NodeTypeLookup): MissingCredential[] {
  return nodes.flatMap((node) => {
    if (node.disabled || pinData[node.name]) return [];
    const description = lookup.get(node.type, node.typeVersion);
    if (!description?.credentials?.length) return [];
    let types: string[];
    try {
      types = Object.keys(getCredentialIssues(description.credentials, node, description.properties));
    } catch {
      return [];
    }
    return types.length > 0 ? [{ nodeName: node.name, nodeId: node.id, types }] : [];
  });
}
