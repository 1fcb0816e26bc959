import { useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { Badge, Button, Center, Group, Loader, Modal, MultiSelect, ScrollArea, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WorkflowListItem } from '@weft/contracts';
import { useSettings } from '../../api/use-settings';
import { routeTable } from '../../domain/route-table';
import { showErrorToast } from '../../components/notify';
import { useTags } from '../tags';
import { SortHeader } from '../../components/table/SortHeader';
import { useSortableTable } from '../../components/table/use-sortable-table';
import { useCurrentWorkflow } from '../workflow/current-workflow';
import { DEFAULT_WORKFLOW_SORT, filterWorkflows, WORKFLOW_SORT_COLUMNS } from './workflow-list-sort';
import type { WorkflowSortColumn } from './workflow-list-sort';
import { useSetWorkflowActive, useWorkflowsList } from './use-workflows-list';
import classes from './OpenWorkflowModal.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** The list shows at most this many tags per workflow, then '+N' (spec admin §9). */
const MAX_TAGS = 3;
/** How long the 'already open' error stays (spec admin §4). */
const ALREADY_OPEN_MS = 1500;

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

  const settings = useSettings().data;
  const tagsEnabled = settings?.workflowTagsDisabled === false;
  // Settings from an older server (or a test's partial ones) may lack the templates block.
  const templatesEnabled = settings?.templates?.enabled ?? false;
  const tags = useTags();
  // Every tag of the instance, not only those on listed workflows: the filter is there from the first tag on.
  const tagOptions = useMemo(
    () => (tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [tags.data],
  );
  const filtered = useMemo(() => filterWorkflows(list.data ?? [], { search, tagIds }), [list.data, search, tagIds]);
  const table = useSortableTable(filtered, WORKFLOW_SORT_COLUMNS, DEFAULT_WORKFLOW_SORT);
  const rows = table.getRowModel().rows.map((row) => row.original);
  const header = (column: WorkflowSortColumn, label: string) => (
    <SortHeader column={table.getColumn(column)!} testId={`open-sort-${column}`}>{label}</SortHeader>
  );

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
    const none = (list.data ?? []).length === 0;
    body = (
      <Stack align="center" gap="xs" py="xl">
        <Text c="dimmed" size="sm" ta="center" data-testid="open-empty">{none ? t('lifecycle.openEmpty') : t('lifecycle.openNoMatch')}</Text>
        {none && templatesEnabled && (
          <Button variant="light" size="xs" component={Link} to={routeTable.templatesSearch.path} onClick={onClose} data-testid="open-empty-templates">
            {t('lifecycle.openEmptyTemplates')}
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <ScrollArea.Autosize mah="55vh">
        <Table highlightOnHover verticalSpacing="sm" stickyHeader data-testid="open-workflow-table">
          <Table.Thead>
            <Table.Tr>
              {header('name', t('lifecycle.openName'))}
              {header('createdAt', t('lifecycle.openCreated'))}
              {header('updatedAt', t('lifecycle.openUpdated'))}
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
          {tagsEnabled && (
            <MultiSelect
              data={tagOptions}
              value={tagIds}
              onChange={setTagIds}
              placeholder={tagIds.length === 0 ? t('lifecycle.openFilterTags') : undefined}
              nothingFoundMessage={t('lifecycle.openNoTags')}
              searchable
              clearable
              maw={320}
              aria-label={t('lifecycle.openFilterTags')}
              data-testid="open-workflow-tags"
            />
          )}
        </Group>
        {body}
      </div>
    </Modal>
  );
}
