import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import classes from './WorkflowHeader.module.css';

/**
 * The header bar above the canvas. `details` (name and tags) sit on the left, `actions` (active
 * switch, save) on the right; while the workflow loads only a spinner shows.
 */
export function WorkflowHeader({ details, actions, loading = false }: { details?: ReactNode; actions?: ReactNode; loading?: boolean }) {
  return (
    <header className={classes.header} data-testid="workflow-header">
      <div className={classes.details}>
        {details}
        {loading && <Loader size="xs" />}
      </div>
      <div className={classes.actions}>{actions}</div>
    </header>
  );
}
