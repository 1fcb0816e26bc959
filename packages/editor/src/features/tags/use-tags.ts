import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTag, deleteTag, listTags, updateTag } from '@weft/contracts';
import type { TagDetails } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';

export const tagsQueryKey = ['tags'] as const;

/**
 * Every tag with how many workflows carry it. `fresh` asks the server again on mount whatever the
 * cache holds: the usage counts change with every workflow saved or deleted, here or elsewhere.
 */
export function useTags({ fresh = false }: { fresh?: boolean } = {}) {
  const client = useApiClient();
  return useQuery<TagDetails[]>({
    queryKey: tagsQueryKey,
    queryFn: ({ signal }) => client.request(listTags, { query: { withUsageCount: 'true' }, signal }),
    staleTime: 30_000,
    refetchOnMount: fresh ? 'always' : true,
  });
}

/** After a tag changes: the tag list, and workflow lists and details that show tag names. */
function useRefreshTags() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: tagsQueryKey });
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.workflows, 'list'] });
  };
}

export function useCreateTag() {
  const client = useApiClient();
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: (name: string) => client.request(createTag, { body: { name } }),
    onSuccess: refresh,
  });
}

export function useRenameTag() {
  const client = useApiClient();
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => client.request(updateTag, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}

export function useDeleteTag() {
  const client = useApiClient();
  const refresh = useRefreshTags();
  return useMutation({
    mutationFn: (id: string) => client.request(deleteTag, { params: { id } }),
    onSuccess: refresh,
  });
}
