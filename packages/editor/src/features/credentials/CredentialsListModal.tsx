import { useMemo, useState } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Modal, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Credential } from '@weft/contracts';
import { showErrorToast } from '../../components/notify';
import { SortHeader } from '../../components/table/SortHeader';
import { useSortableTable } from '../../components/table/use-sortable-table';
import { CredentialConfirm } from './CredentialConfirm';
import { CredentialIcon } from './CredentialIcon';
import { useCredentialModals } from '../../stores/credential-modals.store';
import { credentialSortColumns, DEFAULT_CREDENTIAL_SORT } from './credentials-list-sort';
import type { CredentialSortColumn } from './credentials-list-sort';
import { useCredentialsList, useCredentialTypes, useDeleteCredential } from '../../api/use-credentials';
import classes from './CredentialsListModal.module.css';

/** Spec admin §9: the credentials table is at most 450 px high. */
const TABLE_MAX_HEIGHT = 450;
const NO_CREDENTIALS: Credential[] = [];
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Spec admin §2: every credential the user may see, sortable; a row opens it, 'Create new' picks a type. */
export function CredentialsListModal() {
  const { t } = useTranslation();
  const opened = useCredentialModals((state) => state.modal?.kind === 'list');
  const { close, openEdit, openSelect } = useCredentialModals();
  const list = useCredentialsList({ enabled: opened });
  const types = useCredentialTypes();
  const remove = useDeleteCredential();
  const [deleting, setDeleting] = useState<Credential | null>(null);

  const typeLabel = useMemo(() => {
    const byName = new Map((types.data ?? []).map((type) => [type.name, type]));
    return (name: string) => byName.get(name)?.displayName ?? name;
  }, [types.data]);
  const columns = useMemo(() => credentialSortColumns(typeLabel), [typeLabel]);
  const table = useSortableTable(list.data ?? NO_CREDENTIALS, columns, DEFAULT_CREDENTIAL_SORT);
  const rows = table.getRowModel().rows.map((row) => row.original);
  const header = (column: CredentialSortColumn, label: string) => (
    <SortHeader column={table.getColumn(column)!} testId={`credentials-sort-${column}`}>{label}</SortHeader>
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      showErrorToast({ title: t('credentials.edit.deleteError'), error });
    }
    setDeleting(null);
  };

  let body;
  if (list.isPending) body = <Center py="xl"><Loader size="sm" /></Center>;
  else if (list.error) body = <Text c="red" size="sm" py="md">{t('credentials.list.loadError')}</Text>;
  else if (rows.length === 0) body = <Text c="dimmed" size="sm" ta="center" py="xl" data-testid="credentials-empty">{t('credentials.list.empty')}</Text>;
  else {
    body = (
      <ScrollArea.Autosize mah={TABLE_MAX_HEIGHT}>
        <Table highlightOnHover verticalSpacing="sm" stickyHeader data-testid="credentials-table">
          <Table.Thead>
            <Table.Tr>
              {header('name', t('credentials.list.name'))}
              {header('type', t('credentials.list.type'))}
              {header('createdAt', t('credentials.list.created'))}
              {header('updatedAt', t('credentials.list.updated'))}
              <Table.Th w={96}>{t('credentials.list.operations')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((credential) => (
              <Table.Tr key={credential.id} className={classes.row} data-testid="credentials-row" onClick={() => openEdit(credential.id)}>
                <Table.Td><Text size="sm" fw={500} truncate data-testid="credentials-row-name">{credential.name}</Text></Table.Td>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <CredentialIcon type={types.data?.find((type) => type.name === credential.type) ?? { name: credential.type }} size={20} />
                    <Text size="sm" data-testid="credentials-row-type">{typeLabel(credential.type)}</Text>
                  </Group>
                </Table.Td>
                <Table.Td><Text size="sm" c="dimmed">{dateFormat.format(new Date(credential.createdAt))}</Text></Table.Td>
                <Table.Td><Text size="sm" c="dimmed">{dateFormat.format(new Date(credential.updatedAt))}</Text></Table.Td>
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('credentials.list.edit')}>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('credentials.list.edit')} onClick={() => openEdit(credential.id)} data-testid="credentials-row-edit"><IconPencil size={16} /></ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('credentials.list.delete')}>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('credentials.list.delete')} onClick={() => setDeleting(credential)} data-testid="credentials-row-delete"><IconTrash size={16} /></ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Modal opened={opened} onClose={close} size="70%" title={<Text fw={600} size="lg">{t('credentials.list.title')}</Text>}>
      <div data-testid="credentials-list-modal">
        <Group justify="space-between" mb="md">
          <Text size="sm" c="dimmed">{t('credentials.list.subtitle')}</Text>
          <Button leftSection={<IconPlus size={16} />} onClick={openSelect} data-testid="credentials-create">{t('credentials.list.create')}</Button>
        </Group>
        {body}
      </div>
      <CredentialConfirm
        opened={deleting !== null}
        title={t('credentials.edit.deleteTitle')}
        message={t('credentials.edit.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('credentials.edit.deleteConfirm')}
        cancelLabel={t('credentials.edit.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={() => { void confirmDelete(); }}
        onCancel={() => setDeleting(null)}
      />
    </Modal>
  );
}
