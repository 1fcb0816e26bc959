import { Badge, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled, IconClockHour4, IconHelpCircleFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ExecutionListItem } from '@weft/contracts';
import { displayStatus, waitsIndefinitely } from './execution-status';
import type { DisplayStatus } from './execution-status';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_LOOK: Record<DisplayStatus, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <IconCircleCheckFilled size={14} /> },
  error: { color: 'red', icon: <IconCircleXFilled size={14} /> },
  running: { color: 'blue', icon: <Loader size={10} color="blue" /> },
  waiting: { color: 'orange', icon: <IconClockHour4 size={14} /> },
  unknown: { color: 'gray', icon: <IconHelpCircleFilled size={14} /> },
};

/** What a waiting row waits for: a time, or a webhook call with no time limit. */
function waitingText(waitTill: string | null, t: TFunction): string {
  if (waitsIndefinitely(waitTill)) return t('executions.waitingIndefinitely');
  return waitTill ? t('executions.waitingUntil', { time: dateTime.format(new Date(waitTill)) }) : '';
}

/** The status as a coloured badge with its word, plus what retries say about it. */
export function ExecutionStatusCell({ execution }: { execution: ExecutionListItem }) {
  const { t } = useTranslation();
  const status = displayStatus(execution);
  const look = STATUS_LOOK[status];
  const badge = (
    <Badge variant="light" color={look.color} radius="sm" size="md" leftSection={look.icon} data-testid="execution-status" data-status={status}>
      {t(`executions.status.${status}`)}
    </Badge>
  );
  const detail = status === 'waiting' ? waitingText(execution.waitTill, t)
    : execution.retrySuccessId ? t('executions.retrySucceededAs', { id: execution.retrySuccessId })
      : '';
  return (
    // As wide as the badge's word: a long workflow name in the row must not cut it.
    <Stack gap={2} align="flex-start" miw="max-content">
      {status === 'waiting' ? <Tooltip label={detail} withArrow>{badge}</Tooltip> : badge}
      {detail && <Text size="xs" c="dimmed" data-testid="execution-status-detail">{detail}</Text>}
    </Stack>
  );
}
