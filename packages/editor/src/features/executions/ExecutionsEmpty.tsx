import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/use-settings';
import { useSidebarModals } from '../../stores/sidebar-modals';
import { useCurrentWorkflow } from '../workflow/current-workflow';
import { isNewWorkflow } from '../workflow/save-body';
import { manualRunsNotSaved } from './manual-runs';

/** The server setting (n8n's name) that keeps manual executions of every workflow on the defaults. */
const MANUAL_EXECUTIONS_ENV = 'EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS=true';

/** Shown when no execution matches: and when runs from the editor are not kept, says so and where to change it. */
export function ExecutionsEmpty() {
  const { t } = useTranslation();
  const instanceDefault = useSettings().data?.saveManualExecutions ?? false;
  const workflow = useCurrentWorkflow((state) => state.open?.store.getState());
  const openModal = useSidebarModals((state) => state.open);
  const document = workflow?.document;
  const notSaved = manualRunsNotSaved(instanceDefault, document?.settings.saveManualExecutions);
  const canOpenSettings = document !== undefined && !isNewWorkflow(document) && !workflow?.readOnly;

  return (
    <Stack gap={6} align="center" py="xl" data-testid="executions-empty">
      <Text c="dimmed" size="sm" ta="center">{t('executions.empty')}</Text>
      {notSaved && (
        <Stack gap={4} align="center" maw={560} data-testid="executions-manual-not-saved">
          <Text c="dimmed" size="sm" ta="center">{t('executions.manualNotSaved')}</Text>
          {canOpenSettings && (
            <Anchor component="button" size="sm" onClick={() => openModal('settings')} data-testid="executions-open-workflow-settings">
              {t('executions.manualNotSavedSettings')}
            </Anchor>
          )}
          <Text c="dimmed" size="sm" ta="center">{t('executions.manualNotSavedEnv', { env: MANUAL_EXECUTIONS_ENV })}</Text>
        </Stack>
      )}
    </Stack>
  );
}
