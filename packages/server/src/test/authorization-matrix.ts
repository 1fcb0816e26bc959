import type { Call, Holder, World } from './authorization-world.js';
import { succeeding } from './execution-fixtures.js';
import type { TestUser } from './users-fixture.js';

/**
 * How a route is guarded (spec/admin.md §1 and §6):
 * - `public`: answers a signed-out visitor (`signedOut` is its expected status);
 * - `signed-in`: any signed-in user, the same for all (`call` as each of them);
 * - `self`: any signed-in user, about their own account (walked with a new member);
 * - `owner-only`: members are refused with 403 (or `refused`); `ownerCall`, when given, succeeds for the owner;
 * - `owned`: about one user's workflow, execution or credential: a member asking for the owner's gets
 *   404 like a missing one, for their own gets through (`status`, 200 by default; 'reached': anything
 *   but 401, 403 and 404, for calls that go on to a service that is not there), and so does the owner
 *   for the member's;
 * - `scoped-list`: a member's answer holds their own items and none of the owner's; the owner's holds both;
 * - `scoped-bulk`: a bulk change that reaches only the caller's own items;
 * - `stream`: the live connection (a hijacked reply: only its refusal is checked here).
 * Every route but `public` ones answers 401 to a signed-out request.
 */
export type Guard =
  | { kind: 'public'; call: (world: World) => Promise<Call> | Call; signedOut: number | 'answered' }
  | { kind: 'signed-in'; call: (world: World, as: TestUser) => Promise<Call> | Call; status?: number }
  | { kind: 'self'; call: (world: World, as: TestUser) => Promise<Call> | Call }
  | { kind: 'owner-only'; call: (world: World) => Promise<Call> | Call; ownerCall?: (world: World) => Promise<Call> | Call; refused?: number }
  | { kind: 'owned'; call: (world: World, holder: Holder) => Promise<Call> | Call; status?: number | 'reached' }
  | { kind: 'scoped-list'; call: (world: World) => Call; ids: (data: unknown) => string[]; item: (world: World, holder: Holder) => string }
  | { kind: 'scoped-bulk'; call: (world: World, holder: Holder) => Promise<Call>; changed: (data: unknown) => number }
  | { kind: 'stream' };

const get = (url: string): Call => ({ method: 'GET', url });
let tags = 0;
/** Tag names are unique and short. */
const tagName = () => `Tag ${++tags}`;
const ids = (data: unknown) => (data as Array<{ id: string }>).map((item) => item.id);

/** A new OAuth2 credential of `as`, ready to connect; answers its id. */
async function oauth2Credential({ send }: World, as: TestUser): Promise<string> {
  const data = { grantType: 'authorizationCode', authUrl: 'https://auth.example.com/authorize', accessTokenUrl: 'https://auth.example.com/token', clientId: 'c', clientSecret: 's' };
  const created = await send({ method: 'POST', url: '/credentials', payload: { name: 'Service', type: 'oAuth2Api', data } }, as);
  return (created.body.data as { id: string }).id;
}

