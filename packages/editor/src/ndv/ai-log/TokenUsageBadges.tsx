import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TokenUsage } from './ai-calls';
import classes from './AiLog.module.css';

const PARTS = ['promptTokens', 'completionTokens', 'totalTokens'] as const;

/** Prompt, completion and total tokens of a call (or of all calls of a run). */
export function TokenUsageBadges({ usage, testId }: { usage: TokenUsage; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.tokens} data-testid={testId} aria-label={t('ndv.aiLog.tokenUsage')}>
      {PARTS.map((part) => (
        <Badge key={part} variant={part === 'totalTokens' ? 'filled' : 'light'} color="gray" size="sm" radius="sm" tt="none" data-testid={`${testId}-${part}`}>
          {t(`ndv.aiLog.${part}`)}: <span data-testid={`${testId}-${part}-value`}>{usage[part]}</span>
        </Badge>
      ))}
    </div>
  );
}
