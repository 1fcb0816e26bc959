import { useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { Button, Checkbox, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createWorkflow, WORKFLOW_NAME_MAX_LENGTH } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/notify';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { TagsSelect } from '../tags';
import { LEAVE_WITHOUT_PROMPT } from '../workflow/leave-guard';
import { DUPLICATE_SUFFIX, duplicateWorkflowBody } from './duplicate-workflow';

function DuplicateForm({ store, onClose }: { store: WorkflowStore; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const baseHref = useHref('/workflow');
  const [document] = useState(() => store.getState().document);
  const [name, setName] = useState(`${document.name}${DUPLICATE_SUFFIX}`.slice(0, WORKFLOW_NAME_MAX_LENGTH));
  const [tags, setTags] = useState(document.tags);
  const [resetWebhookUrls, setResetWebhookUrls] = useState(true);
  const [resetNodeIds, setResetNodeIds] = useState(false);
  const [newWindow, setNewWindow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (name.trim() === '') { setError(t('lifecycle.duplicateNameEmpty')); return; }
    setBusy(true);
    try {
      const body = duplicateWorkflowBody(document, { name, tags: tags.map((tag) => tag.id), resetWebhookUrls, resetNodeIds }, () => crypto.randomUUID());
      const created = await client.request(createWorkflow, { body });
      queryClient.setQueryData(queryKeys.workflow(created.id), created);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.workflows, 'list'] });
      notifications.show({ color: 'green', title: t('lifecycle.duplicatedTitle'), message: created.name });
      onClose();
      if (newWindow) window.open(`${baseHref}/${encodeURIComponent(created.id)}`, '_blank');
      // The copy carries the unsaved edits along, so leaving the original does not ask about them.
      else void navigate(`/workflow/${encodeURIComponent(created.id)}`, { state: { [LEAVE_WITHOUT_PROMPT]: true } });
    } catch (caught) {
      showErrorToast({ id: 'duplicate-error', title: t('lifecycle.duplicateErrorTitle'), error: caught });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form data-testid="duplicate-modal" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Stack gap="md">
        <TextInput
          label={t('lifecycle.duplicateName')}
          value={name}
          error={error}
          maxLength={WORKFLOW_NAME_MAX_LENGTH}
          data-autofocus
          data-testid="duplicate-name"
          onChange={(event) => { setName(event.currentTarget.value); setError(null); }}
        />
        <Input.Wrapper label={t('lifecycle.duplicateTags')}>
          <TagsSelect value={tags} onChange={setTags} data-testid="duplicate-tags" />
        </Input.Wrapper>
        <Checkbox label={t('lifecycle.duplicateResetWebhooks')} checked={resetWebhookUrls} onChange={(e) => setResetWebhookUrls(e.currentTarget.checked)} />
        <Checkbox label={t('lifecycle.duplicateResetNodeIds')} checked={resetNodeIds} onChange={(e) => setResetNodeIds(e.currentTarget.checked)} />
        <Checkbox label={t('lifecycle.duplicateNewWindow')} checked={newWindow} onChange={(e) => setNewWindow(e.currentTarget.checked)} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('lifecycle.duplicateCancel')}</Button>
          <Button type="submit" loading={busy} data-testid="duplicate-submit">{t('lifecycle.duplicateSubmit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The duplicate-workflow modal (spec admin §2): a copy of what is on the canvas, saved under a new name. */
export function DuplicateWorkflowModal({ store, opened, onClose }: { store: WorkflowStore | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened && store !== null} onClose={onClose} title={<Text fw={600} size="lg">{t('lifecycle.duplicateTitle')}</Text>} size={480}>
      {store && <DuplicateForm store={store} onClose={onClose} />}
    </Modal>
  );
}
