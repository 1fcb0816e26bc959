import type { INode } from '@weft/workflow';
import type { AuditWorkflow } from '../services/audit/audit-input.js';

/** A node of `type` named `name`, for the audit's unit tests. */
export function node(name: string, type: string, parameters: INode['parameters'] = {}, extra: Partial<INode> = {}): INode {
  return { id: `id-${name}`, name, type, typeVersion: 1, position: [0, 0], parameters, ...extra };
}

export function workflow(id: string, nodes: INode[], extra: Partial<AuditWorkflow> = {}): AuditWorkflow {
  return { id, name: `Workflow ${id}`, active: false, nodes, connections: {}, ...extra };
}
