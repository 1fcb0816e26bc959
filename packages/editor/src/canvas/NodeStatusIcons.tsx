import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheckFilled, IconClock, IconPinFilled } from '@tabler/icons-react';
import { useCanvasRenderContext } from './canvas-render-context';
import { LazyTooltip } from './LazyTooltip';
import type { CanvasNodeData } from './workflow-to-flow';
import classes from './CanvasNodeView.module.css';

/** The small markers at the bottom right of a node: issues, waiting, pinned data, success with item count. */
export function NodeStatusIcons({ data }: { data: CanvasNodeData }) {
  const { t } = useCanvasRenderContext();
  const run = data.run;
  const hasIssues = data.issues.length > 0;
  if (!hasIssues && !data.pinned && !run) return null;
  return (
    <Group gap={4} className={classes.statusIcons} wrap="nowrap">
      {hasIssues && (
        <LazyTooltip
          withArrow
          multiline
          maw={280}
          label={<>{t('canvas.issuesTitle')}{data.issues.map((issue) => <div key={issue}>• {issue}</div>)}</>}
        >
          <IconAlertTriangle size={18} className={classes.issueIcon} data-testid="node-issues" aria-label={t('canvas.issuesTitle')} />
        </LazyTooltip>
      )}
      {run?.status === 'waiting' && (
        <LazyTooltip withArrow label={run.waitTill ? t('canvas.waitingUntil', { date: new Date(run.waitTill).toLocaleString() }) : t('canvas.waitingWebhook')}>
          <IconClock size={18} className={classes.waitingIcon} data-testid="node-waiting" />
        </LazyTooltip>
      )}
      {data.pinned && (
        <LazyTooltip withArrow label={t('canvas.pinned')}>
          <IconPinFilled size={16} className={classes.pinIcon} data-testid="node-pinned" aria-label={t('canvas.pinned')} />
        </LazyTooltip>
      )}
      {run?.status === 'running' && <Loader size={14} data-testid="node-running" />}
      {run?.status === 'success' && (
        <Group gap={2} wrap="nowrap" data-testid="node-success">
          <IconCircleCheckFilled size={16} className={classes.successIcon} />
          {run.itemCount !== undefined && (
            <Text size="xs" c="green.8" fw={600}>{t('canvas.items', { count: run.itemCount })}</Text>
          )}
        </Group>
      )}
    </Group>
  );
}
