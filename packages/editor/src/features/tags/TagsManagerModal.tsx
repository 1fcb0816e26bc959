import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Center, Group, Loader, Modal, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellState } from '../../api/use-shell-state';
import { showErrorToast } from '../../components/notify';
import { canDeleteTags, filterTags } from './tag-rules';
import type { TagRowMode } from './tag-rules';
import { DeleteConfirmRow, NameEditRow, TagViewRow } from './TagRow';
import { useTagActions } from './use-tag-actions';
import { useTags } from './use-tags';
import { useTagsManager } from './tags-manager.store';
import classes from './TagsManager.module.css';

const NONE: TagRowMode = { kind: 'none' };

/** The tags manager (modal key tagsManager): search, add, rename and delete tags, one row at a time. */
export function TagsManagerModal() {
  const { t } = useTranslation();
  const opened = useTagsManager((state) => state.opened);
  const close = useTagsManager((state) => state.close);
  const [mode, setMode] = useState<TagRowMode>(NONE);
  const [search, setSearch] = useState('');

  const onClose = () => { setMode(NONE); setSearch(''); close(); };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Group gap={8}><IconTags size={20} /><Text fw={600} size="lg">{t('tags.managerTitle')}</Text></Group>}
      size={620}
      centered
      // While a row is open, Escape cancels the row, not the whole modal.
      closeOnEscape={mode.kind === 'none'}
      data-testid="tags-manager"
    >
      {opened && <TagsManagerBody mode={mode} setMode={setMode} search={search} setSearch={setSearch} />}
    </Modal>
  );
}

interface BodyProps {
  mode: TagRowMode;
  setMode(mode: TagRowMode): void;
  search: string;
  setSearch(search: string): void;
}

function TagsManagerBody({ mode, setMode, search, setSearch }: BodyProps) {
  const { t } = useTranslation();
  // The body mounts each time the manager opens: the counts are asked for then.
  const tags = useTags({ fresh: true });
  const shell = useShellState();
  const canDelete = canDeleteTags(shell.status === 'ready' ? shell.state.viewer.role : null);
  const actions = useTagActions();
  const rows = useMemo(() => filterTags(tags.data ?? [], search), [tags.data, search]);
  const cancel = useCallback(() => setMode(NONE), [setMode]);
  const onRename = useCallback((id: string) => setMode({ kind: 'update', id }), [setMode]);
  const onDelete = useCallback((id: string) => setMode({ kind: 'delete', id }), [setMode]);
  useEffect(() => {
    if (tags.isError) showErrorToast({ id: 'tags-load-error', title: t('tags.loadErrorTitle'), error: tags.error });
  }, [tags.isError, tags.error, t]);

  // Counts cached before this opening may be out of date: they are not shown while fresh ones load.
  const loadingCounts = tags.isPending || (tags.isFetching && !tags.isFetchedAfterMount);
  if (loadingCounts) return <Center className={classes.body}><Loader size="sm" /></Center>;
  const all = tags.data ?? [];
  const active = mode.kind !== 'none';

  if (all.length === 0 && mode.kind !== 'create') {
    return (
      <div className={classes.body}>
        <div className={classes.empty} data-testid="tags-manager-empty">
          <IconTags size={48} stroke={1.2} className={classes.emptyIcon} />
          <Text fw={600}>{t('tags.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" maw={360}>{t('tags.emptyDescription')}</Text>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setMode({ kind: 'create' })} data-testid="tags-manager-create-first">
            {t('tags.createFirst')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={classes.body}>
      <Group gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          leftSection={<IconSearch size={16} />}
          placeholder={t('tags.search')}
          aria-label={t('tags.search')}
          value={search}
          disabled={active}
          data-testid="tags-manager-search"
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Button leftSection={<IconPlus size={16} />} disabled={active} onClick={() => setMode({ kind: 'create' })}
          data-testid="tags-manager-add">
          {t('tags.addNew')}
        </Button>
      </Group>
      <ScrollArea.Autosize mah={450} type="auto">
        <Table className={classes.table} verticalSpacing={8} highlightOnHover={false} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tags.nameColumn')}</Table.Th>
              <Table.Th w={170}>{t('tags.usageColumn')}</Table.Th>
              <Table.Th w={170} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mode.kind === 'create' && (
              <NameEditRow
                initial={search.trim()}
                busy={actions.busy}
                submitLabel={t('tags.create')}
                testId="tags-manager-create-row"
                onCancel={cancel}
                onSubmit={(name) => void actions.create(name).then((created) => { if (created) cancel(); })}
              />
            )}
            {rows.map((tag) => {
              if (mode.kind === 'update' && mode.id === tag.id) {
                return (
                  <NameEditRow key={tag.id} initial={tag.name} busy={actions.busy} submitLabel={t('tags.save')}
                    testId="tags-manager-rename-row" onCancel={cancel}
                    onSubmit={(name) => void actions.rename(tag, name).then((done) => { if (done) cancel(); })} />
                );
              }
              if (mode.kind === 'delete' && mode.id === tag.id) {
                return (
                  <DeleteConfirmRow key={tag.id} tag={tag} busy={actions.busy} onCancel={cancel}
                    onConfirm={() => void actions.remove(tag).then((done) => { if (done) cancel(); })} />
                );
              }
              return (
                <TagViewRow key={tag.id} tag={tag} disabled={active} canDelete={canDelete} onRename={onRename} onDelete={onDelete} />
              );
            })}
            {rows.length === 0 && mode.kind !== 'create' && (
              <Table.Tr>
                <Table.Td colSpan={3}><Text size="sm" c="dimmed" ta="center" py="md">{t('tags.noMatch')}</Text></Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </div>
  );
}
