import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The host did not answer its health check: say so instead of showing an empty catalogue. */
export function TemplatesConnectionWarning({ host }: { host: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconPlugConnectedX size={18} />} title={t('templates.connectionTitle')} data-testid="templates-connection-warning">
      {t('templates.connectionMessage', { host })}
    </Alert>
  );
}
