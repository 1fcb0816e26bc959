import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NAME_MAX_LENGTH } from '@weft/contracts';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { selectReadOnly, selectWorkflowName } from '../../stores/workflow/selectors';
import { useCurrentWorkflow } from './current-workflow';
import { decideNameEdit } from './workflow-name';
import classes from './WorkflowHeader.module.css';

/** The workflow name in the header: click to edit, Enter renames and saves, Escape goes back. */
export function WorkflowNameEdit() {
  const { t } = useTranslation();
  const store = useWorkflowStoreApi();
  const name = useWorkflowStore(selectWorkflowName);
  const readOnly = useWorkflowStore(selectReadOnly);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Enter and Escape close the field; the blur that follows must not confirm a second time.
  const done = useRef(false);
  const close = () => { done.current = true; setDraft(null); setError(null); };

  const confirm = async (value: string) => {
    const result = decideNameEdit(name, value);
    if (result.kind === 'empty') { setError(t('lifecycle.nameEmpty')); return; }
    if (result.kind === 'tooLong') { setError(t('lifecycle.nameTooLong', { max: result.max })); return; }
    if (result.kind === 'unchanged') { close(); return; }
    store.getState().updateDocument({ name: result.name });
    close();
    const save = useCurrentWorkflow.getState().open?.save;
    // A refused save leaves the old name in place, as it still is on the server.
    if (save && !(await save())) store.getState().updateDocument({ name });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') { event.preventDefault(); void confirm(event.currentTarget.value); }
    if (event.key === 'Escape') { event.preventDefault(); event.stopPropagation(); close(); }
  };

  if (draft === null) {
    return (
      <Tooltip label={t('lifecycle.renameHint')} openDelay={600} disabled={readOnly}>
        <UnstyledButton
          className={classes.name}
          data-testid="workflow-name"
          title={name}
          disabled={readOnly}
          onClick={() => { done.current = false; setDraft(name); }}
        >
          {name}
        </UnstyledButton>
      </Tooltip>
    );
  }
  return (
    <TextInput
      className={classes.nameInput}
      classNames={{ error: classes.nameError }}
      size="sm"
      data-testid="workflow-name-input"
      aria-label={t('lifecycle.nameEditLabel')}
      value={draft}
      error={error}
      autoFocus
      maxLength={WORKFLOW_NAME_MAX_LENGTH + 1}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => { setDraft(event.currentTarget.value); setError(null); }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (done.current) return;
        // Leaving the field keeps a valid name; an invalid one goes back to the old name.
        const result = decideNameEdit(name, event.currentTarget.value);
        if (result.kind === 'rename') void confirm(event.currentTarget.value);
        else close();
      }}
    />
  );
}
