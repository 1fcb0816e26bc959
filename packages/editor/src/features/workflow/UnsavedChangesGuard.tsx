import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import type { SaveOptions } from './current-workflow';
import { shouldAskBeforeLeaving } from './leave-guard';

interface Props {
  store: WorkflowStore;
  save: (options?: SaveOptions) => Promise<boolean>;
}

/**
 * Leaving the open workflow with unsaved changes (another route, New, Open) asks first: save and
 * continue, leave without saving, or stay (spec editor §4). Closing the tab gets the browser's warning.
 */
export function UnsavedChangesGuard({ store, save }: Props) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const shouldBlock: BlockerFunction = ({ nextLocation }) => shouldAskBeforeLeaving(store.getState(), nextLocation.state);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!store.getState().isDirty) return;
      event.preventDefault();
      // Older browsers still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  const blocked = blocker.state === 'blocked';
  const saveAndContinue = async () => {
    setSaving(true);
    const ok = await save({ navigateAfterCreate: false });
    setSaving(false);
    if (ok) blocker.proceed?.();
    else blocker.reset?.();
  };

  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={<Group gap={8}><IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" /><Text fw={600}>{t('lifecycle.unsavedTitle')}</Text></Group>}
      centered
      size={460}
    >
      <div data-testid="unsaved-changes-modal">
      <Text size="sm" c="dimmed" mb="lg">{t('lifecycle.unsavedMessage')}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="subtle" color="gray" data-testid="unsaved-cancel" onClick={() => blocker.reset?.()} disabled={saving}>
          {t('lifecycle.unsavedCancel')}
        </Button>
        <Button variant="default" data-testid="unsaved-leave" onClick={() => blocker.proceed?.()} disabled={saving}>
          {t('lifecycle.unsavedLeave')}
        </Button>
        <Button data-testid="unsaved-save" loading={saving} onClick={() => void saveAndContinue()}>
          {t('lifecycle.unsavedSave')}
        </Button>
      </Group>
      </div>
    </Modal>
  );
}
