import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { nodeRunner, useServiceHosts } from '../../test-support/messaging/node-run.js';
import { startMattermostStandIn } from '../../test-support/mattermost-stand-in/index.js';
import type { MattermostStandIn } from '../../test-support/mattermost-stand-in/index.js';
import type { Entity } from '../../test-support/mattermost-stand-in/state.js';

export const SERVER = 'https://chat.weft.example';
export const TOKEN = 'mm-token-bot';

/** The server every test starts from: a team, the bot and two people, a public and a private channel, one post. */
export interface Seeded { team: Entity; bot: Entity; ada: Entity; grace: Entity; townSquare: Entity; ops: Entity; post: Entity }

export function useMattermost(): { server: () => MattermostStandIn; seeded: () => Seeded } {
  let current: MattermostStandIn;
  let seeded: Seeded;
  beforeAll(async () => {
    current = await startMattermostStandIn({ [TOKEN]: 'weftbot' }, () => undefined);
  });
  afterAll(() => current.close());
  useServiceHosts(() => ({ [SERVER]: current.origin }));
  beforeEach(() => {
    const { state } = current;
    Object.assign(state, { teams: [], users: [], channels: [], posts: [], reactions: [], invited: [] });
    state.members.clear();
    state.teamMembers.clear();
    const team = state.addTeam('weft', 'Weft');
    const bot = state.addUser('weftbot', { roles: 'system_admin system_user', is_bot: true });
    const ada = state.addUser('ada', { first_name: 'Ada', last_name: 'Lovelace', create_at: 1000, last_activity_at: 3000 });
    const grace = state.addUser('grace', { first_name: 'Grace', create_at: 2000, last_activity_at: 1000, status: 'away' });
    const townSquare = state.addChannel(team, 'town-square', 'O', [bot.id as string, ada.id as string, grace.id as string]);
    const ops = state.addChannel(team, 'ops', 'P', [bot.id as string, ada.id as string]);
    const post = state.addPost(String(ada.id), { channel_id: townSquare.id, message: 'Deploy at 5?' });
    seeded = { team, bot, ada, grace, townSquare, ops, post };
    current.requests.length = 0;
  });
  return { server: () => current, seeded: () => seeded };
}

const run = nodeRunner({
  good: { type: 'mattermostApi', data: { accessToken: TOKEN, baseUrl: `${SERVER}/`, allowUnauthorizedCerts: false } },
  wrong: { type: 'mattermostApi', data: { accessToken: 'expired', baseUrl: SERVER, allowUnauthorizedCerts: false } },
});

export const mattermost = (parameters: IDataObject, options: { credential?: string; continueOnFail?: boolean; input?: INodeExecutionData[] } = {}) =>
  run({ type: 'n8n-nodes-base.mattermost', typeVersion: 1, parameters, credentials: { mattermostApi: options.credential ?? 'good' }, ...options });
