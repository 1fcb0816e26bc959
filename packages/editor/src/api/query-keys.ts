/** TanStack Query keys, one place, so that invalidations match the queries they mean. */
export const queryKeys = {
  settings: ['settings'] as const,
  login: ['login'] as const,
  workflow: (id: string) => ['workflows', id] as const,
  newWorkflowName: ['workflows', 'new'] as const,
  nodeTypes: ['node-types'] as const,
};
