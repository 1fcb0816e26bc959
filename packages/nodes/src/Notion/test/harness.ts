import type { IDataObject, INode, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { startNotionStandIn } from '../../test-support/notion/notion-stand-in.js';
import type { NotionDatabase, NotionPage, NotionStandIn } from '../../test-support/notion/notion-stand-in.js';

/* The Notion tests: a stand-in reached through WEFT_TEST_SERVICE_HOSTS, a runner with the integration's secret. */

export const SECRET = 'secret_integration_0001';

export interface Harness { standIn: NotionStandIn; runner: WorkflowRunner; credentials: MemoryCredentialsHelper }
export interface Seeded { tasks: NotionDatabase; home: NotionPage; report: NotionPage; plan: NotionPage; review: NotionPage }

export async function startHarness(): Promise<Harness> {
  const standIn = await startNotionStandIn({ tokens: [SECRET] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.notion.com': standIn.origin });
  const credentials = new MemoryCredentialsHelper({
    'cred-ok': { type: 'notionApi', name: 'Notion', data: { apiKey: SECRET } },
    'cred-bad': { type: 'notionApi', name: 'Notion old', data: { apiKey: 'secret_revoked' } },
  });
  const runner = new WorkflowRunner(builtinNodeTypes, { logger: createConsoleLogger('silent'), credentialTypes: builtinCredentialTypes, credentialsHelper: credentials, timezone: 'UTC' });
  return { standIn, runner, credentials };
}

export async function stopHarness(harness: Harness): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await harness.standIn.close();
}

const text = (content: string) => [{ text: { content } }];

/** A Tasks database with three pages, created a minute apart. */
export function seed(standIn: NotionStandIn): Seeded {
  standIn.reset();
  const tasks = standIn.addDatabase('Tasks', {
    Name: 'title', Status: ['select', ['Todo', 'Done']], Tags: ['multi_select', ['urgent', 'home']], Hours: 'number', Done: 'checkbox',
    Due: 'date', Link: 'url', Owner: 'people', Notes: 'rich_text', Attachments: 'files', Created: 'created_time',
  });
  standIn.addDatabase('Reading List', { Title: 'title' });
  const home = [...standIn.pages.values()][0] as NotionPage;
  const report = standIn.addPage(tasks.id, { Name: { title: text('Write report') }, Status: { select: { name: 'Todo' } }, Hours: { number: 3 }, Tags: { multi_select: [{ name: 'urgent' }] } });
  standIn.now.time += 60_000;
  const plan = standIn.addPage(tasks.id, { Name: { title: text('Plan sprint') }, Status: { select: { name: 'Todo' } }, Hours: { number: 2 } });
  standIn.now.time += 60_000;
  const review = standIn.addPage(tasks.id, { Name: { title: text('Review budget') }, Status: { select: { name: 'Done' } }, Hours: { number: 1 }, Done: { checkbox: true } });
  standIn.requests.length = 0;
  return { tasks, home, report, plan, review };
}

export const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });
export const bare = (id: string) => id.replace(/-/g, '');

export interface NodeSpec { typeVersion: number; parameters: IDataObject; credential?: string; input?: INodeExecutionData[]; continueOnFail?: boolean }

export function notionWorkflow(spec: NodeSpec): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'n', name: 'Notion', type: 'n8n-nodes-base.notion', typeVersion: spec.typeVersion, position: [200, 0],
      parameters: spec.parameters as never, credentials: { notionApi: { id: spec.credential ?? 'cred-ok', name: 'Notion' } },
      ...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
    },
  ];
  return {
    id: 'w', name: 'Notion', active: false, nodes, settings: { timezone: 'Europe/Berlin' },
    connections: { Trigger: { main: [[{ node: 'Notion', type: 'main', index: 0 }]] } },
    pinData: { Trigger: spec.input ?? [{ json: {} }] },
  };
}

export async function runNotion(harness: Harness, spec: NodeSpec) {
  const result = await harness.runner.run({ workflow: notionWorkflow(spec), mode: 'manual', executionId: 'notion' });
  const items = result.data.resultData.runData.Notion?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((item) => item.json), error: result.data.resultData.error };
}

export function editorContext(harness: Harness, typeVersion: number, parameters: IDataObject, path?: string): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.notion', typeVersion);
  if (!nodeType) throw new Error('no Notion node');
  return new LoadOptionsContext({
    node: { id: 'n', name: 'Notion', type: 'n8n-nodes-base.notion', typeVersion, position: [0, 0], parameters: parameters as never, credentials: { notionApi: { id: 'cred-ok', name: 'Notion' } } },
    nodeType, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: harness.credentials }, logger: createConsoleLogger('silent'), timezone: 'UTC',
    ...(path ? { path } : {}),
  });
}
