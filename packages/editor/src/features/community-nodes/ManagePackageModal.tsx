import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CommunityPackage } from '@weft/contracts';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../components/notify';
import { useUninstallPackage, useUpdatePackage } from './use-community-packages';

export type ManageAction = 'uninstall' | 'update';

/** The confirm dialog before uninstalling or updating a package; like install, it cannot close while npm runs. */
export function ManagePackageModal({ target, onClose }: { target: { pkg: CommunityPackage; action: ManageAction } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const uninstall = useUninstallPackage();
  const update = useUpdatePackage();
  const busy = uninstall.isPending || update.isPending;
  const action = target?.action ?? 'uninstall';
  const pkg = target?.pkg;
  const values = { name: pkg?.packageName ?? '', from: pkg?.installedVersion ?? '', to: pkg?.updateAvailable ?? '' };

  const close = () => { if (!busy) onClose(); };
  const confirm = () => {
    if (!pkg) return;
    const mutation = action === 'update' ? update : uninstall;
    mutation.mutate(pkg.packageName, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: t(`communityNodes.${action}.successTitle`), message: t(`communityNodes.${action}.successMessage`, values) });
        onClose();
      },
      onError: (error) => showErrorToast({ title: t(`communityNodes.${action}.errorTitle`), error }),
    });
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      size={460}
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      title={<Text fw={600} size="lg">{t(`communityNodes.${action}.title`, values)}</Text>}
    >
      <Stack gap="md" data-testid="community-manage-modal">
        <Text size="sm">{t(`communityNodes.${action}.question`, values)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>{t('settings.cancel')}</Button>
          <Button color={action === 'uninstall' ? 'red' : undefined} loading={busy} onClick={confirm} data-testid="community-manage-confirm">
            {t(`communityNodes.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
