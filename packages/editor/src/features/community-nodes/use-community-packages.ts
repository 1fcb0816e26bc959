import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  installCommunityPackage, listCommunityPackages, uninstallCommunityPackage, updateCommunityPackage,
  type CommunityPackage,
} from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';

export const communityPackagesQueryKey = ['community-packages'] as const;

export function useCommunityPackages() {
  const client = useApiClient();
  return useQuery<CommunityPackage[]>({
    queryKey: communityPackagesQueryKey,
    queryFn: ({ signal }) => client.request(listCommunityPackages, { signal }),
  });
}

/** After a change the list is fetched again; node types follow too, for the tab that made the change. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: communityPackagesQueryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.nodeTypes }),
    queryClient.invalidateQueries({ queryKey: queryKeys.credentialTypes }),
  ]);
}

export function useInstallPackage() {
  const client = useApiClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (name: string) => client.request(installCommunityPackage, { body: { name } }),
    onSuccess: refresh,
  });
}

export function useUpdatePackage() {
  const client = useApiClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (name: string) => client.request(updateCommunityPackage, { body: { name } }),
    onSuccess: refresh,
  });
}

export function useUninstallPackage() {
  const client = useApiClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (name: string) => client.request(uninstallCommunityPackage, { query: { name } }),
    onSuccess: refresh,
  });
}
