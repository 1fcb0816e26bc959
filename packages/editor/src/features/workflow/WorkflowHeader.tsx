import { Loader } from '@mantine/core';
import classes from './WorkflowHeader.module.css';

/** The workflow header bar; inline rename, tags, the active switch and save come in a later issue. */
export function WorkflowHeader({ name, loading = false }: { name?: string; loading?: boolean }) {
  return (
    <header className={classes.header}>
      {name !== undefined && <span className={classes.name} data-testid="workflow-name" title={name}>{name}</span>}
      {loading && <Loader size="xs" />}
    </header>
  );
}
