import { expect } from 'vitest';
import type { PublicCredential, PublicTag, PublicWorkflow } from '@weft/contracts';
import { failing, runToEnd } from './execution-fixtures.js';
import { publicApiClient, type PublicApiClient } from './public-api-client.js';
import type { TestServer } from './test-server.js';
import { insertMember, MEMBER_PASSWORD, setUpOwner } from './users-fixture.js';
import { chain, webhookNode } from './webhook-fixtures.js';

export type Role = 'owner' | 'member';

export interface KeyHolder {
  id: string;
  key: string;
  /** Their session, for what only the editor's REST API does (running a workflow). */
  cookie: string;
}

/**
 * The owner and a member, each with an API key, and fresh items made through the public API with a
 * given user's key: what the role tests call routes on.
 */
export interface PublicApiWorld {
  api: PublicApiClient;
  users: Record<Role, KeyHolder>;
  /** A name no earlier call of this world gave (tags and workflows are named uniquely). */
  uniqueName(prefix: string): string;
  /** A workflow of `whose`, with a webhook of its own, so it can be activated. */
  workflow(whose: Role): Promise<PublicWorkflow>;
  tag(whose: Role): Promise<PublicTag>;
  credential(whose: Role): Promise<PublicCredential>;
  /** A failed execution of a workflow of `whose`, run from the editor: answers its id. */
  failedExecution(whose: Role): Promise<string>;
  /** Another member (signed up, no key): a user the owner may manage. Answers its id. */
  otherMember(): Promise<string>;
}

export async function createPublicApiWorld(server: TestServer): Promise<PublicApiWorld> {
  const api = publicApiClient(server);
  const owner = await setUpOwner(server);
  const ownerKey = await api.createKey();
  const memberEmail = 'mia@example.com';
  const member = await insertMember(server, memberEmail);
  const memberCookie = await server.signIn(memberEmail, MEMBER_PASSWORD);
  const memberKey = await api.createKey(memberCookie);
  const users: Record<Role, KeyHolder> = {
    owner: { id: owner.id, key: ownerKey, cookie: owner.cookie },
    member: { id: member, key: memberKey, cookie: memberCookie },
  };
  let made = 0;
  const uniqueName = (prefix: string) => `${prefix} ${++made}`;

  async function created<T>(whose: Role, path: string, body: unknown, status: number): Promise<T> {
    const answer = await api.call<T>('POST', path, { key: users[whose].key, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  }

  return {
    api,
    users,
    uniqueName,
    workflow: (whose) => {
      const name = uniqueName(`${whose}'s workflow`);
      return created<PublicWorkflow>(whose, '/workflows', chain(name, [webhookNode({ path: `hook-${made}` })]), 200);
    },
    tag: (whose) => created<PublicTag>(whose, '/tags', { name: uniqueName('tag') }, 201),
    credential: (whose) => created<PublicCredential>(whose, '/credentials', {
      name: uniqueName('credential'), type: 'httpHeaderAuth', data: { name: 'X-API-Key', value: 'secret' },
    }, 200),
    async failedExecution(whose) {
      const as = { as: users[whose].cookie };
      const workflow = failing(uniqueName(`${whose}'s broken workflow`));
      const saved = await server.rest<{ data: { id: string } }>('POST', '/workflows', workflow, as);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const run = await runToEnd<{ data: { executionId: string } }>(server, { workflowData: { ...workflow, id: saved.body.data.id } }, as);
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      return run.body.data.executionId;
    },
    otherMember: () => insertMember(server, `member-${++made}@example.com`),
  };
}

/** A key that worked once: its user deleted it in Settings → API. */
export async function deletedKey(server: TestServer, api: PublicApiClient): Promise<string> {
  const email = 'dora@example.com';
  await insertMember(server, email);
  const cookie = await server.signIn(email, MEMBER_PASSWORD);
  const key = await api.createKey(cookie);
  const deleted = await server.rest('DELETE', '/me/api-key', undefined, { as: cookie });
  expect(deleted.status).toBe(200);
  return key;
}
