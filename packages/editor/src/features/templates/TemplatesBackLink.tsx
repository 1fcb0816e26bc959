import { Link } from 'react-router';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function TemplatesBackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/templates/" size="sm" c="dimmed" data-testid="templates-back">
      <Group gap={4}><IconArrowLeft size={14} />{t('templates.back')}</Group>
    </Anchor>
  );
}
