import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getActivationError, listActiveWorkflows } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/notify';
import { isActiveButNotRunning } from './activation-status';

/**
 * The red warning beside the active switch when the workflow is marked active but the server does
 * not run it. Clicking it asks the server why (GET /active/error/:id) and keeps the answer on screen.
 */
export function ActivationWarning({ workflowId, active }: { workflowId: string; active: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [loading, setLoading] = useState(false);
  // Keyed by the switch's state: every activation or deactivation asks the server again.
  const running = useQuery({
    queryKey: [...queryKeys.workflows, 'running-ids', workflowId, active],
    queryFn: ({ signal }) => client.request(listActiveWorkflows, { signal }),
    enabled: active,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (!isActiveButNotRunning(workflowId, active, running.data)) return null;

  const showError = async () => {
    setLoading(true);
    try {
      const answer = await client.request(getActivationError, { params: { id: workflowId } });
      const hint = answer ? `${t('activeWarning.message')} ${answer.error.message}` : t('activeWarning.unknown');
      showErrorToast({ id: `activation-warning-${workflowId}`, title: t('activeWarning.title'), hint, persistent: true });
    } catch (error) {
      showErrorToast({ id: `activation-warning-${workflowId}`, title: t('activeWarning.loadError'), error });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Tooltip label={t('activeWarning.tooltip')} multiline w={260} withArrow>
      <ActionIcon
        variant="light"
        color="red"
        radius="xl"
        loading={loading}
        aria-label={t('activeWarning.tooltip')}
        data-testid="workflow-activation-warning"
        onClick={() => void showError()}
      >
        <IconAlertTriangleFilled size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
