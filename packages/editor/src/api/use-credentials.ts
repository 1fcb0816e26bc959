import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  createCredential, deleteCredential, getCredential, listCredentials, listCredentialTypes, newCredentialName,
  oauth1AuthUrl, oauth2AuthUrl, testCredential, updateCredential,
} from '@weft/contracts';
import type { Credential, CredentialTypeDescription, NodeAccess } from '@weft/contracts';
import { useApiClient } from './api-context';
import { queryKeys } from './query-keys';

/** What the dialog sends on save and test (the contract's body, spelled out for the editor's code). */
export interface CredentialInput {
  name: string;
  type: string;
  nodesAccess?: NodeAccess[];
  data?: Record<string, unknown>;
}

/** Every credential type the instance knows; they change only when community packages do. */
export function useCredentialTypes() {
  const client = useApiClient();
  return useQuery<CredentialTypeDescription[]>({
    queryKey: queryKeys.credentialTypes,
    queryFn: ({ signal }) => client.request(listCredentialTypes, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The signed-in user's credentials (the owner's: everyone's), optionally of one type. */
export function useCredentialsList(options: { type?: string; enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery<Credential[]>({
    queryKey: queryKeys.credentialsList(options.type),
    queryFn: ({ signal }) => client.request(listCredentials, { query: options.type ? { type: options.type } : {}, signal }),
    enabled: options.enabled ?? true,
    refetchOnWindowFocus: false,
  });
}

/** One credential with its data (password fields blanked), for its owner's edit dialog. */
export function useCredential(id: string | undefined) {
  const client = useApiClient();
  return useQuery<Credential>({
    queryKey: queryKeys.credential(id ?? ''),
    queryFn: ({ signal }) => client.request(getCredential, { params: { id: id as string }, query: { includeData: 'true' }, signal }),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** A free name for a new credential ('Header Auth account 2' when the first is taken). */
export function useNewCredentialName() {
  const client = useApiClient();
  return useCallback((name?: string) => client.request(newCredentialName, { query: name ? { name } : {} }).then((answer) => answer.name), [client]);
}

function useInvalidateCredentials() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.credentials }), [queryClient]);
}

export function useCreateCredential() {
  const client = useApiClient();
  const invalidate = useInvalidateCredentials();
  return useMutation({
    mutationFn: (body: CredentialInput) => client.request(createCredential, { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCredential() {
  const client = useApiClient();
  const invalidate = useInvalidateCredentials();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CredentialInput }) => client.request(updateCredential, { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCredential() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.request(deleteCredential, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.credential(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.credentials });
    },
  });
}

/** Checks a credential against its service; with an id, blanked password fields use the stored values. */
export function useTestCredential() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (credentials: CredentialInput & { id?: string }) => client.request(testCredential, { body: { credentials } }),
  });
}

/** The authorization URL to open in the OAuth popup (the server keeps the state it needs for the callback). */
export function useOAuthAuthUrl() {
  const client = useApiClient();
  return useCallback((id: string, version: 1 | 2) =>
    client.request(version === 1 ? oauth1AuthUrl : oauth2AuthUrl, { query: { id } }), [client]);
}
