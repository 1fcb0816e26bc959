import { useCallback } from 'react';
import { Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { selectIsDirty, selectReadOnly } from '../../stores/workflow/selectors';
import type { WorkflowStoreState } from '../../stores/workflow/workflow-store';
import { hasActivatableTrigger } from './activation';
import { ActivationWarning } from './ActivationWarning';
import { useCurrentWorkflow } from './current-workflow';
import { isNewWorkflow } from './save-body';
import { useActivateWorkflow } from './use-activate-workflow';
import classes from './WorkflowHeader.module.css';

const selectActive = (state: WorkflowStoreState) => state.document.active;

/** The active switch: off and disabled, with the reason, while nothing could start the workflow on its own. */
export function ActiveSwitch({ lookup }: { lookup: NodeTypeLookup }) {
  const { t } = useTranslation();
  const store = useWorkflowStoreApi();
  const active = useWorkflowStore(selectActive);
  const workflowId = useWorkflowStore((state) => state.document.id);
  const readOnly = useWorkflowStore(selectReadOnly);
  // The answer, not the nodes, is selected: typing in a parameter does not re-render the switch.
  const canStart = useWorkflowStore(useCallback((state: WorkflowStoreState) => hasActivatableTrigger(state.document.nodes, lookup), [lookup]));
  const { setActive, pending } = useActivateWorkflow(store);
  const disabled = readOnly || pending || (!active && !canStart);

  return (
    <Tooltip label={t('lifecycle.noTriggerTooltip')} disabled={active || canStart} multiline w={280} withArrow>
      <Group gap={8} wrap="nowrap" data-testid="workflow-activate">
        <Text size="sm" c={active ? 'teal.7' : 'dimmed'} fw={500}>
          {active ? t('lifecycle.active') : t('lifecycle.inactive')}
        </Text>
        <Switch
          aria-label={t('lifecycle.active')}
          data-testid="workflow-activate-switch"
          color="teal"
          checked={active}
          disabled={disabled}
          onChange={(event) => void setActive(event.currentTarget.checked)}
        />
        <ActivationWarning workflowId={workflowId} active={active} />
      </Group>
    </Tooltip>
  );
}

/** Save: 'Saving...' while the request runs, 'Saved' (disabled) when there is nothing to save. */
export function SaveButton() {
  const { t } = useTranslation();
  const dirty = useWorkflowStore(selectIsDirty);
  const readOnly = useWorkflowStore(selectReadOnly);
  const id = useWorkflowStore((state) => state.document.id);
  const saving = useWorkflowStore((state) => state.saving);
  const isNew = isNewWorkflow({ id });

  if (!saving && !dirty && !isNew) {
    return (
      <Group gap={6} className={classes.saved} data-testid="workflow-save-button" data-state="saved">
        <IconCheck size={16} />
        <Text size="sm" fw={500}>{t('lifecycle.saved')}</Text>
      </Group>
    );
  }
  return (
    <Button
      data-testid="workflow-save-button"
      data-state={saving ? 'saving' : 'dirty'}
      leftSection={<IconDeviceFloppy size={16} />}
      loading={false}
      disabled={saving || readOnly}
      onClick={() => void useCurrentWorkflow.getState().open?.save()}
    >
      {saving ? t('lifecycle.saving') : t('lifecycle.saveButton')}
    </Button>
  );
}
