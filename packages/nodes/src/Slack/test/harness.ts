import type { IDataObject, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { IRun } from '@weft/engine';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { ALL_SCOPES, startSlackStandIn } from '../../test-support/slack-stand-in/index.js';
import type { SlackStandIn, Workspace } from '../../test-support/slack-stand-in/index.js';

export const GOOD_TOKEN = 'xoxb-standin-good-0001';
export const LIMITED_TOKEN = 'xoxb-standin-limited-0002';
export const USER_TOKEN = 'xoxp-standin-user-0003';
export const BOT = 'U0BOT0001';

/** The workspace every Slack test starts from: three people, the bot, a public channel, one the bot is not in, a private one. */
export function seedWorkspace(workspace: Workspace): void {
  workspace.addUser(BOT, 'weftbot', 'Weft Bot', { is_bot: true });
  workspace.addUser('U0ALICE01', 'alice', 'Alice Archer');
  workspace.addUser('U0BOB0001', 'bob', 'Bob Baker', { presence: 'away' });
  workspace.addUser('U0CAROL01', 'carol', 'Carol Cooper');
  workspace.addChannel('C0GENERAL', 'general', [BOT, 'U0ALICE01', 'U0BOB0001']);
  workspace.addChannel('C0RANDOM1', 'random', ['U0ALICE01']);
  workspace.addChannel('G0SECRET1', 'secret-plans', [BOT, 'U0ALICE01'], true);
}

/**
 * A fresh Slack stand-in per test (state does not leak between tests), with https://slack.com and
 * https://files.slack.com pointed at it. Answers a getter for the current one.
 */
export function useSlackStandIn(seed: (workspace: Workspace) => void = seedWorkspace): () => SlackStandIn {
  let current: SlackStandIn | undefined;
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.WEFT_TEST_SERVICE_HOSTS;
  });
  beforeEach(async () => {
    await current?.close();
    current = await startSlackStandIn({
      [GOOD_TOKEN]: { user: BOT, scopes: ALL_SCOPES, type: 'bot' },
      [LIMITED_TOKEN]: { user: BOT, scopes: ['chat:write'], type: 'bot' },
      [USER_TOKEN]: { user: 'U0ALICE01', scopes: ALL_SCOPES, type: 'user' },
    }, seed);
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://slack.com': current.origin, 'https://files.slack.com': current.origin });
  });
  afterAll(async () => {
    await current?.close();
    if (previous === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
    else process.env.WEFT_TEST_SERVICE_HOSTS = previous;
  });
  return () => {
    if (!current) throw new Error('The Slack stand-in starts before each test');
    return current;
  };
}

export interface SlackRun { items: IDataObject[]; output: INodeExecutionData[]; error?: IRun['data']['resultData']['error']; run: IRun }

/** Runs one Slack node (after a manual trigger pinned to `input`) with a token credential, or OAuth2 with `oAuth2Token` as its token data. */
export async function runSlack(
  version: number, parameters: IDataObject, options: { token?: string; input?: INodeExecutionData[]; oAuth2Token?: IDataObject; continueOnFail?: boolean } = {},
): Promise<SlackRun> {
  const oauth = options.oAuth2Token !== undefined;
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      token: { type: 'slackApi', name: 'Slack', data: { accessToken: options.token ?? GOOD_TOKEN } },
      oauth: { type: 'slackOAuth2Api', name: 'Slack OAuth', data: { oauthTokenData: options.oAuth2Token ?? {}, clientId: 'id', clientSecret: 'secret' } },
    }),
  });
  const workflow: IWorkflowBase = {
    id: 'wf-slack', name: 'Slack', active: false,
    nodes: [
      { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 's', name: 'Slack', type: 'n8n-nodes-base.slack', typeVersion: version, position: [200, 0],
        parameters: { ...(oauth ? { authentication: 'oAuth2' } : {}), ...parameters } as never,
        ...(options.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
        credentials: oauth ? { slackOAuth2Api: { id: 'oauth', name: 'Slack OAuth' } } : { slackApi: { id: 'token', name: 'Slack' } },
      },
    ],
    connections: { Trigger: { main: [[{ node: 'Slack', type: 'main', index: 0 }]] } },
    pinData: { Trigger: options.input ?? [{ json: {} }] },
    settings: { executionOrder: 'v1' },
  };
  const run = await runner.run({ workflow, mode: 'manual', executionId: 'slack', webhookBaseUrl: 'http://localhost:5678/' });
  const output = run.data.resultData.runData.Slack?.[0]?.data?.main?.[0] ?? [];
  return { items: output.map((item) => item.json), output, error: run.data.resultData.error, run };
}

/** A resource locator value as the editor saves it. */
export const rl = (value: string, mode = 'id') => ({ __rl: true, mode, value });
