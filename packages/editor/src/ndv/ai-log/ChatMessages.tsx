import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatLine } from './ai-calls';
import classes from './AiLog.module.css';

/** Messages one under the other, each with its role (system, user, AI, tool) above its text. */
export function ChatMessages({ lines, testId }: { lines: readonly ChatLine[]; testId: string }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Text size="sm" c="dimmed">{t('ndv.aiLog.emptyHistory')}</Text>;
  return (
    <div data-testid={testId}>
      {lines.map((line, index) => (
        <div key={index} className={classes.message} data-role={line.role} data-testid="ai-log-message">
          <div className={classes.role} data-testid="ai-log-message-role">{line.label ?? t(`ndv.aiLog.roles.${line.role}`)}</div>
          <div className={classes.text} data-testid="ai-log-message-text">{line.text}</div>
        </div>
      ))}
    </div>
  );
}