/** Every REST route, `METHOD /path` as Fastify knows it, with its guard. */
export const MATRIX: Record<string, Guard> = {
  // Sign-in, sign-up and the password links (spec/admin.md §1): reachable signed out.
  'GET /settings': { kind: 'public', call: () => get('/settings'), signedOut: 200 },
  // Once an owner exists, a visitor without a session is told so (the route itself answers).
  'GET /login': { kind: 'public', call: () => get('/login'), signedOut: 401 },
  'POST /login': { kind: 'public', call: ({ owner }) => ({ method: 'POST', url: '/login', payload: { email: owner.email, password: owner.password } }), signedOut: 200 },
  'POST /logout': { kind: 'public', call: () => ({ method: 'POST', url: '/logout' }), signedOut: 200 },
  'GET /resolve-signup-token': { kind: 'public', call: ({ owner, member }) => get(`/resolve-signup-token?inviterId=${owner.id}&inviteeId=${member.id}`), signedOut: 'answered' },
  'POST /users/:inviteeId': {
    kind: 'public', signedOut: 'answered',
    call: ({ owner, member }) => ({ method: 'POST', url: `/users/${member.id}`, payload: { inviterId: owner.id, firstName: 'A', lastName: 'B', password: 'Secret123' } }),
  },
  'POST /forgot-password': { kind: 'public', call: () => ({ method: 'POST', url: '/forgot-password', payload: { email: 'nobody@example.com' } }), signedOut: 'answered' },
  'GET /resolve-password-token': { kind: 'public', call: ({ member }) => get(`/resolve-password-token?token=not-a-token&userId=${member.id}`), signedOut: 'answered' },
  'POST /change-password': {
    kind: 'public', signedOut: 'answered',
    call: ({ member }) => ({ method: 'POST', url: '/change-password', payload: { token: 'not-a-token', userId: member.id, password: 'Secret123' } }),
  },

  // The signed-in user's own account.
  'GET /me': { kind: 'self', call: () => get('/me') },
  'PATCH /me': { kind: 'self', call: (_world, as) => ({ method: 'PATCH', url: '/me', payload: { email: as.email, firstName: 'Max', lastName: 'Moved' } }) },
  'PATCH /me/password': { kind: 'self', call: (_world, as) => ({ method: 'PATCH', url: '/me/password', payload: { currentPassword: as.password, newPassword: 'Other456' } }) },
  'POST /me/survey': { kind: 'self', call: () => ({ method: 'POST', url: '/me/survey', payload: { version: 'v3', companySize: '<20' } }) },
  'GET /me/api-key': { kind: 'self', call: () => get('/me/api-key') },
  'POST /accounts/onboarding': { kind: 'self', call: (_world, as) => ({ method: 'POST', url: '/accounts/onboarding', payload: { email: as.email, agree: true } }) },
  // The prompt services: any signed-in user; unconfigured here, so each answers that nothing is there (404).
  'GET /prompts': { kind: 'signed-in', call: () => get('/prompts'), status: 404 },
  'POST /prompt': { kind: 'signed-in', call: (_world, as) => ({ method: 'POST', url: '/prompt', payload: { email: as.email } }), status: 404 },
  'POST /value-survey': { kind: 'signed-in', call: () => ({ method: 'POST', url: '/value-survey', payload: { value: '9' } }), status: 404 },
  'GET /prompts/onboarding': { kind: 'signed-in', call: () => get('/prompts/onboarding'), status: 404 },
  'POST /prompts/onboarding': { kind: 'signed-in', call: (_world, as) => ({ method: 'POST', url: '/prompts/onboarding', payload: { email: as.email } }), status: 404 },
  'POST /me/api-key': { kind: 'self', call: () => ({ method: 'POST', url: '/me/api-key' }) },
  'DELETE /me/api-key': { kind: 'self', call: () => ({ method: 'DELETE', url: '/me/api-key' }) },

  // Users and the instance: the owner's (spec/admin.md §6).
  // Setting up is the default user's, once: with an owner there, it is refused to everyone as done.
  'POST /owner': {
    kind: 'owner-only', refused: 400,
    call: ({ member }) => ({ method: 'POST', url: '/owner', payload: { email: member.email, firstName: 'Mia', lastName: 'Member', password: 'Secret123' } }),
  },
  'POST /owner/skip-setup': { kind: 'owner-only', refused: 400, call: () => ({ method: 'POST', url: '/owner/skip-setup' }) },
  'GET /users': { kind: 'owner-only', call: () => get('/users'), ownerCall: () => get('/users') },
  // Community packages (spec/admin.md): npm runs with the server's rights, so only the owner manages them.
  'GET /nodes': { kind: 'owner-only', call: () => get('/nodes'), ownerCall: () => get('/nodes') },
  'POST /nodes': { kind: 'owner-only', call: () => ({ method: 'POST', url: '/nodes', payload: { name: 'n8n-nodes-weft-matrix' } }) },
  'PATCH /nodes': { kind: 'owner-only', call: () => ({ method: 'PATCH', url: '/nodes', payload: { name: 'n8n-nodes-weft-matrix' } }) },
  'DELETE /nodes': { kind: 'owner-only', call: () => ({ method: 'DELETE', url: '/nodes?name=n8n-nodes-weft-matrix' }) },
  'POST /users': { kind: 'owner-only', call: () => ({ method: 'POST', url: '/users', payload: [{ email: 'new@example.com' }] }) },
  'POST /users/:id/reinvite': { kind: 'owner-only', call: ({ member }) => ({ method: 'POST', url: `/users/${member.id}/reinvite` }) },
  'DELETE /users/:id': {
    kind: 'owner-only', call: ({ owner }) => ({ method: 'DELETE', url: `/users/${owner.id}` }),
    ownerCall: async (world) => ({ method: 'DELETE', url: `/users/${(await world.newMember()).id}` }),
  },

  // Workflows: a member's own only.
  'GET /workflows': { kind: 'scoped-list', call: () => get('/workflows'), ids, item: (world, holder) => world.of[holder].workflowId },
  'GET /workflows/new': { kind: 'signed-in', call: () => get('/workflows/new') },
  'POST /workflows': { kind: 'signed-in', call: () => ({ method: 'POST', url: '/workflows', payload: { name: 'Fresh', nodes: [], connections: {} } }) },
  'GET /workflows/from-url': { kind: 'signed-in', call: ({ filesBase }) => get(`/workflows/from-url?url=${encodeURIComponent(`${filesBase}/flow.json`)}`) },
  'GET /workflows/:id': { kind: 'owned', call: (world, holder) => get(`/workflows/${world.of[holder].workflowId}`) },
  'PATCH /workflows/:id': { kind: 'owned', call: (world, holder) => ({ method: 'PATCH', url: `/workflows/${world.of[holder].workflowId}`, payload: { name: `Renamed ${holder}'s` } }) },
  'DELETE /workflows/:id': { kind: 'owned', call: async (world, holder) => ({ method: 'DELETE', url: `/workflows/${await world.save(holder)}` }) },
  'POST /workflows/run': {
    kind: 'owned',
    call: (world, holder) => ({
      method: 'POST', url: '/workflows/run',
      payload: { workflowData: { ...succeeding('Run'), id: world.of[holder].workflowId } },
    }),
  },
  'GET /workflow-history/workflow/:workflowId': { kind: 'owned', call: (world, holder) => get(`/workflow-history/workflow/${world.of[holder].workflowId}`) },
  'GET /workflow-history/workflow/:workflowId/version/:versionId': {
    kind: 'owned', call: (world, holder) => get(`/workflow-history/workflow/${world.of[holder].workflowId}/version/${world.of[holder].versionId}`),
  },
  'GET /active': { kind: 'scoped-list', call: () => get('/active'), ids: (data) => data as string[], item: (world, holder) => world.of[holder].activeWorkflowId },
  'GET /active/error/:id': { kind: 'owned', call: (world, holder) => get(`/active/error/${world.of[holder].activeWorkflowId}`) },
  'DELETE /test-webhook/:id': { kind: 'owned', call: (world, holder) => ({ method: 'DELETE', url: `/test-webhook/${world.of[holder].workflowId}` }) },

  // Executions: those of a member's own workflows only.
  'GET /executions': {
    kind: 'scoped-list', call: () => get('/executions?limit=100'),
    ids: (data) => ids((data as { results: unknown }).results), item: (world, holder) => world.of[holder].executionId,
  },
  'POST /executions/delete': {
    kind: 'scoped-bulk', changed: (data) => (data as { deleted: number }).deleted,
    call: async (world, holder) => {
      const workflowId = world.of[holder].workflowId;
      const executionId = await world.run(holder, workflowId, succeeding('Again'));
      return { method: 'POST', url: '/executions/delete', payload: { ids: [executionId] } };
    },
  },
  'GET /executions/:id': { kind: 'owned', call: (world, holder) => get(`/executions/${world.of[holder].executionId}`) },
  'POST /executions/:id/retry': { kind: 'owned', call: (world, holder) => ({ method: 'POST', url: `/executions/${world.of[holder].failedExecutionId}/retry`, payload: {} }) },
  'GET /executions-current': {
    kind: 'scoped-list', call: () => get('/executions-current'), ids,
    item: (world, holder) => world.of[holder].waitingExecutionId,
  },
  'POST /executions-current/:id/stop': { kind: 'owned', call: async (world, holder) => ({ method: 'POST', url: `/executions-current/${await world.waitingExecution(holder)}/stop` }) },
  'GET /data/:id': { kind: 'owned', call: (world, holder) => get(`/data/${encodeURIComponent(world.of[holder].binaryDataId)}`) },

  // Tags: everyone's, but only the owner deletes them (spec/admin.md §6, canUserDeleteTags).
  'GET /tags': { kind: 'signed-in', call: () => get('/tags?withUsageCount=true') },
  'POST /tags': { kind: 'signed-in', call: () => ({ method: 'POST', url: '/tags', payload: { name: tagName() } }) },
  'PATCH /tags/:id': {
    kind: 'signed-in',
    call: async ({ send, owner }) => {
      const created = await send({ method: 'POST', url: '/tags', payload: { name: tagName() } }, owner);
      return { method: 'PATCH', url: `/tags/${(created.body.data as { id: string }).id}`, payload: { name: tagName() } };
    },
  },
  'DELETE /tags/:id': {
    kind: 'owner-only',
    call: async ({ send, owner }) => {
      const created = await send({ method: 'POST', url: '/tags', payload: { name: tagName() } }, owner);
      return { method: 'DELETE', url: `/tags/${(created.body.data as { id: string }).id}` };
    },
    ownerCall: async ({ send, owner }) => {
      const created = await send({ method: 'POST', url: '/tags', payload: { name: tagName() } }, owner);
      return { method: 'DELETE', url: `/tags/${(created.body.data as { id: string }).id}` };
    },
  },

  // Credentials: a member's own only; the owner sees everyone's (spec/admin.md §6).
  'GET /credential-types': { kind: 'signed-in', call: () => get('/credential-types') },
  'GET /credentials/new': { kind: 'signed-in', call: () => get('/credentials/new?name=Key') },
  'GET /credentials': { kind: 'scoped-list', call: () => get('/credentials'), ids, item: (world, holder) => world.of[holder].credentialId },
  'GET /credentials/:id': { kind: 'owned', call: (world, holder) => get(`/credentials/${world.of[holder].credentialId}?includeData=true`) },
  'POST /credentials': { kind: 'signed-in', call: () => ({ method: 'POST', url: '/credentials', payload: { name: 'Key', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'k' } } }) },
  'PATCH /credentials/:id': {
    kind: 'owned',
    call: (world, holder) => ({ method: 'PATCH', url: `/credentials/${world.of[holder].credentialId}`, payload: { name: `${holder}'s key`, type: 'httpHeaderAuth' } }),
  },
  'DELETE /credentials/:id': {
    kind: 'owned',
    call: async ({ send, user }, holder) => {
      const created = await send({ method: 'POST', url: '/credentials', payload: { name: 'Doomed', type: 'httpHeaderAuth' } }, user(holder));
      return { method: 'DELETE', url: `/credentials/${(created.body.data as { id: string }).id}` };
    },
  },
  'POST /credentials/test': { kind: 'signed-in', call: () => ({ method: 'POST', url: '/credentials/test', payload: { credentials: { name: 'Key', type: 'httpHeaderAuth', data: {} } } }) },
  'GET /credential-translation': { kind: 'signed-in', call: () => get('/credential-translation?credentialType=httpHeaderAuth') },
  // No built-in type has an icon file (theirs are font icons): the answer is a 404 for everyone signed in.
  'GET /credential-icon/:name': { kind: 'signed-in', call: () => get('/credential-icon/httpHeaderAuth'), status: 404 },
  // Connecting OAuth credentials: each user their own (others' are refused in oauth2-credential.api.test.ts).
  'GET /oauth2-credential/auth': { kind: 'signed-in', call: async (world, as) => get(`/oauth2-credential/auth?id=${await oauth2Credential(world, as)}`) },
  // Reached for each, refused as not OAuth1 (the dance itself needs a service: oauth1-credential.api.test.ts).
  'GET /oauth1-credential/auth': { kind: 'signed-in', call: async (world, as) => get(`/oauth1-credential/auth?id=${await oauth2Credential(world, as)}`), status: 400 },
  // Where services send the popup back: public, the signed state says whose credential it is.
  'GET /oauth2-credential/callback': { kind: 'public', call: () => get('/oauth2-credential/callback?code=abc'), signedOut: 400 },
  'GET /oauth1-credential/callback': { kind: 'public', call: () => get('/oauth1-credential/callback?oauth_token=t&oauth_verifier=v'), signedOut: 400 },

  // What the editor loads for everyone signed in.
  'GET /node-types': { kind: 'signed-in', call: () => get('/node-types?onlyLatest=true') },
  'GET /node-docs': { kind: 'signed-in', call: () => get('/node-docs') },
  'GET /node-icon/:nodeType': { kind: 'signed-in', call: () => get('/node-icon/n8n-nodes-base.webhook') },
  'GET /node-parameter-options': {
    kind: 'signed-in',
    call: () => get(`/node-parameter-options?${new URLSearchParams({
      nodeTypeAndVersion: JSON.stringify({ name: 'weftTest.colors', version: 1 }), path: 'parameters.color',
      methodName: 'colors', currentNodeParameters: '{}',
    }).toString()}`),
  },
  'GET /node-parameter-options/resource-mapper-fields': {
    kind: 'signed-in',
    call: () => get(`/node-parameter-options/resource-mapper-fields?${new URLSearchParams({
      nodeTypeAndVersion: JSON.stringify({ name: 'weftTest.colors', version: 1 }), path: 'parameters.columns',
      methodName: 'columns', currentNodeParameters: '{}',
    }).toString()}`),
  },
  'GET /node-parameter-options/resource-locator-results': {
    kind: 'signed-in',
    call: () => get(`/node-parameter-options/resource-locator-results?${new URLSearchParams({
      nodeTypeAndVersion: JSON.stringify({ name: 'weftTest.colors', version: 1 }), path: 'parameters.shade',
      methodName: 'shades', currentNodeParameters: '{}',
    }).toString()}`),
  },
  'GET /options/timezones': { kind: 'signed-in', call: () => get('/options/timezones') },
  'GET /push': { kind: 'stream' },
};
