import { useMemo } from 'react';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCredentialTypes } from '../../api/use-credentials';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import { missingCredentials } from './template-import';
import classes from './Templates.module.css';

/**
 * Over a canvas opened from a template: which nodes still need a credential, each opening its node.
 * It follows the workflow, so it shrinks as credentials are set and goes away when none is missing.
 */
export function TemplateCredentialsNotice({ lookup }: { lookup: NodeTypeLookup }) {
  const { t } = useTranslation();
  const store = useWorkflowStoreApi();
  const nodes = useWorkflowStore((state) => state.document.nodes);
  const pinData = useWorkflowStore((state) => state.document.pinData);
  const types = useCredentialTypes();
  const missing = useMemo(() => missingCredentials(nodes, pinData, lookup), [nodes, pinData, lookup]);
  const label = (type: string) => types.data?.find((candidate) => candidate.name === type)?.displayName ?? type;
  if (missing.length === 0) return null;
  return (
    <Alert className={classes.credentialsNotice} color="yellow" variant="light" icon={<IconKey size={18} />} title={t('templates.credentialsTitle')} data-testid="template-credentials-notice">
      <Text size="sm" mb={6}>{t('templates.credentialsMessage')}</Text>
      <List size="sm" spacing={2}>
        {missing.map((entry) => (
          <List.Item key={entry.nodeId} data-testid="template-credentials-node">
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => store.getState().openNodeDetails(entry.nodeName)}>{entry.nodeName}</Anchor>
            {': '}{entry.types.map(label).join(', ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
