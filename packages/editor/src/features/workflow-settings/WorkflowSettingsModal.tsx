import { useEffect, useMemo, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/use-settings';
import { showErrorToast } from '../../components/notify';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { useCurrentWorkflow } from '../workflow/current-workflow';
import { isNewWorkflow } from '../workflow/save-body';
import { useWorkflowsList } from '../workflows-list/use-workflows-list';
import {
  errorWorkflowOptions, formFromSettings, savePolicyOptions, saveSwitchOptions, settingsFromForm, timezoneOptions, withSelected,
} from './settings-form';
import type { InstanceDefaults, OptionLabels, SettingsForm } from './settings-form';
import { SettingRow } from './SettingRow';
import { joinTimeout, timeoutProblem } from './timeout';
import type { TimeoutProblem } from './timeout';
import { TimeoutInputs } from './TimeoutInputs';
import { useSaveWorkflowSettings, useTimezones } from './use-workflow-settings';
import classes from './WorkflowSettings.module.css';

function SettingsFields({ store, defaults, onClose }: { store: WorkflowStore; defaults: InstanceDefaults; onClose: () => void }) {
  const { t } = useTranslation();
  const workflows = useWorkflowsList(true);
  const timezones = useTimezones(true);
  const save = useSaveWorkflowSettings(store);
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(store.getState().savedDocument.settings, defaults));
  const [problem, setProblem] = useState<TimeoutProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const loadError = workflows.error ?? timezones.error;

  useEffect(() => {
    if (loadError) showErrorToast({ id: 'workflow-settings-load', title: t('workflowSettings.loadErrorTitle'), error: loadError });
  }, [loadError, t]);

  const labels: OptionLabels = useMemo(() => ({
    byDefault: (value) => t('workflowSettings.byDefault', { value }),
    save: t('workflowSettings.save'),
    doNotSave: t('workflowSettings.doNotSave'),
    noWorkflow: t('workflowSettings.noWorkflow'),
  }), [t]);
  const openId = store.getState().document.id;
  const errorWorkflowData = useMemo(() => errorWorkflowOptions(workflows.data ?? [], openId, labels), [workflows.data, openId, labels]);
  const timezoneData = useMemo(
    () => withSelected(timezoneOptions(timezones.data ?? {}, defaults.timezone, labels), form.timezone),
    [timezones.data, defaults.timezone, labels, form.timezone],
  );

  const update = (fields: Partial<SettingsForm>) => {
    setForm((current) => ({ ...current, ...fields }));
    setProblem(null);
  };

  const submit = async () => {
    const found = timeoutProblem(form.timeoutEnabled, joinTimeout(form.timeout), defaults.maxExecutionTimeout);
    if (found) { setProblem(found); return; }
    setBusy(true);
    try {
      const saved = await save(settingsFromForm(form, store.getState().savedDocument.settings));
      notifications.show({ id: 'workflow-settings-saved', color: 'green', title: t('workflowSettings.savedTitle'), message: t('workflowSettings.savedMessage', { name: saved.name }) });
      onClose();
    } catch (error) {
      showErrorToast({ id: 'workflow-settings-save', title: t('workflowSettings.saveErrorTitle'), error });
    } finally {
      setBusy(false);
    }
  };

  const problemText = problem?.kind === 'zero'
    ? t('workflowSettings.timeoutZero')
    : problem?.kind === 'overMaximum' ? t('workflowSettings.timeoutMax', { ...problem.maximum }) : null;

  return (
    <form data-testid="workflow-settings-modal" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Stack gap="md">
        <SettingRow label={t('workflowSettings.errorWorkflow')} hint={t('workflowSettings.errorWorkflowHint')} htmlFor="settings-error-workflow">
          <Select
            id="settings-error-workflow"
            data-testid="settings-error-workflow"
            data={errorWorkflowData}
            value={form.errorWorkflow}
            onChange={(value) => update({ errorWorkflow: value ?? form.errorWorkflow })}
            allowDeselect={false}
            searchable
            disabled={workflows.isPending}
            nothingFoundMessage={t('workflowSettings.nothingFound')}
          />
        </SettingRow>
        <SettingRow label={t('workflowSettings.timezone')} hint={t('workflowSettings.timezoneHint')} htmlFor="settings-timezone">
          <Select
            id="settings-timezone"
            data-testid="settings-timezone"
            data={timezoneData}
            value={form.timezone}
            onChange={(value) => update({ timezone: value ?? form.timezone })}
            allowDeselect={false}
            searchable
            maxDropdownHeight={280}
            nothingFoundMessage={t('workflowSettings.nothingFound')}
          />
        </SettingRow>
        <SettingRow label={t('workflowSettings.saveFailed')} hint={t('workflowSettings.saveFailedHint')} htmlFor="settings-save-failed">
          <Select
            id="settings-save-failed"
            data-testid="settings-save-failed"
            data={savePolicyOptions(defaults.saveDataErrorExecution, labels)}
            value={form.saveDataErrorExecution}
            onChange={(value) => update({ saveDataErrorExecution: (value ?? form.saveDataErrorExecution) as SettingsForm['saveDataErrorExecution'] })}
            allowDeselect={false}
          />
        </SettingRow>
        <SettingRow label={t('workflowSettings.saveSuccessful')} hint={t('workflowSettings.saveSuccessfulHint')} htmlFor="settings-save-successful">
          <Select
            id="settings-save-successful"
            data-testid="settings-save-successful"
            data={savePolicyOptions(defaults.saveDataSuccessExecution, labels)}
            value={form.saveDataSuccessExecution}
            onChange={(value) => update({ saveDataSuccessExecution: (value ?? form.saveDataSuccessExecution) as SettingsForm['saveDataSuccessExecution'] })}
            allowDeselect={false}
          />
        </SettingRow>
        <SettingRow label={t('workflowSettings.saveManual')} hint={t('workflowSettings.saveManualHint')} htmlFor="settings-save-manual">
          <Select
            id="settings-save-manual"
            data-testid="settings-save-manual"
            data={saveSwitchOptions(defaults.saveManualExecutions, labels)}
            value={form.saveManualExecutions}
            onChange={(value) => update({ saveManualExecutions: (value ?? form.saveManualExecutions) as SettingsForm['saveManualExecutions'] })}
            allowDeselect={false}
          />
        </SettingRow>
        <SettingRow label={t('workflowSettings.saveProgress')} hint={t('workflowSettings.saveProgressHint')} htmlFor="settings-save-progress">
          <Select
            id="settings-save-progress"
            data-testid="settings-save-progress"
            // The instance saves progress only when a workflow asks for it (spec admin §9: default false).
            data={saveSwitchOptions(false, labels)}
            value={form.saveExecutionProgress}
            onChange={(value) => update({ saveExecutionProgress: (value ?? form.saveExecutionProgress) as SettingsForm['saveExecutionProgress'] })}
            allowDeselect={false}
          />
        </SettingRow>
        <SettingRow label={t('workflowSettings.timeout')} hint={t('workflowSettings.timeoutHint')} htmlFor="settings-timeout-toggle">
          <Switch
            id="settings-timeout-toggle"
            data-testid="settings-timeout-toggle"
            checked={form.timeoutEnabled}
            // Spec admin §4: switched on, the timeout starts at 0.
            onChange={(event) => update({ timeoutEnabled: event.currentTarget.checked, timeout: { hours: 0, minutes: 0, seconds: 0 } })}
          />
        </SettingRow>
        {form.timeoutEnabled && (
          <div>
            <SettingRow label={t('workflowSettings.timeoutAfter')} hint={t('workflowSettings.timeoutAfterHint')}>
              <TimeoutInputs value={form.timeout} onChange={(timeout) => update({ timeout })} />
            </SettingRow>
            {problemText && (
              <div className={classes.row}>
                <Text c="red" size="sm" className={classes.timeoutError} role="alert" data-testid="settings-timeout-error">{problemText}</Text>
              </div>
            )}
          </div>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('workflowSettings.cancel')}</Button>
          <Button type="submit" loading={busy} data-testid="settings-save">{t('workflowSettings.saveButton')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The workflow settings modal (spec admin §2, 65% wide) for the open, saved workflow. With nothing
 * saved open it says so, persistently, and closes.
 */
export function WorkflowSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useCurrentWorkflow((state) => state.open?.store ?? null);
  const settings = useSettings();
  const usable = store !== null && !isNewWorkflow(store.getState().document);

  useEffect(() => {
    if (!opened || usable) return;
    showErrorToast({ id: 'workflow-settings-none', title: t('workflowSettings.noWorkflowTitle'), hint: t('workflowSettings.noWorkflowMessage'), persistent: true });
    onClose();
  }, [opened, usable, onClose, t]);

  const name = store?.getState().document.name ?? '';
  return (
    <Modal opened={opened && usable} onClose={onClose} size="65%" title={<Text fw={600} size="lg">{t('workflowSettings.title', { name })}</Text>}>
      {store && settings.data
        ? <SettingsFields store={store} defaults={settings.data} onClose={onClose} />
        : <Center py="xl"><Loader size="sm" /></Center>}
    </Modal>
  );
}
