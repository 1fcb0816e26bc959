import { Loader } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import type { ChatStep } from './chat-run-data';
import classes from './ChatPanel.module.css';

const KINDS = ['ai_languageModel', 'ai_tool', 'ai_memory', 'ai_outputParser', 'main', 'running'] as const;
type Kind = typeof KINDS[number];
const kindOf = (kind: string): Kind => ((KINDS as readonly string[]).includes(kind) ? kind as Kind : 'main');

/** The run's steps: each node run and sub-node call; a click opens that node's details. */
export function ChatSteps({ steps, live = false }: { steps: ChatStep[]; live?: boolean }) {
  const { t } = useTranslation();
  const store = useWorkflowStoreApi();
  if (steps.length === 0) return null;
  return (
    <ol className={classes.steps} aria-label={t('chat.steps', { count: steps.length })} aria-live={live ? 'polite' : undefined} data-testid="chat-steps">
      {steps.map((step) => (
        <li key={step.key} className={classes.step} data-status={step.status} data-testid="chat-step">
          <span className={classes.stepIcon} aria-hidden>
            {step.status === 'running' ? <Loader size={12} /> : step.status === 'error' ? <IconAlertTriangle size={14} /> : <IconCheck size={14} />}
          </span>
          <button type="button" className={classes.stepName} onClick={() => store.getState().openNodeDetails(step.nodeName)}>
            {step.nodeName}
          </button>
          <span className={classes.stepKind}>{step.status === 'running' ? t('chat.stepRunning') : t(`chat.kind.${kindOf(step.kind)}`)}</span>
          {step.detail && <span className={classes.stepDetail} title={step.detail}>{step.detail}</span>}
          {step.executionTime !== undefined && step.status !== 'running' && <span className={classes.stepTime}>{step.executionTime} ms</span>}
        </li>
      ))}
    </ol>
  );
}
