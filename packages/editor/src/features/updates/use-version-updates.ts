import { useQuery } from '@tanstack/react-query';
import { INSTANCE_ID_HEADER, versionFeedSchema } from '@weft/contracts';
import type { FeedVersion } from '@weft/contracts';
import { useSettings } from '../../api/use-settings';

/**
 * The releases newer than this instance, asked once per page load from the feed the admin configured
 * (n8n's call: the endpoint followed by the version, the instance id as a header). With notifications
 * off nothing is asked. A feed that cannot be reached or answers nonsense shows no updates: it is
 * advice, never in the way.
 */
export function useVersionUpdates(): { current: string; versions: FeedVersion[]; infoUrl: string } {
  const settings = useSettings().data;
  const notifications = settings?.versionNotifications;
  const current = settings?.versionCli ?? '';
  const enabled = notifications?.enabled === true && notifications.endpoint !== '' && current !== '';
  const { data } = useQuery({
    queryKey: ['version-updates', notifications?.endpoint, current],
    enabled,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await fetch(`${notifications?.endpoint ?? ''}${encodeURIComponent(current)}`, {
        signal, headers: { [INSTANCE_ID_HEADER]: settings?.instanceId ?? '' }, credentials: 'omit',
      });
      if (!response.ok) throw new Error(`The version feed answered ${response.status}`);
      return versionFeedSchema.parse(await response.json());
    },
  });
  return { current, versions: enabled ? data ?? [] : [], infoUrl: notifications?.infoUrl ?? '' };
}
