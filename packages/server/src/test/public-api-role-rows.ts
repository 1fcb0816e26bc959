import type { PublicApiWorld, Role } from './public-api-world.js';

export interface RoleRequest {
  path: string;
  body?: unknown;
}

/**
 * What each role's key gets from one route. `request` builds a fresh request (a delete needs an item of
 * its own) for `caller`, naming an item of `item`'s user when the route names one.
 */
export interface RoleRow {
  request(world: PublicApiWorld, caller: Role, item: Role): Promise<RoleRequest>;
  /** The owner's key on the owner's item (or on no item). */
  owner: number;
  /** A member's key on their own item (or on no item). */
  member: number;
  /** A member's key on the owner's item; left out for routes that name no item. */
  memberOnOwners?: number;
}

const other = (role: Role): Role => (role === 'owner' ? 'member' : 'owner');

/** Workflows: a member's key reaches only the member's own; another user's answers 404 as if missing. */
const WORKFLOW_ROWS: Record<string, RoleRow> = {
  getWorkflows: { request: async () => ({ path: '/workflows' }), owner: 200, member: 200 },
  createWorkflow: {
    request: async (world) => ({ path: '/workflows', body: { name: world.uniqueName('new'), nodes: [], connections: {}, settings: {} } }),
    owner: 200, member: 200,
  },
  getWorkflow: { request: async (world, _caller, item) => ({ path: `/workflows/${(await world.workflow(item)).id}` }), owner: 200, member: 200, memberOnOwners: 404 },
  updateWorkflow: {
    request: async (world, _caller, item) => ({
      path: `/workflows/${(await world.workflow(item)).id}`,
      body: { name: world.uniqueName('renamed'), nodes: [], connections: {}, settings: {} },
    }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
  deleteWorkflow: { request: async (world, _caller, item) => ({ path: `/workflows/${(await world.workflow(item)).id}` }), owner: 200, member: 200, memberOnOwners: 404 },
  activateWorkflow: {
    request: async (world, _caller, item) => ({ path: `/workflows/${(await world.workflow(item)).id}/activate` }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
  deactivateWorkflow: {
    request: async (world, _caller, item) => ({ path: `/workflows/${(await world.workflow(item)).id}/deactivate` }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
  // Only the owner may give a workflow away: a member may create workflows only in their own project.
  transferWorkflow: {
    request: async (world, caller, item) => ({
      path: `/workflows/${(await world.workflow(item)).id}/transfer`,
      body: { destinationProjectId: world.users[other(caller)].id },
    }),
    owner: 204, member: 404, memberOnOwners: 404,
  },
  getWorkflowTags: {
    request: async (world, _caller, item) => ({ path: `/workflows/${(await world.workflow(item)).id}/tags` }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
  updateWorkflowTags: {
    request: async (world, _caller, item) => ({
      path: `/workflows/${(await world.workflow(item)).id}/tags`,
      body: [{ id: (await world.tag('owner')).id }],
    }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
};

/** Tags are the instance's: every key reads, creates and renames them; only the owner's deletes. */
const TAG_ROWS: Record<string, RoleRow> = {
  getTags: { request: async () => ({ path: '/tags' }), owner: 200, member: 200 },
  createTag: { request: async (world) => ({ path: '/tags', body: { name: world.uniqueName('tag') } }), owner: 201, member: 201 },
  getTag: { request: async (world, _caller, item) => ({ path: `/tags/${(await world.tag(item)).id}` }), owner: 200, member: 200, memberOnOwners: 200 },
  updateTag: {
    request: async (world, _caller, item) => ({ path: `/tags/${(await world.tag(item)).id}`, body: { name: world.uniqueName('renamed') } }),
    owner: 200, member: 200, memberOnOwners: 200,
  },
  deleteTag: { request: async (world, _caller, item) => ({ path: `/tags/${(await world.tag(item)).id}` }), owner: 200, member: 403, memberOnOwners: 403 },
};

/**
 * Users are the owner's to manage: a member's key gets 403 on every user route, its own record included.
 * The owner's key acts on another member (the owner can neither delete themselves nor change their role).
 */
const userOf = async (world: PublicApiWorld, caller: Role, item: Role) =>
  (caller === 'owner' ? world.otherMember() : world.users[item].id);
const USER_ROWS: Record<string, RoleRow> = {
  getUsers: { request: async () => ({ path: '/users' }), owner: 200, member: 403 },
  createUser: {
    request: async (world) => ({ path: '/users', body: [{ email: `${world.uniqueName('invitee').replace(' ', '-')}@example.com` }] }),
    owner: 201, member: 403,
  },
  getUser: { request: async (world, _caller, item) => ({ path: `/users/${world.users[item].id}` }), owner: 200, member: 403, memberOnOwners: 403 },
  deleteUser: { request: async (world, caller, item) => ({ path: `/users/${await userOf(world, caller, item)}` }), owner: 204, member: 403, memberOnOwners: 403 },
  changeRole: {
    request: async (world, caller, item) => ({ path: `/users/${await userOf(world, caller, item)}/role`, body: { newRoleName: 'global:member' } }),
    owner: 204, member: 403, memberOnOwners: 403,
  },
};

/** The security audit covers the whole instance: the owner's key only. */
const AUDIT_ROWS: Record<string, RoleRow> = {
  generateAudit: { request: async () => ({ path: '/audit' }), owner: 200, member: 403 },
};

/** Executions follow their workflow: a member's key reaches the executions of the member's workflows only. */
const EXECUTION_ROWS: Record<string, RoleRow> = {
  getExecutions: { request: async () => ({ path: '/executions' }), owner: 200, member: 200 },
  getExecution: {
    request: async (world, _caller, item) => ({ path: `/executions/${await world.failedExecution(item)}` }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
  deleteExecution: {
    request: async (world, _caller, item) => ({ path: `/executions/${await world.failedExecution(item)}` }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
  retryExecution: {
    request: async (world, _caller, item) => ({ path: `/executions/${await world.failedExecution(item)}/retry` }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
};

/** Credentials: a member's key reaches its own only; the type schemas are the same for every key. */
const CREDENTIAL_ROWS: Record<string, RoleRow> = {
  createCredential: {
    request: async (world) => ({
      path: '/credentials', body: { name: world.uniqueName('credential'), type: 'httpHeaderAuth', data: { name: 'X-Token', value: 's' } },
    }),
    owner: 200, member: 200,
  },
  deleteCredential: {
    request: async (world, _caller, item) => ({ path: `/credentials/${(await world.credential(item)).id}` }),
    owner: 200, member: 200, memberOnOwners: 404,
  },
  getCredentialType: { request: async () => ({ path: '/credentials/schema/httpHeaderAuth' }), owner: 200, member: 200, memberOnOwners: 200 },
  // As with workflows, only the owner may give a credential away.
  transferCredential: {
    request: async (world, caller, item) => ({
      path: `/credentials/${(await world.credential(item)).id}/transfer`,
      body: { destinationProjectId: world.users[other(caller)].id },
    }),
    owner: 204, member: 404, memberOnOwners: 404,
  },
};

/** One row per operationId of PUBLIC_API_ROUTES. */
export const ROLE_ROWS: Record<string, RoleRow> = {
  ...WORKFLOW_ROWS,
  ...TAG_ROWS,
  ...USER_ROWS,
  ...AUDIT_ROWS,
  ...EXECUTION_ROWS,
  ...CREDENTIAL_ROWS,
};
