import { useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { Badge, Center, Group, Loader, Modal, MultiSelect, ScrollArea, Switch, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WorkflowListItem } from '@weft/contracts';
import { showErrorToast } from '../../components/notify';
import { useCurrentWorkflow } from '../workflow/current-workflow';
import { DEFAULT_WORKFLOW_SORT, filterAndSortWorkflows, nextSort } from './workflow-list-sort';
import type { WorkflowSort, WorkflowSortColumn } from './workflow-list-sort';
import { useSetWorkflowActive, useWorkflowsList } from './use-workflows-list';
import classes from './OpenWorkflowModal.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** The list shows at most this many tags per workflow, then '+N' (spec admin §9). */
const MAX_TAGS = 3;
/** How long the 'already open' error stays (spec admin §4). */
const ALREADY_OPEN_MS = 1500;

function SortHeader({ column, sort, onSort, children }: { column: WorkflowSortColumn; sort: WorkflowSort; onSort: (c: WorkflowSortColumn) => void; children: string }) {
  const Icon = sort.column !== column ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={sort.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)} data-testid={`open-sort-${column}`}>
        <span>{children}</span>
        <Icon size={14} />
      </UnstyledButton>
    </Table.Th>
  );
}

function TagsCell({ tags }: { tags: WorkflowListItem['tags'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {tags.slice(0, MAX_TAGS).map((tag) => <Badge key={tag.id} variant="light" color="gray" size="sm" radius="sm">{tag.name}</Badge>)}
      {tags.length > MAX_TAGS && <Badge variant="outline" color="gray" size="sm" radius="sm">{t('lifecycle.openMoreTags', { count: tags.length - MAX_TAGS })}</Badge>}
    </Group>
  );
}

/** The open-workflow modal (spec admin §2): search, tag filter, sortable table, active switch per row. */
export function OpenWorkflowModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseHref = useHref('/workflow');
  const list = useWorkflowsList(opened);
  const setActive = useSetWorkflowActive();
  const [search, setSearch] = useState('');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [sort, setSort] = useState<WorkflowSort>(DEFAULT_WORKFLOW_SORT);

  const tagOptions = useMemo(() => {
    const byId = new Map<string, string>();
    for (const workflow of list.data ?? []) for (const tag of workflow.tags) byId.set(tag.id, tag.name);
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [list.data]);
  const rows = useMemo(() => filterAndSortWorkflows(list.data ?? [], { search, tagIds }, sort), [list.data, search, tagIds, sort]);

  const open = (workflow: WorkflowListItem, event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey) {
      window.open(`${baseHref}/${encodeURIComponent(workflow.id)}`, '_blank');
      return;
    }
    if (useCurrentWorkflow.getState().open?.store.getState().document.id === workflow.id) {
      notifications.show({ id: 'workflow-already-open', color: 'red', title: t('lifecycle.openAlreadyOpen'), message: workflow.name, autoClose: ALREADY_OPEN_MS });
      return;
    }
    onClose();
    void navigate(`/workflow/${encodeURIComponent(workflow.id)}`);
  };

  const toggle = async (workflow: WorkflowListItem, active: boolean) => {
    try {
      await setActive(workflow.id, active);
    } catch (error) {
      const title = active ? t('lifecycle.activationErrorTitle') : t('lifecycle.couldNotBe', { state: t('lifecycle.stateDeactivated') });
      showErrorToast({ id: 'activation-error', title, error });
    }
  };

  let body;
  if (list.isPending) body = <Center py="xl"><Loader size="sm" /></Center>;
  else if (list.error) body = <Text c="red" size="sm" py="md">{t('lifecycle.openLoadErrorTitle')}</Text>;
  else if (rows.length === 0) {
    body = <Text c="dimmed" size="sm" ta="center" py="xl" data-testid="open-empty">{(list.data ?? []).length === 0 ? t('lifecycle.openEmpty') : t('lifecycle.openNoMatch')}</Text>;
  } else {
    body = (
      <ScrollArea.Autosize mah="55vh">
        <Table highlightOnHover verticalSpacing="sm" stickyHeader data-testid="open-workflow-table">
          <Table.Thead>
            <Table.Tr>
              <SortHeader column="name" sort={sort} onSort={(c) => setSort(nextSort(sort, c))}>{t('lifecycle.openName')}</SortHeader>
              <SortHeader column="createdAt" sort={sort} onSort={(c) => setSort(nextSort(sort, c))}>{t('lifecycle.openCreated')}</SortHeader>
              <SortHeader column="updatedAt" sort={sort} onSort={(c) => setSort(nextSort(sort, c))}>{t('lifecycle.openUpdated')}</SortHeader>
              <Table.Th w={90}>{t('lifecycle.openActive')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((workflow) => (
              <Table.Tr key={workflow.id} className={classes.row} data-testid="open-workflow-row" onClick={(event) => open(workflow, event)}>
                <Table.Td>
                  <Group gap={10} wrap="nowrap">
                    <Text size="sm" fw={500} truncate data-testid="open-workflow-name">{workflow.name}</Text>
                    <TagsCell tags={workflow.tags} />
                  </Group>
                </Table.Td>
                <Table.Td><Text size="sm" c="dimmed">{dateFormat.format(new Date(workflow.createdAt))}</Text></Table.Td>
                <Table.Td><Text size="sm" c="dimmed">{dateFormat.format(new Date(workflow.updatedAt))}</Text></Table.Td>
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Switch size="sm" color="teal" checked={workflow.active} aria-label={t('lifecycle.openActive')} onChange={(event) => void toggle(workflow, event.currentTarget.checked)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} size="80%" title={<Text fw={600} size="lg">{t('lifecycle.openTitle')}</Text>}>
      <div data-testid="open-workflow-modal">
        <Group gap="sm" mb="md" grow preventGrowOverflow={false}>
          <TextInput
            data-autofocus
            leftSection={<IconSearch size={16} />}
            placeholder={t('lifecycle.openSearch')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="open-workflow-search"
          />
          {tagOptions.length > 0 && (
            <MultiSelect data={tagOptions} value={tagIds} onChange={setTagIds} placeholder={t('lifecycle.openFilterTags')} searchable clearable maw={320} data-testid="open-workflow-tags" />
          )}
        </Group>
        {body}
      </div>
    </Modal>
  );
}
