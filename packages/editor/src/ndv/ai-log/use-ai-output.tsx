import { useMemo, useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { INode, IRunData } from '@weft/workflow';
import { rootNodeCalls, subNodeCalls } from './ai-calls';
import { AiLogView } from './AiLogView';

/**
 * The output pane's AI part. A sub-node (chat model, memory, tool) shows its calls instead of items;
 * a root node that called sub-nodes in the shown run gets a Logs tab beside its output.
 */
export function useAiOutput(node: INode, runData: IRunData | undefined, runIndex: number) {
  const { t } = useTranslation();
  const ownCalls = useMemo(() => subNodeCalls(runData, node.name), [runData, node.name]);
  const rootCalls = useMemo(() => (ownCalls.length > 0 ? [] : rootNodeCalls(runData, node.name, runIndex)), [ownCalls, runData, node.name, runIndex]);
  const [tab, setTab] = useState<'output' | 'logs'>('output');
  const isSubNode = ownCalls.length > 0;
  const showLogs = isSubNode || (rootCalls.length > 0 && tab === 'logs');
  const tabs = rootCalls.length > 0 ? (
    <SegmentedControl
      size="xs" transitionDuration={0} value={tab} onChange={(value) => setTab(value as 'output' | 'logs')}
      data={[{ value: 'output', label: t('ndv.aiLog.outputTab') }, { value: 'logs', label: `${t('ndv.aiLog.title')} (${rootCalls.length})` }]}
      data-testid="ndv-output-ai-tabs"
    />
  ) : null;
  const log = showLogs
    ? <AiLogView calls={isSubNode ? ownCalls : rootCalls} node={node} showNodeNames={!isSubNode} />
    : null;
  return { isSubNode, tabs, log };
}
