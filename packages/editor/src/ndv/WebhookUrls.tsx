import { useState } from 'react';
import { ActionIcon, Badge, Box, CopyButton, Group, Paper, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findNodeByName } from '@weft/workflow';
import type { INodeTypeDescription } from '@weft/workflow';
import { useSettings } from '../api/use-settings';
import { webhookUrlsOfNode } from '../domain/node-webhook-urls';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';

type Mode = 'test' | 'production';

/**
 * A webhook-based node's URLs at the top of its parameters (n8n's "Webhook URLs"): Test or Production,
 * each with its method and a copy button. Production URLs answer only while the workflow is active.
 */
export function WebhookUrls({ nodeName, nodeType }: { nodeName: string; nodeType: INodeTypeDescription }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const workflowId = useWorkflowStore((state) => state.document.id);
  const active = useWorkflowStore((state) => state.document.active === true);
  const node = useWorkflowStore((state) => findNodeByName(state.document.nodes, nodeName));
  const [mode, setMode] = useState<Mode>('test');
  if (!settings.data || !node) return null;
  const urls = webhookUrlsOfNode(node, nodeType, settings.data, workflowId);
  if (urls.length === 0) return null;
  const isForm = urls.every((url) => url.isForm);

  return (
    <Paper withBorder p="xs" mb="sm" radius="sm" data-testid="ndv-webhook-urls">
      <Stack gap={6}>
        <Text size="sm" fw={600}>{t(isForm ? 'ndv.webhookUrls.formTitle' : 'ndv.webhookUrls.title')}</Text>
        <SegmentedControl size="xs" fullWidth value={mode} onChange={(value) => setMode(value as Mode)} data-testid="ndv-webhook-urls-mode"
          data={[{ value: 'test', label: t('ndv.webhookUrls.test') }, { value: 'production', label: t('ndv.webhookUrls.production') }]} />
        {urls.map((url) => {
          const value = mode === 'test' ? url.test : url.production;
          return (
            <Group key={`${url.webhookName}-${url.httpMethod}`} gap={6} wrap="nowrap" align="flex-start" data-testid="ndv-webhook-url">
              {url.showMethod && <Badge size="sm" variant="light" radius="sm" style={{ flexShrink: 0 }} data-testid="ndv-webhook-url-method">{url.httpMethod}</Badge>}
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="ndv-webhook-url-value">{value}</Text>
              </Box>
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('ndv.webhookUrls.copied') : t('ndv.webhookUrls.copy')} withArrow position="left" opened={copied || undefined}>
                    <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="sm" onClick={copy}
                      aria-label={t('ndv.webhookUrls.copy')} data-testid="ndv-webhook-url-copy" data-copied={copied || undefined}>
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          );
        })}
        <Text size="xs" c="dimmed" data-testid="ndv-webhook-urls-hint">
          {mode === 'test'
            ? t('ndv.webhookUrls.testHint')
            : t(active ? 'ndv.webhookUrls.productionActive' : 'ndv.webhookUrls.productionInactive')}
        </Text>
      </Stack>
    </Paper>
  );
}
