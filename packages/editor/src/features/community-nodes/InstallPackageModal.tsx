import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasHttpStatus } from '../../api/api-error';
import { errorText, showErrorToast } from '../../components/notify';
import { COMMUNITY_PACKAGE_NAME_MAX_LENGTH } from '@weft/contracts';
import { NPM_BROWSE_URL, RISKS_DOCS_URL } from './community-links';
import { packageNameProblem, stripInstallCommand } from './package-name';
import { useInstallPackage } from './use-community-packages';

/**
 * The install dialog (spec admin §4): a package name and the risk acknowledgement. While npm runs the
 * dialog cannot be closed; a 400 from the server (npm refused, not a node package) shows under the name.
 */
export function InstallPackageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const install = useInstallPackage();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreeWarning, setAgreeWarning] = useState(false);
  const busy = install.isPending;

  const close = () => {
    if (busy) return;
    setName('');
    setNameError(null);
    setAgreed(false);
    setAgreeWarning(false);
    install.reset();
    onClose();
  };

  const submit = () => {
    const cleaned = stripInstallCommand(name);
    setName(cleaned);
    const problem = packageNameProblem(cleaned);
    setNameError(problem ? t(`communityNodes.install.errors.${problem}`, { max: COMMUNITY_PACKAGE_NAME_MAX_LENGTH }) : null);
    setAgreeWarning(!agreed);
    if (problem || !agreed) return;
    install.mutate(cleaned, {
      onSuccess: (installed) => {
        notifications.show({
          color: 'green',
          title: t('communityNodes.install.successTitle'),
          message: t('communityNodes.install.successMessage', { name: installed.packageName, count: installed.installedNodes.length }),
        });
        close();
      },
      onError: (error) => {
        if (hasHttpStatus(error, 400)) setNameError(errorText(error) ?? t('communityNodes.install.errorTitle'));
        else showErrorToast({ title: t('communityNodes.install.errorTitle'), error });
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={540}
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      title={<Text fw={600} size="lg">{t('communityNodes.install.title')}</Text>}
    >
      <form onSubmit={(event) => { event.preventDefault(); submit(); }} data-testid="community-install-modal">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('communityNodes.install.intro')}{' '}
            <Anchor href={NPM_BROWSE_URL} target="_blank" rel="noopener noreferrer" size="sm">{t('communityNodes.install.browse')}</Anchor>
          </Text>
          <TextInput
            label={t('communityNodes.install.nameLabel')}
            placeholder={t('communityNodes.install.namePlaceholder')}
            value={name}
            onChange={(event) => { setName(event.currentTarget.value); setNameError(null); }}
            onBlur={() => setName((current) => stripInstallCommand(current))}
            error={nameError}
            disabled={busy}
            data-autofocus
            data-testid="community-install-name"
            errorProps={{ 'data-testid': 'community-install-error' }}
          />
          <Checkbox
            checked={agreed}
            onChange={(event) => { setAgreed(event.currentTarget.checked); setAgreeWarning(false); }}
            disabled={busy}
            label={
              <>
                {t('communityNodes.install.risks')}{' '}
                <Anchor href={RISKS_DOCS_URL} target="_blank" rel="noopener noreferrer" size="sm">{t('communityNodes.install.risksMore')}</Anchor>
              </>
            }
            data-testid="community-install-agree"
          />
          {agreeWarning && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} py="xs" data-testid="community-install-agree-warning">
              {t('communityNodes.install.agreeWarning')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={busy}>{t('settings.cancel')}</Button>
            <Button type="submit" loading={busy} data-testid="community-install-submit">
              {t('communityNodes.install.submit')}
            </Button>
          </Group>
          {busy && <Text size="xs" c="dimmed" ta="right">{t('communityNodes.install.busy')}</Text>}
        </Stack>
      </form>
    </Modal>
  );
}
