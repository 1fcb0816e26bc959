import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteUser, inviteUsers, listUsers, reinviteUser, updateMe, updateMyPassword } from '@weft/contracts';
import type { User } from '@weft/contracts';
import { useApiClient } from '../../api/api-context';
import { queryKeys } from '../../api/query-keys';
import type { PersonalDetails } from './personal-details-form';

export const usersQueryKey = ['users'] as const;

export function useUsers(enabled: boolean) {
  const client = useApiClient();
  return useQuery<User[]>({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => client.request(listUsers, { signal }),
    enabled,
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQueryKey });
}

/** Always refetches the list: a partly failed invite still creates the users that worked. */
export function useInviteUsers() {
  const client = useApiClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (emails: string[]) => client.request(inviteUsers, { body: emails.map((email) => ({ email })) }),
    onSettled: refresh,
  });
}

export function useReinviteUser() {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: string) => client.request(reinviteUser, { params: { id } }) });
}

export function useDeleteUser() {
  const client = useApiClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, transferId }: { id: string; transferId?: string }) =>
      client.request(deleteUser, { params: { id }, query: transferId ? { transferId } : {} }),
    onSuccess: refresh,
  });
}

/** The saved user replaces the session's, so the sidebar and the guards show the new details at once. */
export function useUpdateMe() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: PersonalDetails }) => client.request(updateMe, { body: { id, ...details } }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.login, user);
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

export function useUpdateMyPassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => client.request(updateMyPassword, { body }),
  });
}
