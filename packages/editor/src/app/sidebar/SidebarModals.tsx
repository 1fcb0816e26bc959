import { useState } from 'react';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
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
import { UpdatesDrawer } from '../../features/updates/UpdatesDrawer';
import { isWorkflowUrl } from '../../features/import-export/workflow-data';
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

/** Every modal the sidebar and the workflow shortcuts open; one at a time. */
export function SidebarModals() {
  const { t } = useTranslation();
  const { modal, close } = useSidebarModals();
  const store = useCurrentWorkflow((state) => state.open?.store ?? null);

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
      <UpdatesDrawer />
      <CredentialModalsHost />
    </>
  );
}
