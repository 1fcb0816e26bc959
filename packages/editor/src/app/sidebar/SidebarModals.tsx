import { lazy, useState } from 'react';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { importWorkflowFromUrl } from '../../features/import-export/editor-actions';
import { useCurrentWorkflow } from '../../features/workflow/current-workflow';
import { isWorkflowUrl } from '../../features/import-export/workflow-data';
import { MountOnceOpened } from '../../components/MountOnceOpened';
import { useCredentialModals } from '../../stores/credential-modals.store';
import { useSidebarModals } from '../../stores/sidebar-modals';

// Each dialog's code loads at its first opening: the credential dialogs alone bring the parameter
// fields and the code editor, which the first screen does not need.
const OpenWorkflowModal = lazy(async () => ({ default: (await import('../../features/workflows-list/OpenWorkflowModal')).OpenWorkflowModal }));
const DuplicateWorkflowModal = lazy(async () => ({ default: (await import('../../features/duplicate/DuplicateWorkflowModal')).DuplicateWorkflowModal }));
const DeleteWorkflowModal = lazy(async () => ({ default: (await import('../../features/workflow/DeleteWorkflowModal')).DeleteWorkflowModal }));
const ExecutionsModal = lazy(async () => ({ default: (await import('../../features/executions/ExecutionsModal')).ExecutionsModal }));
const WorkflowSettingsModal = lazy(async () => ({ default: (await import('../../features/workflow-settings/WorkflowSettingsModal')).WorkflowSettingsModal }));
const AboutModal = lazy(async () => ({ default: (await import('../../features/about/AboutModal')).AboutModal }));
const UpdatesDrawer = lazy(async () => ({ default: (await import('../../features/updates/UpdatesDrawer')).UpdatesDrawer }));
const CredentialModalsHost = lazy(async () => ({ default: (await import('../../features/credentials/CredentialModalsHost')).CredentialModalsHost }));

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
  const credentialModalOpen = useCredentialModals((state) => state.modal !== null);

  return (
    <>
      <MountOnceOpened opened={modal === 'workflowOpen'}>
        <OpenWorkflowModal opened={modal === 'workflowOpen'} onClose={close} />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'duplicate'}>
        <DuplicateWorkflowModal store={store} opened={modal === 'duplicate'} onClose={close} />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'delete'}>
        <DeleteWorkflowModal store={store} opened={modal === 'delete'} onClose={close} />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'executions'}>
        <ExecutionsModal opened={modal === 'executions'} onClose={close} />
      </MountOnceOpened>
      <Modal opened={modal === 'importUrl'} onClose={close} title={<Text fw={600} size="lg">{t('sidebar.importUrlTitle')}</Text>} size={480}>
        <ImportUrlForm onClose={close} />
      </Modal>
      <MountOnceOpened opened={modal === 'settings'}>
        <WorkflowSettingsModal opened={modal === 'settings'} onClose={close} />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'about'}>
        <AboutModal opened={modal === 'about'} onClose={close} />
      </MountOnceOpened>
      <MountOnceOpened opened={modal === 'updates'}>
        <UpdatesDrawer />
      </MountOnceOpened>
      <MountOnceOpened opened={credentialModalOpen}>
        <CredentialModalsHost />
      </MountOnceOpened>
    </>
  );
}
