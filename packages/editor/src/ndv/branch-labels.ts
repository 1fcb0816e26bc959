import type { INodeTypeDescription } from '@weft/workflow';
import { i18n } from '../i18n/i18n';

/** Labels of a node's output branches: the type's output names, else 'Output 1', 'Output 2', ... */
export function branchLabels(branchCount: number, nodeType: Pick<INodeTypeDescription, 'outputNames'> | undefined): string[] {
  return Array.from({ length: branchCount }, (_, index) => nodeType?.outputNames?.[index] ?? i18n.t('ndv.data.branch', { index: index + 1 }));
}
