import { memo } from 'react';
import { Alert, Anchor, Badge, Group, ScrollArea, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { INodeTypeDescription } from '@weft/workflow';
import { useNodeDocs } from '../api/use-node-docs';
import { useSettings } from '../api/use-settings';
import { nodeDocsLink } from '../domain/docs-links';
import { NodeParameters } from './parameters/NodeParameters';
import { NodeSettingsTab } from './settings/NodeSettingsTab';
import { WebhookUrls } from './WebhookUrls';

const COMMUNITY_NODES_PATH = '/settings/community-nodes';
const BUILT_IN_PREFIXES = ['n8n-nodes-base.', '@n8n/'];

const isCommunityType = (type: string) => !BUILT_IN_PREFIXES.some((prefix) => type.startsWith(prefix));

function UnknownTypeNotice({ type }: { type: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={16} />} title={t('ndv.unknownType.title')} data-testid="ndv-unknown-type" m="sm">
      <Text size="sm">{t('ndv.unknownType.message', { type })}</Text>
      <Anchor component={Link} to={COMMUNITY_NODES_PATH} size="sm" data-testid="ndv-install-community-node">
        {t('ndv.unknownType.install')}
      </Anchor>
    </Alert>
  );
}

interface MainPanelProps {
  nodeName: string;
  /** The node's type name, shown when no description of it is installed. */
  typeName: string;
  nodeType: INodeTypeDescription | undefined;
  readOnly: boolean;
}

/**
 * The middle panel: the node's name and type, its parameters and its settings. Memoized on the node's
 * name and type: a parameter's edit re-renders the fields that read it, not the panel.
 */
export const MainPanel = memo(function MainPanel({ nodeName, typeName, nodeType, readOnly }: MainPanelProps) {
  const { t } = useTranslation();
  const documented = useNodeDocs().data;
  const basePath = useSettings().data?.basePath ?? '/';
  const docsUrl = nodeType ? nodeDocsLink(nodeType, documented, basePath) : undefined;
  return (
    <>
      <Group gap="xs" px="md" pb={6} wrap="nowrap" justify="space-between">
        <Text fw={600} truncate data-testid="ndv-node-name">{nodeName}</Text>
        {nodeType && isCommunityType(nodeType.name) && <Badge size="xs" variant="light" color="grape">{t('ndv.communityNode')}</Badge>}
      </Group>
      {!nodeType && <UnknownTypeNotice type={typeName} />}
      <Tabs defaultValue="parameters" keepMounted={false} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <Tabs.List px="xs">
          <Tabs.Tab value="parameters" data-testid="ndv-tab-parameters">{t('ndv.tabs.parameters')}</Tabs.Tab>
          <Tabs.Tab value="settings" data-testid="ndv-tab-settings">{t('ndv.tabs.settings')}</Tabs.Tab>
          {docsUrl && (
            <Anchor href={docsUrl} target="_blank" rel="noreferrer" size="sm" ml="auto" mr="xs" style={{ alignSelf: 'center' }} data-testid="ndv-docs-link">
              <Group gap={4} wrap="nowrap">{t('ndv.tabs.docs')}<IconExternalLink size={13} /></Group>
            </Anchor>
          )}
        </Tabs.List>
        <ScrollArea style={{ flex: 1 }} p="sm">
          <Tabs.Panel value="parameters">
            {nodeType && <WebhookUrls nodeName={nodeName} nodeType={nodeType} />}
            {nodeType && <NodeParameters nodeName={nodeName} nodeType={nodeType} readOnly={readOnly} />}
          </Tabs.Panel>
          <Tabs.Panel value="settings"><NodeSettingsTab nodeName={nodeName} readOnly={readOnly} /></Tabs.Panel>
        </ScrollArea>
      </Tabs>
    </>
  );
});
