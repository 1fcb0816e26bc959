import { memo, useEffect, useMemo, useState } from 'react';
import {
  Badge, Button, Center, Drawer, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, UnstyledButton,
} from '@mantine/core';
import { IconHistory, IconRestore, IconTopologyStar3, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WorkflowVersionSummary } from '@weft/contracts';
import { showErrorToast } from '../../components/notify';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { selectReadOnly, selectWorkflowId } from '../../stores/workflow/selectors';
import type { WorkflowStoreState } from '../../stores/workflow/workflow-store';
import { isNewWorkflow } from '../workflow/save-body';
import { fullDateTime, relativeTime } from './relative-time';
import { useRestoreVersion } from './use-restore-version';
import { useWorkflowHistory, useWorkflowVersion } from './use-workflow-history';
import { useVersionsPanel } from './versions-panel.store';
import classes from './VersionsDrawer.module.css';

const selectVersionId = (state: WorkflowStoreState) => state.document.versionId;

interface RowProps {
  version: WorkflowVersionSummary;
  selected: boolean;
  current: boolean;
  now: number;
  onSelect(versionId: string): void;
}

const VersionRow = memo(function VersionRow({ version, selected, current, now, onSelect }: RowProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      data-testid="version-row"
      data-version-id={version.versionId}
      onClick={() => onSelect(version.versionId)}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {/* The date gives way (ellipsis) before the badge does: 'Current' always reads whole. */}
        <Group gap={6} wrap="nowrap" miw={0}>
          <Text size="sm" fw={600} className={classes.noShrink}>{relativeTime(version.createdAt, now)}</Text>
          <Text size="xs" c="dimmed" truncate title={fullDateTime(version.createdAt)}>{fullDateTime(version.createdAt)}</Text>
        </Group>
        {current && <Badge size="xs" variant="light" color="teal" className={classes.noShrink} data-testid="version-current">{t('versions.current')}</Badge>}
      </Group>
      <Group gap={12} mt={4} c="dimmed">
        <Group gap={4} wrap="nowrap"><IconUser size={13} /><Text size="xs">{t('versions.by', { author: version.authors })}</Text></Group>
        <Group gap={4} wrap="nowrap"><IconTopologyStar3 size={13} /><Text size="xs">{t('versions.nodes', { count: version.nodeCount })}</Text></Group>
      </Group>
    </UnstyledButton>
  );
});

/** The selected version: when, how many nodes, which ones, and Restore (after a confirmation). */
function VersionPreview({ workflowId, versionId, onRestored }: { workflowId: string; versionId: string; onRestored(): void }) {
  const { t } = useTranslation();
  const version = useWorkflowVersion(workflowId, versionId);
  const readOnly = useWorkflowStore(selectReadOnly);
  const dirty = useWorkflowStore((state) => state.isDirty);
  const { restore, pending } = useRestoreVersion();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (version.isError) showErrorToast({ id: 'version-load-error', title: t('versions.loadErrorTitle'), error: version.error });
  }, [version.isError, version.error, t]);

  if (!version.data) return <Center py="md">{version.isPending && <Loader size="sm" />}</Center>;
  const data = version.data;
  const when = fullDateTime(data.createdAt);
  return (
    <Paper withBorder radius="md" p="md" className={classes.preview} data-testid="version-preview">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">{t('versions.previewTitle')}</Text>
      <Text size="sm" fw={600} mt={4}>{t('versions.previewSaved', { date: fullDateTime(data.createdAt) })}</Text>
      <Text size="sm" mt={2} data-testid="version-preview-node-count">{t('versions.nodes', { count: data.nodes.length })}</Text>
      {data.nodes.length > 0 && (
        <Text size="xs" c="dimmed" mt={4} lineClamp={2}>{data.nodes.map((node) => node.name).join(' · ')}</Text>
      )}
      <Text size="xs" c="dimmed" mt="sm">{readOnly ? t('versions.readOnly') : t('versions.previewHint')}</Text>
      <Button mt="sm" fullWidth leftSection={<IconRestore size={16} />} disabled={readOnly} loading={pending}
        onClick={() => setConfirming(true)} data-testid="version-restore">
        {t('versions.restore')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('versions.restoreTitle')} centered size={460}>
        <Text size="sm">{t('versions.restoreMessage', { date: when })}</Text>
        {dirty && <Text size="sm" c="orange.8" mt="xs">{t('versions.restoreUnsaved')}</Text>}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>{t('versions.cancel')}</Button>
          <Button loading={pending} data-testid="version-restore-confirm" onClick={() => {
            void restore(data).then((done) => { setConfirming(false); if (done) onRestored(); });
          }}>
            {t('versions.restoreConfirm')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

function VersionsList({ workflowId }: { workflowId: string }) {
  const { t } = useTranslation();
  const currentVersionId = useWorkflowStore(selectVersionId);
  const history = useWorkflowHistory(workflowId, currentVersionId);
  const [selected, setSelected] = useState<string | null>(null);
  const versions = useMemo(() => history.data?.pages.flat() ?? [], [history.data]);
  // One clock for the whole list: when it (re)loaded.
  const now = history.dataUpdatedAt;
  useEffect(() => {
    if (history.isError) showErrorToast({ id: 'history-load-error', title: t('versions.loadErrorTitle'), error: history.error });
  }, [history.isError, history.error, t]);

  if (history.isPending) return <Center py="xl"><Loader size="sm" /></Center>;
  if (versions.length === 0) return <Text size="sm" c="dimmed" ta="center" py="xl">{t('versions.empty')}</Text>;
  return (
    <div className={classes.layout}>
      <ScrollArea className={classes.list} type="auto" offsetScrollbars>
        <Stack gap={4} data-testid="versions-list">
          {versions.map((version) => (
            <VersionRow key={version.versionId} version={version} now={now} onSelect={setSelected}
              selected={selected === version.versionId} current={version.versionId === currentVersionId} />
          ))}
          {history.hasNextPage && (
            <Button variant="subtle" size="xs" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
              {t('versions.loadMore')}
            </Button>
          )}
        </Stack>
      </ScrollArea>
      {selected !== null && (
        <VersionPreview key={selected} workflowId={workflowId} versionId={selected} onRestored={() => setSelected(null)} />
      )}
    </div>
  );
}

/** The version history drawer (modal key versions) of the open workflow. */
export function VersionsDrawer() {
  const { t } = useTranslation();
  const opened = useVersionsPanel((state) => state.opened);
  const close = useVersionsPanel((state) => state.close);
  const workflowId = useWorkflowStore(selectWorkflowId);
  const saved = !isNewWorkflow({ id: workflowId });
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={400}
      title={<Group gap={8}><IconHistory size={20} /><Text fw={600} size="lg">{t('versions.title')}</Text></Group>}
      data-testid="versions-drawer"
      classNames={{ body: classes.body }}
    >
      {opened && (saved
        ? <VersionsList key={workflowId} workflowId={workflowId} />
        : <Text size="sm" c="dimmed" py="xl" ta="center">{t('versions.unsaved')}</Text>)}
    </Drawer>
  );
}
