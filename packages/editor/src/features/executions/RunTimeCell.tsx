import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExecutionListItem } from '@weft/contracts';
import { displayStatus } from './execution-status';
import { elapsedMs, runTimeText } from './run-time';
import type { RunTimeText } from './run-time';
import { TIMER_TICK_MS } from './executions-constants';
import { useNow } from './use-now';

function useRunTimeLabel() {
  const { t } = useTranslation();
  return (text: RunTimeText) => (text.unit === 'seconds' ? t('executions.seconds', { value: text.value }) : t('executions.minutes', { value: text.value }));
}

function RunningTimer({ startedAt }: { startedAt: string }) {
  const now = useNow(TIMER_TICK_MS);
  const label = useRunTimeLabel();
  return <Text size="sm" c="blue.7" data-testid="execution-timer">{label(runTimeText(elapsedMs(startedAt, now)))}</Text>;
}

/** How long the run took; a running one counts up every second. */
export function RunTimeCell({ execution }: { execution: ExecutionListItem }) {
  const label = useRunTimeLabel();
  const status = displayStatus(execution);
  if (status === 'running') return <RunningTimer startedAt={execution.startedAt} />;
  if (!execution.stoppedAt || status === 'waiting') return <Text size="sm" c="dimmed">–</Text>;
  return <Text size="sm" data-testid="execution-run-time">{label(runTimeText(elapsedMs(execution.startedAt, execution.stoppedAt), true))}</Text>;
}
