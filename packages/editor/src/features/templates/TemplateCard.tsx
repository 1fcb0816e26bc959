import { Link } from 'react-router';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '../../api/templates-host';
import { CARD_NODE_LIMIT } from './templates-constants';
import { TemplateNodeList } from './TemplateNodeList';
import classes from './Templates.module.css';

/**
 * A template in a list: a link, so Ctrl/Cmd-click (and middle click) opens it in a new tab as the
 * browser does for any link (spec admin §2).
 */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  const { t } = useTranslation();
  return (
    <Link to={`/templates/${template.id}`} className={classes.card} data-testid="template-card">
      <div className={classes.cardText}>
        <Text fw={600} truncate>{template.name}</Text>
        {template.user.username && (
          <Text size="xs" c="dimmed">{t('templates.byUser', { user: template.user.username })}</Text>
        )}
      </div>
      <TemplateNodeList nodes={template.nodes} limit={CARD_NODE_LIMIT} />
    </Link>
  );
}
