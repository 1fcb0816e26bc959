import { getNodeOutputs } from '@weft/workflow';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { i18n } from '../i18n/i18n';

type LabelSource = Pick<INodeTypeDescription, 'outputNames'> & Partial<Pick<INodeTypeDescription, 'outputs' | 'properties'>>;

/** The output names of a type, or, when its outputs follow its parameters (Switch), of this node. */
function outputNames(nodeType: LabelSource | undefined, node: INode | undefined): Array<string | undefined> | undefined {
  if (node && nodeType && typeof nodeType.outputs === 'string') {
    const outputs = getNodeOutputs({ outputs: nodeType.outputs, properties: nodeType.properties ?? [] }, node);
    return outputs?.filter((output) => output.type === 'main').map((output) => output.displayName);
  }
  return nodeType?.outputNames;
}

/**
 * A Filter declares one output but records its discarded items on a second one of the run data:
 * the NDV shows them as n8n's does, under "Kept" and "Discarded".
 */
function runDataNames(node: INode | undefined): string[] | undefined {
  return node?.type === 'n8n-nodes-base.filter' ? [i18n.t('ndv.data.filterKept'), i18n.t('ndv.data.filterDiscarded')] : undefined;
}

/** Labels of a node's output branches: the output names, else 'Output 1', 'Output 2', ... */
export function branchLabels(branchCount: number, nodeType: LabelSource | undefined, node?: INode): string[] {
  const names = runDataNames(node) ?? outputNames(nodeType, node);
  return Array.from({ length: branchCount }, (_, index) => names?.[index] ?? i18n.t('ndv.data.branch', { index: index + 1 }));
}
