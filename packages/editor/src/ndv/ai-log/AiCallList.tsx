import { Loader } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AiCall } from './ai-calls';
import { callSeconds, connectionLabel } from './ai-call-labels';
import classes from './AiLog.module.css';

function StatusIcon({ status }: { status: AiCall['status'] }) {
  if (status === 'running') return <Loader size={14} />;
  if (status === 'error') return <IconCircleXFilled size={16} color="var(--mantine-color-red-6)" />;
  return <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-6)" />;
}

interface AiCallListProps {
  calls: readonly AiCall[];
  selected: number;
  onSelect: (index: number) => void;
  /** The root's log names the sub-node of each call; a sub-node's own log numbers them. */
  showNodeNames: boolean;
}

/** The calls in the order they were made: who answered, how long it took, the tokens it used. */
export function AiCallList({ calls, selected, onSelect, showNodeNames }: AiCallListProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.calls} role="listbox" data-testid="ai-log-calls">
      {calls.map((call, index) => (
        <button
          key={`${call.nodeName}:${call.runIndex}`}
          type="button"
          role="option"
          aria-selected={index === selected}
          className={classes.call}
          data-selected={index === selected || undefined}
          data-status={call.status}
          data-testid="ai-log-call"
          onClick={() => onSelect(index)}
        >
          <StatusIcon status={call.status} />
          <span className={classes.callName} data-testid="ai-log-call-name">
            {showNodeNames ? call.nodeName : t('ndv.aiLog.callNumber', { number: index + 1 })}
          </span>
          <span className={classes.callMeta}>{connectionLabel(t, call.connectionType)}</span>
          {call.tokenUsage && <span className={classes.callMeta} data-testid="ai-log-call-tokens">{t('ndv.aiLog.tokens', { count: call.tokenUsage.totalTokens })}</span>}
          {call.status !== 'running' && <span className={classes.callMeta}>{callSeconds(t, call)}</span>}
        </button>
      ))}
    </div>
  );
}
