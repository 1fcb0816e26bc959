/**
 * TanStack Query keys, one place, so that invalidations match the queries they mean. Workflow
 * details sit under their own segment: a workflow whose id is 'new' must not meet the new-name query.
 */
export const queryKeys = {
  settings: ['settings'] as const,
  login: ['login'] as const,
  workflows: ['workflows'] as const,
  workflow: (id: string) => ['workflows', 'detail', id] as const,
  newWorkflowName: ['workflows', 'new-name'] as const,
  nodeTypes: ['node-types'] as const,
  nodeDocs: ['node-docs'] as const,
  executions: ['executions'] as const,
  nodeParameterOptions: (...parts: unknown[]) => ['node-parameter-options', ...parts] as const,
  credentialTypes: ['credential-types'] as const,
  /** Every list and detail below this prefix: one invalidation after a save or a delete refreshes them all. */
  credentials: ['credentials'] as const,
  credentialsList: (type?: string) => ['credentials', 'list', type ?? null] as const,
  credential: (id: string) => ['credentials', 'detail', id] as const,
};
