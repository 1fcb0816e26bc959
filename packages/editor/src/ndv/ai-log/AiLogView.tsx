import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { INode } from '@weft/workflow';
import { selectNodes } from '../../stores/workflow/selectors';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { totalTokenUsage } from './ai-calls';
import type { AiCall } from './ai-calls';
import { AiCallDetail } from './AiCallDetail';
import { AiCallList } from './AiCallList';
import { TokenUsageBadges } from './TokenUsageBadges';
import classes from './AiLog.module.css';

interface AiLogViewProps {
  calls: readonly AiCall[];
  /** The node whose view this is: a sub-node (its own calls) or a root (the calls it made on its sub-nodes). */
  node: INode;
  showNodeNames: boolean;
}

function useNodeNamed(fallback: INode): (name: string) => INode {
  const nodes = useWorkflowStore(selectNodes);
  return (name) => nodes.find((candidate) => candidate.name === name) ?? fallback;
}

/** n8n's AI logs: the list of calls, and under it the chosen call's input, output and token usage. */
export function AiLogView({ calls, node, showNodeNames }: AiLogViewProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const selected = Math.min(chosen, calls.length - 1);
  const call = calls[selected];
  const nodeNamed = useNodeNamed(node);
  const total = showNodeNames ? totalTokenUsage(calls) : undefined;
  return (
    <div className={classes.log} data-testid="ai-log">
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" data-testid="ai-log-count">{t('ndv.aiLog.calls', { count: calls.length })}</Text>
        {total && <TokenUsageBadges usage={total} testId="ai-log-total-tokens" />}
      </Group>
      <AiCallList calls={calls} selected={selected} onSelect={setChosen} showNodeNames={showNodeNames} />
      {call && <AiCallDetail key={`${call.nodeName}:${call.runIndex}`} call={call} node={nodeNamed(call.nodeName)} />}
    </div>
  );
}
