import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Center, Code, CopyButton, Group, Loader, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readBasePath } from '../../domain/base-path';
import { useShellState } from '../../api/use-shell-state';
import { errorText, showErrorToast } from '../../components/notify';
import { SettingsPage } from '../settings/SettingsLayout';
import { apiDocsUrl } from './api-docs-url';
import { useApiKey, useCreateApiKey, useDeleteApiKey } from './use-api-key';

function KeyRow({ value, onDelete }: { value: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Code block fz="sm" style={{ flex: 1 }} data-testid="api-key-value">{value}</Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('settings.api.copied') : t('settings.api.copy')} withArrow>
            <ActionIcon variant="light" size="lg" color={copied ? 'teal' : 'indigo'} onClick={copy} aria-label={t('settings.api.copy')} data-testid="api-key-copy">
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Tooltip label={t('settings.api.delete')} withArrow>
        <ActionIcon variant="light" size="lg" color="red" onClick={onDelete} aria-label={t('settings.api.delete')} data-testid="api-key-delete">
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function DeleteKeyModal({ opened, onClose, onDeleted }: { opened: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteApiKey();
  const confirm = () => remove.mutate(undefined, {
    onSuccess: () => {
      notifications.show({ color: 'green', title: t('settings.api.deletedTitle'), message: t('settings.api.deletedMessage') });
      onDeleted();
      onClose();
    },
    onError: (error) => showErrorToast({ title: t('settings.api.deleteErrorTitle'), error }),
  });
  return (
    <Modal opened={opened} onClose={onClose} size={440} centered title={<Text fw={600} size="lg">{t('settings.api.deleteTitle')}</Text>}>
      <Stack gap="md" data-testid="api-key-delete-modal">
        <Text size="sm">{t('settings.api.deleteQuestion')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t('settings.cancel')}</Button>
          <Button color="red" loading={remove.isPending} onClick={confirm} data-testid="api-key-delete-confirm">{t('settings.api.deleteConfirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Settings > API (spec admin §2): the personal key of the public API, created, copied and deleted here. */
export function ApiSettingsPage() {
  const { t } = useTranslation();
  const shell = useShellState();
  const apiKey = useApiKey();
  const create = useCreateApiKey();
  // The full key arrives once, in the answer to create; the server only ever shows it masked after that.
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  if (shell.status !== 'ready') return null;
  const docsUrl = apiDocsUrl(readBasePath(), shell.settings.publicApi);
  const shownKey = createdKey ?? apiKey.data ?? null;

  const createKey = () => create.mutate(undefined, {
    onSuccess: (key) => setCreatedKey(key),
    onError: (error) => showErrorToast({ title: t('settings.api.createErrorTitle'), error }),
  });

  return (
    <SettingsPage title={t('settings.api.title')} testId="api-settings">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('settings.api.intro')}
          {/* The instance may switch the interactive docs off (WEFT_PUBLIC_API_SWAGGERUI_DISABLED): no dead link then. */}
          {shell.settings.publicApi.swaggerUi.enabled && (
            <>
              {' '}
              <Anchor href={docsUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="api-docs-link">
                <Group gap={4} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>{t('settings.api.docs')}<IconExternalLink size={14} /></Group>
              </Anchor>
            </>
          )}
        </Text>
        {apiKey.isPending && <Center py="xl"><Loader size="sm" /></Center>}
        {apiKey.error && <Alert color="red" title={t('settings.api.loadErrorTitle')}>{errorText(apiKey.error)}</Alert>}
        {!apiKey.isPending && !apiKey.error && (
          <Paper withBorder radius="md" p="lg">
            {shownKey ? (
              <Stack gap="sm">
                <Text fw={600} size="sm">{t('settings.api.yourKey')}</Text>
                <KeyRow value={shownKey} onDelete={() => setDeleteOpen(true)} />
                {createdKey
                  ? <Alert color="yellow" variant="light" data-testid="api-key-once">{t('settings.api.shownOnce')}</Alert>
                  : <Text size="xs" c="dimmed">{t('settings.api.maskedHint')}</Text>}
              </Stack>
            ) : (
              <Stack align="flex-start" gap="sm" data-testid="api-key-empty">
                <Text fw={600}>{t('settings.api.noKeyTitle')}</Text>
                <Text size="sm" c="dimmed">{t('settings.api.noKeyMessage')}</Text>
                <Button onClick={createKey} loading={create.isPending} mt="xs" data-testid="api-key-create">{t('settings.api.create')}</Button>
              </Stack>
            )}
          </Paper>
        )}
      </Stack>
      <DeleteKeyModal opened={deleteOpen} onClose={() => setDeleteOpen(false)} onDeleted={() => setCreatedKey(null)} />
    </SettingsPage>
  );
}
