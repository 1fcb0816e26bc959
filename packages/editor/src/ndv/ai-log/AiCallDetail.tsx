import { useState } from 'react';
import { Group, Loader, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { INode } from '@weft/workflow';
import { ErrorView } from '../views/ErrorView';
import type { AiCall } from './ai-calls';
import { callSeconds, connectionLabel } from './ai-call-labels';
import { AiCallContent } from './AiCallContent';
import { TokenUsageBadges } from './TokenUsageBadges';
import classes from './AiLog.module.css';

/** The chosen call: what the root asked, what the sub-node answered (or its error), and the tokens it used. */
export function AiCallDetail({ call, node }: { call: AiCall; node: INode }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'rendered' | 'json'>('rendered');
  const raw = view === 'json';
  return (
    <div className={classes.log} data-testid="ai-log-detail" data-node-name={call.nodeName} data-run-index={call.runIndex}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>{call.nodeName} · {connectionLabel(t, call.connectionType)}{call.status !== 'running' ? ` · ${callSeconds(t, call)}` : ''}</Text>
        <SegmentedControl
          size="xs" transitionDuration={0} value={view} onChange={(value) => setView(value as 'rendered' | 'json')}
          data={[{ value: 'rendered', label: t('ndv.aiLog.rendered') }, { value: 'json', label: t('ndv.aiLog.json') }]}
          data-testid="ai-log-view-mode"
        />
      </Group>
      {call.tokenUsage && <TokenUsageBadges usage={call.tokenUsage} testId="ai-log-tokens" />}
      <div className={classes.section} data-testid="ai-log-input">
        <div className={classes.sectionTitle}>{t('ndv.aiLog.input')}</div>
        <AiCallContent items={call.input} side="input" raw={raw} />
      </div>
      <div className={classes.section} data-testid="ai-log-output">
        <div className={classes.sectionTitle}>{t('ndv.aiLog.output')}</div>
        {call.status === 'running' && <Group gap="xs"><Loader size="xs" /><Text size="sm">{t('ndv.aiLog.running')}</Text></Group>}
        {call.error && <ErrorView error={call.error} node={node} />}
        {call.status === 'success' && (call.output.length > 0
          ? <AiCallContent items={call.output} side="output" raw={raw} />
          : <Text size="sm" c="dimmed">{t('ndv.aiLog.noAnswer')}</Text>)}
      </div>
    </div>
  );
}
