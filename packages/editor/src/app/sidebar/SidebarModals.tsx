import { useState } from 'react';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { importWorkflowFromUrl } from '../../features/import-export/editor-actions';
import { AboutModal } from '../../features/about/AboutModal';
import { CredentialModalsHost } from '../../features/credentials/CredentialModalsHost';
import { DuplicateWorkflowModal } from '../../features/duplicate/DuplicateWorkflowModal';
import { ExecutionsModal } from '../../features/executions/ExecutionsModal';
import { useCurrentWorkflow } from '../../features/workflow/current-workflow';
import { DeleteWorkflowModal } from '../../features/workflow/DeleteWorkflowModal';
import { WorkflowSettingsModal } from '../../features/workflow-settings/WorkflowSettingsModal';
import { OpenWorkflowModal } from '../../features/workflows-list/OpenWorkflowModal';
import { isWorkflowUrl } from './import-url';
import { useSidebarModals } from '../../stores/sidebar-modals';

function ImportUrlForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!isWorkflowUrl(url)) { setError(t('sidebar.importUrlInvalid')); return; }
    onClose();
    void importWorkflowFromUrl(url.trim());
  };
  return (
    <form data-testid="import-url-modal" onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <TextInput
        label={t('sidebar.importUrlLabel')}
        placeholder={t('sidebar.importUrlPlaceholder')}
        value={url}
        error={error}
        data-autofocus
        onChange={(event) => { setUrl(event.currentTarget.value); setError(null); }}
      />
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>{t('sidebar.cancel')}</Button>
        <Button type="submit">{t('sidebar.importUrlSubmit')}</Button>
      </Group>
    </form>
  );
}

function LaterNotice({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="later-modal">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconClockHour4 size={22} color="var(--mantine-color-indigo-5)" />
        <Text size="sm">{text}</Text>
      </Group>
      <Group justify="flex-end" mt="lg"><Button variant="default" onClick={onClose}>{t('sidebar.close')}</Button></Group>
    </div>
  );
}

/** Every modal the sidebar and the workflow shortcuts open; one at a time. */
export function SidebarModals() {
  const { t } = useTranslation();
  const { modal, laterFeature, close } = useSidebarModals();
  const store = useCurrentWorkflow((state) => state.open?.store ?? null);
  // The catalogue key comes from the sidebar's own entries.
  const feature = laterFeature ? t(laterFeature as 'sidebar.executions') : '';

  return (
    <>
      <OpenWorkflowModal opened={modal === 'workflowOpen'} onClose={close} />
      <DuplicateWorkflowModal store={store} opened={modal === 'duplicate'} onClose={close} />
      <DeleteWorkflowModal store={store} opened={modal === 'delete'} onClose={close} />
      <ExecutionsModal opened={modal === 'executions'} onClose={close} />
      <Modal opened={modal === 'importUrl'} onClose={close} title={<Text fw={600} size="lg">{t('sidebar.importUrlTitle')}</Text>} size={480}>
        <ImportUrlForm onClose={close} />
      </Modal>
      <WorkflowSettingsModal opened={modal === 'settings'} onClose={close} />
      <AboutModal opened={modal === 'about'} onClose={close} />
      <CredentialModalsHost />
      <Modal opened={modal === 'later'} onClose={close} title={<Text fw={600} size="lg">{feature}</Text>} size={440} centered>
        <LaterNotice text={t('sidebar.laterMessage', { feature })} onClose={close} />
      </Modal>
    </>
  );
}
