import type { ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import classes from './WorkflowSettings.module.css';

/** One line of the settings modal: the label (with what it does on hover) beside its input. */
export function SettingRow({ label, hint, htmlFor, children }: { label: string; hint: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <label className={classes.label} htmlFor={htmlFor}>
        {label}
        <Tooltip label={hint} multiline w={300} withArrow position="top-start">
          <span className={classes.hint} aria-label={hint}><IconInfoCircle size={15} /></span>
        </Tooltip>
      </label>
      <div>{children}</div>
    </div>
  );
}
