import { Alert, Anchor, Button, Code, CopyButton, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCopy, IconPlugConnected } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialTypeDescription } from '@weft/contracts';
import { useSettings } from '../../api/use-settings';
import { CredentialParameters } from './CredentialParameters';
import type { CredentialForm } from './use-credential-form';

function RedirectUrl({ version }: { version: 1 | 2 }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const url = settings.data?.oauthCallbackUrls[version === 1 ? 'oauth1' : 'oauth2'];
  if (!url) return null;
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>{t('credentials.edit.redirectUrl')}</Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ flex: 1, overflowWrap: 'anywhere' }} data-testid="credential-redirect-url">{url}</Code>
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('credentials.edit.copied') : t('credentials.edit.copy')}>
              <Button variant="default" size="compact-sm" onClick={copy} aria-label={t('credentials.edit.copy')}><IconCopy size={14} /></Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>{t('credentials.edit.redirectUrlHint')}</Text>
    </div>
  );
}

function TestBanner({ form }: { form: CredentialForm }) {
  const { t } = useTranslation();
  const banner = useRef<HTMLDivElement>(null);
  // The outcome sits above the fields: whoever saved from further down (a port, a password) sees it come.
  useEffect(() => {
    if (form.test) banner.current?.scrollIntoView({ block: 'nearest' });
  }, [form.test, form.busy]);
  if (form.busy === 'testing') {
    return <Group gap="xs" data-testid="credential-testing"><Loader size="xs" /><Text size="sm">{t('credentials.edit.testing')}</Text></Group>;
  }
  if (!form.test) return null;
  if (form.test.ok) {
    return (
      <Alert ref={banner} color="green" icon={<IconCircleCheck size={18} />} data-testid="credential-test-banner" data-status="success">
        {t('credentials.edit.testSuccess')}
      </Alert>
    );
  }
  return (
    <Alert ref={banner} color="red" icon={<IconAlertCircle size={18} />} title={t('credentials.edit.testErrorTitle')} data-testid="credential-test-banner" data-status="error">
      {form.test.message}
    </Alert>
  );
}

export interface CredentialConnectionTabProps {
  form: CredentialForm;
  type: CredentialTypeDescription;
  onConnect: () => void;
  connecting: boolean;
}

/** The type's fields, the banners about them (validation, test, OAuth connection) and the connect button. */
export function CredentialConnectionTab({ form, type, onConnect, connecting }: CredentialConnectionTabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="credential-connection-tab">
      {form.validationWarning && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="credential-validation-banner">{t('credentials.edit.checkErrors')}</Alert>
      )}
      <TestBanner form={form} />
      {form.connectable && form.connected && (
        <Alert color="green" icon={<IconPlugConnected size={18} />} data-testid="credential-oauth-connected">{t('credentials.edit.accountConnected')}</Alert>
      )}
      {form.connectable && (
        <Group>
          <Button variant={form.connected ? 'default' : 'filled'} leftSection={<IconPlugConnected size={16} />} loading={connecting} onClick={onConnect} data-testid="credential-oauth-connect">
            {form.connected ? t('credentials.edit.reconnect') : t('credentials.edit.connect')}
          </Button>
        </Group>
      )}
      {form.oauth !== undefined && <RedirectUrl version={form.oauth} />}
      {form.properties.length === 0
        ? <Text size="sm" c="dimmed">{t('credentials.edit.noFields')}</Text>
        : <CredentialParameters store={form.store} type={type} properties={form.properties} revealIssues={form.revealIssues} />}
      {type.documentationUrl && (
        <Text size="sm" c="dimmed">
          {t('credentials.edit.docsPrefix')}{' '}
          <Anchor href={type.documentationUrl} target="_blank" rel="noopener noreferrer">{t('credentials.edit.docsLink', { type: type.displayName })}</Anchor>
        </Text>
      )}
    </Stack>
  );
}
