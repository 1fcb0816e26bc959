import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createMyApiKey, deleteMyApiKey, getMyApiKey } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';

export const apiKeyQueryKey = ['me', 'api-key'] as const;

/** The key as the server shows it later: masked, or null when there is none. */
export function useApiKey() {
  const client = useApiClient();
  return useQuery<string | null>({
    queryKey: apiKeyQueryKey,
    queryFn: async ({ signal }) => (await client.request(getMyApiKey, { signal })).apiKey,
  });
}

/** Answers the full key, the one time it is ever shown; the masked one is fetched for later visits. */
export function useCreateApiKey() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.request(createMyApiKey)).apiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyQueryKey }),
  });
}

export function useDeleteApiKey() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.request(deleteMyApiKey),
    onSuccess: () => queryClient.setQueryData(apiKeyQueryKey, null),
  });
}
