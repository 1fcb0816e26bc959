import { useMemo } from 'react';
import { ActionIcon, Anchor, Button, CopyButton, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNodeTypes } from '../api/use-node-types';
import { useSettings } from '../api/use-settings';
import { createNodeTypeLookup } from '../domain/node-type-lookup';
import { useSidebarModals } from '../stores/sidebar-modals';
import { runNodeButtonLabel } from '../domain/run-node-label';
import { webhookUrlsOfNode } from '../domain/node-webhook-urls';
import { RUN_COMMANDS } from '../commands/run-command-ids';
import { useRunCommand } from '../commands/use-run-command';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import { useTriggerListening } from './use-trigger-listening';

/**
 * What a trigger node shows instead of the input pane (spec/editor.md §2): its execute button, for a
 * webhook node the test URL to call and a listening state, and hints to activate the workflow, open
 * the executions list or the workflow settings.
 */
export function TriggerPanel({ nodeName }: { nodeName: string }) {
  const { t } = useTranslation();
  const node = useWorkflowStore((state) => state.document.nodes.find((candidate) => candidate.name === nodeName));
  const nodeTypes = useNodeTypes();
  const settings = useSettings();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);
  const description = node ? lookup.get(node.type, node.typeVersion) : undefined;
  const workflowId = useWorkflowStore((state) => state.document.id);
  const { listening, stopCommand } = useTriggerListening(nodeName, true);
  const running = useWorkflowStore((state) => state.isRunning());
  const openModal = useSidebarModals((state) => state.open);
  const run = useRunCommand();
  if (!node) return null;

  const webhook = settings.data ? webhookUrlsOfNode(node, description, settings.data, workflowId)[0] : undefined;
  const label = runNodeButtonLabel(description, listening, node.parameters);
  const onExecute = () => (listening ? run(RUN_COMMANDS[stopCommand]) : run(RUN_COMMANDS.executeNode, { node: nodeName }));

  return (
    <Stack align="center" justify="center" gap="md" p="lg" h="100%" data-testid="trigger-panel">
      {listening ? (
        <Stack align="center" gap={4} data-testid="trigger-panel-listening">
          <Loader size="sm" type="dots" />
          <Text fw={600}>{t('run.trigger.listeningTitle')}</Text>
          <Text size="sm" c="dimmed" ta="center">{webhook ? t('run.trigger.listeningWebhook') : t('run.trigger.listeningOther')}</Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" ta="center" maw={320}>
          {webhook ? t('run.trigger.webhookExplanation') : t('run.trigger.otherExplanation', { node: description?.displayName ?? node.type })}
        </Text>
      )}
      {webhook && (
        <Stack gap={4} w="100%" maw={360}>
          <Text size="xs" fw={600}>{webhook.showMethod ? t('run.trigger.testUrl', { method: webhook.httpMethod }) : t('ndv.webhookUrls.test')}</Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="trigger-panel-test-url">{webhook.test}</Text>
            <CopyButton value={webhook.test}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('run.trigger.copied') : t('run.trigger.copy')} withArrow>
                  <ActionIcon variant="subtle" color="gray" size="sm" onClick={copy} aria-label={t('run.trigger.copy')} data-testid="trigger-panel-copy">
                    {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
      <Button leftSection={<IconPlayerPlay size={14} />} onClick={onExecute} disabled={running && !listening}
        variant={listening ? 'light' : 'filled'} color={listening ? 'red' : undefined} data-testid="trigger-panel-execute">
        {label}
      </Button>
      <Text size="xs" c="dimmed" ta="center" maw={320}>
        {t('run.trigger.activationHint')}{' '}
        <Anchor size="xs" onClick={() => openModal('executions')} data-testid="trigger-panel-executions">{t('run.trigger.openExecutions')}</Anchor>
        {' · '}
        <Anchor size="xs" onClick={() => openModal('settings')} data-testid="trigger-panel-settings">{t('run.trigger.openSettings')}</Anchor>
      </Text>
    </Stack>
  );
}
