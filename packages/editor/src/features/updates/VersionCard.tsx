import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedVersion } from '@weft/contracts';
import { readBasePath } from '../../domain/base-path';
import { fullDateTime, relativeTime } from '../versions/relative-time';
import { plainDescription } from './updates-labels';
import classes from './UpdatesDrawer.module.css';

const basePath = readBasePath();

/** The feed's icon address, else this instance's icon of a node type it knows, else the initial. */
function FeedNodeIcon({ node }: { node: FeedVersion['nodes'][number] }) {
  const [failed, setFailed] = useState(false);
  const src = node.iconUrl && /^https?:\/\//.test(node.iconUrl) ? node.iconUrl : `${basePath}rest/node-icon/${encodeURIComponent(node.name)}`;
  return (
    <Tooltip label={node.displayName} withArrow>
      {failed
        ? <span className={classes.initial} data-testid="update-node-icon">{node.displayName.charAt(0).toUpperCase()}</span>
        : <img className={classes.icon} src={src} alt={node.displayName} data-testid="update-node-icon" onError={() => setFailed(true)} />}
    </Tooltip>
  );
}

/** One newer release: name, when it came out, what it brings, and whether it fixes or breaks something. */
export function VersionCard({ version, now }: { version: FeedVersion; now: number }) {
  const { t } = useTranslation();
  const description = plainDescription(version.description);
  const name = t('updates.versionName', { name: version.name });
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-testid="update-card" data-version={version.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap">
          {version.hasSecurityIssue && (
            <Tooltip
              multiline w={260} withArrow
              label={version.securityIssueFixVersion
                ? t('updates.securityIssueFixedIn', { version: version.securityIssueFixVersion })
                : t('updates.securityIssue')}
            >
              <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" data-testid="update-security-issue" aria-label={t('updates.securityIssue')} />
            </Tooltip>
          )}
          {version.documentationUrl
            ? <Anchor href={version.documentationUrl} target="_blank" rel="noopener noreferrer" fw={600} size="sm">{name}</Anchor>
            : <Text fw={600} size="sm">{name}</Text>}
        </Group>
        <Group gap={6} wrap="nowrap">
          {version.hasSecurityFix && <Badge color="red" variant="light" data-testid="update-security-fix">{t('updates.securityFix')}</Badge>}
          {version.hasBreakingChange && <Badge color="orange" variant="light" data-testid="update-breaking-change">{t('updates.breakingChange')}</Badge>}
        </Group>
      </Group>
      <Tooltip label={fullDateTime(version.createdAt)} withArrow position="bottom-start">
        <Text size="xs" c="dimmed" w="fit-content" data-testid="update-released">{t('updates.released', { when: relativeTime(version.createdAt, now) })}</Text>
      </Tooltip>
      {description && <Text size="sm" data-testid="update-description">{description}</Text>}
      {version.nodes.length > 0 && (
        <Group gap={8} data-testid="update-nodes">
          {version.nodes.map((node) => <FeedNodeIcon key={node.name} node={node} />)}
        </Group>
      )}
    </Paper>
  );
}
