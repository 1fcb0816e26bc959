import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Audit, AuditReport, WorkflowCreateBody } from '@weft/contracts';
import { nowIso } from '../db/codec.js';
import { publicApiClient } from '../test/public-api-client.js';
import { useTestServer, type TestServer } from '../test/test-server.js';
import { insertMember, MEMBER_PASSWORD, setUpOwner } from '../test/users-fixture.js';
import { activate, chain, codeNode, manualTrigger, setNode, webhookNode } from '../test/webhook-fixtures.js';
import { save } from '../test/execution-fixtures.js';

type Node = NonNullable<WorkflowCreateBody['nodes']>[number];
type Reports = Exclude<Audit, []>;
type Failure = { message: string };

/** A test server whose settings weaken nothing (community packages are on by default), and its owner's key. */
function useAuditedServer(env: Record<string, string> = {}) {
  const server = useTestServer({ env: { WEFT_COMMUNITY_PACKAGES_ENABLED: 'false', ...env } });
  let key = '';
  const api = publicApiClient(server, () => key);
  beforeEach(async () => {
    await setUpOwner(server);
    key = await api.createKey();
  });
  const audit = async (body?: unknown) => {
    const answer = await api.call<Audit>('POST', '/audit', body === undefined ? {} : { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  return { server, api, audit };
}

async function createCredential(server: TestServer, name: string, value = 'right-key'): Promise<string> {
  const answer = await server.rest<{ data: { id: string } }>('POST', '/credentials', {
    name, type: 'httpHeaderAuth', data: { name: 'X-Api-Key', value },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id;
}

const sectionTitles = (report: AuditReport | undefined) => report?.sections.map((section) => section.title);
const locationsOf = (report: AuditReport | undefined, title: string) =>
  report?.sections.find((section) => section.title === title)?.location;

describe('public API: security audit of a seeded instance', () => {
  const { server, audit } = useAuditedServer();

  it('reports credentials no workflow uses, no active workflow uses and no recent execution used', async () => {
    const spare = await createCredential(server, 'Spare key');
    const draft = await createCredential(server, 'Draft key');
    const live = await createCredential(server, 'Live key');
    const guarded = (name: string, path: string, credentialId: string, credentialName: string): WorkflowCreateBody => chain(name, [
      webhookNode({ path, authentication: 'headerAuth' }, { credentials: { httpHeaderAuth: { id: credentialId, name: credentialName } } }),
      setNode('Edit Fields', 'ok', 'yes'),
    ]);
    await save(server, guarded('Draft', 'draft', draft, 'Draft key'));
    await activate(server, guarded('Orders', 'orders', live, 'Live key'));
    const call = await server.inject({ method: 'POST', url: `${server.config.basePath}webhook/orders`, headers: { 'x-api-key': 'right-key' }, payload: {} });
    expect(call.statusCode, call.body).toBe(200);

    const report = (await audit({ additionalOptions: { categories: ['credentials'], daysAbandonedWorkflow: 30 } })) as Reports;
    expect(Object.keys(report)).toEqual(['Credentials Risk Report']);
    const credentials = report['Credentials Risk Report'];
    expect(credentials?.risk).toBe('credentials');
    expect(locationsOf(credentials, 'Credentials not used in any workflow')).toEqual([{ kind: 'credential', id: spare, name: 'Spare key' }]);
    expect(locationsOf(credentials, 'Credentials not used in any active workflow')).toEqual([
      { kind: 'credential', id: spare, name: 'Spare key' }, { kind: 'credential', id: draft, name: 'Draft key' },
    ]);
    const notRecent = credentials?.sections.find((section) => section.title === 'Credentials not used in recently executed workflows');
    expect(notRecent?.location.map((location) => location.kind === 'credential' && location.name)).toEqual(['Spare key', 'Draft key']);
    expect(notRecent?.description).toMatch(/last 30 days/);
  });

  it('reports a Code node, and a webhook without authentication in an active workflow', async () => {
    const openHook = webhookNode({ path: 'open' });
    const code = codeNode('Shape order', 'return $input.all();');
    const workflowId = await activate(server, chain('Open orders', [openHook, setNode('Edit Fields', 'ok', 'yes'), code]));
    // The same webhook checked by an If node right after it, and one in an inactive workflow, are not reported.
    await activate(server, chain('Checked', [webhookNode({ path: 'checked' }), {
      id: randomUUID(), name: 'If', type: 'n8n-nodes-base.if', typeVersion: 2, position: [220, 0], parameters: {},
    }]));
    await save(server, chain('Inactive', [webhookNode({ path: 'inactive' })]));

    const report = (await audit()) as Reports;
    expect(Object.keys(report)).toEqual(['Nodes Risk Report', 'Instance Risk Report']);
    expect(locationsOf(report['Nodes Risk Report'], 'Official risky nodes')).toEqual([{
      kind: 'node', workflowId, workflowName: 'Open orders', nodeId: code.id, nodeName: 'Shape order', nodeType: 'n8n-nodes-base.code',
    }]);
    expect(sectionTitles(report['Instance Risk Report'])).toEqual(['Unprotected webhooks in instance']);
    expect(locationsOf(report['Instance Risk Report'], 'Unprotected webhooks in instance')).toEqual([{
      kind: 'node', workflowId, workflowName: 'Open orders', nodeId: openHook.id, nodeName: 'Webhook', nodeType: 'n8n-nodes-base.webhook',
    }]);
  });

  it('reports SQL built from expressions in an imported SQL node (not in Postgres, which binds them), and nodes that use the disk', async () => {
    const postgres: Node = {
      id: randomUUID(), name: 'Find order', type: 'n8n-nodes-base.timescaleDb', typeVersion: 1, position: [220, 0],
      parameters: { operation: 'executeQuery', query: "=SELECT * FROM orders WHERE id = '{{ $json.id }}'" },
    };
    const bound: Node = {
      id: randomUUID(), name: 'Find customer', type: 'n8n-nodes-base.postgres', typeVersion: 2.5, position: [330, 0],
      parameters: { operation: 'executeQuery', query: "=SELECT * FROM customers WHERE id = '{{ $json.id }}'" },
    };
    const files: Node = {
      id: randomUUID(), name: 'Write invoice', type: 'n8n-nodes-base.readWriteFile', typeVersion: 1, position: [440, 0],
      parameters: { operation: 'write', fileName: 'invoice.pdf' },
    };
    const workflowId = await save(server, chain('Invoices', [manualTrigger(), postgres, bound, files]));

    const report = (await audit({ additionalOptions: { categories: ['database', 'filesystem'] } })) as Reports;
    const at = (node: Node) => ({ kind: 'node', workflowId, workflowName: 'Invoices', nodeId: node.id, nodeName: node.name, nodeType: node.type });
    expect(report['Database Risk Report']?.sections).toEqual([
      expect.objectContaining({ title: 'Expressions in "Execute Query" fields in SQL nodes', location: [at(postgres)] }),
      expect.objectContaining({ title: 'Unused "Query Parameters" fields in SQL nodes', location: [at(postgres)] }),
    ]);
    expect(report['Filesystem Risk Report']?.sections).toEqual([
      expect.objectContaining({ title: 'Nodes that interact with the filesystem', location: [at(files)] }),
    ]);
  });

  it('reports the node types of installed community packages', async () => {
    const now = nowIso();
    await server.db.kysely.insertInto('installed_packages').values({
      package_name: 'n8n-nodes-greeting', installed_version: '1.0.0', author_name: null, author_email: null, created_at: now, updated_at: now,
    }).execute();
    await server.db.kysely.insertInto('installed_nodes').values({
      type: 'n8n-nodes-greeting.greeting', name: 'Greeting', latest_version: 1, package_name: 'n8n-nodes-greeting',
    }).execute();
    const report = (await audit({ additionalOptions: { categories: ['nodes'] } })) as Reports;
    expect(locationsOf(report['Nodes Risk Report'], 'Community nodes')).toEqual([{
      kind: 'community', nodeType: 'n8n-nodes-greeting.greeting', packageUrl: 'https://www.npmjs.com/package/n8n-nodes-greeting',
    }]);
  });

  it('answers an empty array when nothing is found', async () => {
    await save(server, chain('Harmless', [manualTrigger(), setNode('Edit Fields', 'ok', 'yes')]));
    expect(await audit()).toEqual([]);
    expect(await audit({ additionalOptions: { categories: [] } })).toEqual([]);
  });

  it('refuses an unknown category or a bad number of days with 400', async () => {
    const category = await publicApiClient(server).call<Failure>('POST', '/audit', {
      key: await publicApiClient(server).createKey(), body: { additionalOptions: { categories: ['nodes', 'secrets'] } },
    });
    expect(category.status).toBe(400);
    expect(category.body.message).toMatch(/additionalOptions\.categories\.1/);
    const days = await publicApiClient(server).call<Failure>('POST', '/audit', {
      key: await publicApiClient(server).createKey(), body: { additionalOptions: { daysAbandonedWorkflow: 'ninety' } },
    });
    expect(days.status).toBe(400);
    expect(days.body.message).toMatch(/additionalOptions\.daysAbandonedWorkflow/);
  });

  it("refuses a member's key with 403 and a call without a key with 401", async () => {
    await insertMember(server, 'mia@example.com');
    const api = publicApiClient(server);
    const memberKey = await api.createKey(await server.signIn('mia@example.com', MEMBER_PASSWORD));
    expect(await api.call('POST', '/audit', { key: memberKey, body: {} })).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(await api.call('POST', '/audit', { key: null, body: {} })).toMatchObject({ status: 401 });
  });
});

describe('public API: security audit of an instance with weakened settings', () => {
  const { audit } = useAuditedServer({
    WEFT_BLOCK_ENV_ACCESS_IN_NODE: 'false', NODE_FUNCTION_ALLOW_BUILTIN: 'crypto,child_process', WEFT_COMMUNITY_PACKAGES_ENABLED: 'true',
  });

  it('lists each setting that weakens the instance in the instance report', async () => {
    const report = (await audit({ additionalOptions: { categories: ['instance'] } })) as Reports;
    const settings = locationsOf(report['Instance Risk Report'], 'Security settings');
    expect(settings?.map((location) => location.kind === 'setting' && [location.setting, location.value])).toEqual([
      ['WEFT_BLOCK_ENV_ACCESS_IN_NODE', 'false'],
      ['NODE_FUNCTION_ALLOW_BUILTIN', 'crypto,child_process'],
      ['WEFT_COMMUNITY_PACKAGES_ENABLED', 'true'],
    ]);
  });
});
