import { NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseTimeField } from './timeout';
import type { TimeoutParts } from './timeout';
import classes from './WorkflowSettings.module.css';

/** Spec admin §5: minutes and seconds go from 0 to 60; hours have no upper bound of their own. */
const PART_MAX: Record<keyof TimeoutParts, number | undefined> = { hours: undefined, minutes: 60, seconds: 60 };
const PARTS = ['hours', 'minutes', 'seconds'] as const;

/** Hours, minutes and seconds of the workflow timeout, whole numbers, empty counting as 0. */
export function TimeoutInputs({ value, onChange }: { value: TimeoutParts; onChange: (value: TimeoutParts) => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.timeoutParts}>
      {PARTS.map((part) => (
        <NumberInput
          key={part}
          aria-label={t(`workflowSettings.${part}`)}
          data-testid={`settings-timeout-${part}`}
          value={value[part]}
          min={0}
          max={PART_MAX[part]}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          rightSection={<Text className={classes.unit}>{t(`workflowSettings.${part}`)}</Text>}
          rightSectionWidth={70}
          onChange={(next) => onChange({ ...value, [part]: parseTimeField(next) })}
        />
      ))}
    </div>
  );
}
