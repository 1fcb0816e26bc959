import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { CommunityPackage } from '@weft/contracts';
import { useTranslation } from 'react-i18next';
import { useShellState } from '../../api/use-shell-state';
import { errorText } from '../../components/notify';
import { SettingsPage } from '../settings/SettingsLayout';
import { EmptyState } from './EmptyState';
import { installBlockedReason } from './install-blocked';
import { InstallPackageModal } from './InstallPackageModal';
import { ManagePackageModal, type ManageAction } from './ManagePackageModal';
import { PackageCard } from './PackageCard';
import { useCommunityPackages } from './use-community-packages';
import { usePublishedPackageCount } from './use-published-package-count';

/** How long the empty state waits for npm's count before showing without it (spec admin §9). */
const COUNT_WAIT_MS = 300;

/** True once `ready` holds or `ms` passed since `started`: the empty state appears once, not generic text then a number. */
function useReadyOrAfter(started: boolean, ready: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!started || ready) return undefined;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [started, ready, ms]);
  return ready || timedOut;
}

/** Settings > Community nodes (spec admin §2): the installed packages, install, update and uninstall. */
export function CommunityNodesPage() {
  const { t } = useTranslation();
  const shell = useShellState();
  const packages = useCommunityPackages();
  const none = packages.data?.length === 0;
  const count = usePublishedPackageCount(none);
  const emptyReady = useReadyOrAfter(none, count.isFetched, COUNT_WAIT_MS);
  const [installOpen, setInstallOpen] = useState(false);
  const [managed, setManaged] = useState<{ pkg: CommunityPackage; action: ManageAction } | null>(null);
  if (shell.status !== 'ready') return null;
  const blockedKey = installBlockedReason(shell.settings);
  const blockedReason = blockedKey && t(`communityNodes.warnings.${blockedKey}`);

  const installButton = packages.data && packages.data.length > 0 && !blockedReason
    ? <Button leftSection={<IconPlus size={16} />} onClick={() => setInstallOpen(true)} data-testid="community-install-open">{t('communityNodes.installButton')}</Button>
    : undefined;

  return (
    <SettingsPage title={t('communityNodes.title')} action={installButton} testId="community-nodes">
      {(packages.isPending || (none && !emptyReady)) && <Center py="xl"><Loader size="sm" /></Center>}
      {packages.error && <Alert color="red" title={t('communityNodes.loadErrorTitle')} data-testid="community-load-error">{errorText(packages.error)}</Alert>}
      {none && emptyReady && (
        <EmptyState publishedCount={count.data ?? null} blockedReason={blockedReason} onInstall={() => setInstallOpen(true)} />
      )}
      {packages.data && packages.data.length > 0 && (
        <Stack gap="sm" data-testid="community-list">
          {blockedReason && <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} data-testid="community-warning">{blockedReason}</Alert>}
          {packages.data.map((pkg) => (
            <PackageCard key={pkg.packageName} pkg={pkg} canChange={!blockedReason} onAction={(action) => setManaged({ pkg, action })} />
          ))}
        </Stack>
      )}
      <InstallPackageModal opened={installOpen} onClose={() => setInstallOpen(false)} />
      <ManagePackageModal target={managed} onClose={() => setManaged(null)} />
    </SettingsPage>
  );
}
