import { useEffect, useMemo } from 'react';
import type { AvailableCredential } from '@weft/workflow';
import type { CredentialIssueContext } from '../domain/node-issues';
import { useCredentialsList, useCredentialTypes } from '../api/use-credentials';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { fillNamedCredentialIds } from '../domain/node-credential-changes';

/**
 * What the canvas needs of the user's credentials: type labels and the credentials themselves for the
 * nodes' credential issues. When they arrive, credentials named without id (imported n8n workflows)
 * get the id of the one credential matching their name.
 */
export function useCanvasCredentials(): CredentialIssueContext {
  const store = useWorkflowStoreApi();
  const types = useCredentialTypes();
  const list = useCredentialsList();

  const available = useMemo<AvailableCredential[] | undefined>(
    () => list.data?.map(({ id, name, type }) => ({ id, name, type })), [list.data],
  );
  useEffect(() => {
    if (!available) return;
    try {
      fillNamedCredentialIds(store, available);
    } catch {
      // A read-only view with edits cannot take them; its nodes then keep showing the issue.
    }
  }, [store, available]);

  return useMemo<CredentialIssueContext>(() => {
    const labels = new Map((types.data ?? []).map((type) => [type.name, type.displayName]));
    return { typeLabel: (type) => labels.get(type), available };
  }, [types.data, available]);
}
