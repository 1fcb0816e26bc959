import { Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateNode } from '../../api/templates-host';
import { NODE_LIST_LIMIT } from './templates-constants';
import { TemplateNodeIcon } from './TemplateNodeIcon';

/** One icon per node type, at most `limit`; the rest as '+N' whose tooltip names them. */
export function TemplateNodeList({ nodes, limit = NODE_LIST_LIMIT, size = 22 }: { nodes: TemplateNode[]; limit?: number; size?: number }) {
  const { t } = useTranslation();
  const unique = nodes.filter((node, i) => nodes.findIndex((other) => other.name === node.name) === i);
  const shown = unique.slice(0, limit);
  const hidden = unique.slice(limit);
  return (
    <Group gap={6} wrap="nowrap" data-testid="template-node-list">
      {shown.map((node) => <TemplateNodeIcon key={node.name} node={node} size={size} />)}
      {hidden.length > 0 && (
        <Tooltip label={hidden.map((node) => node.displayName).join(', ')} withinPortal>
          <Text size="xs" c="dimmed" fw={600} data-testid="template-nodes-hidden" aria-label={t('templates.nodesHidden', { count: hidden.length })}>
            +{hidden.length}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}
