import { describe, expect, it } from 'vitest';
import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { LoadOptionsContext, MemoryCredentialsHelper, createConsoleLogger } from '@weft/engine';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { Mattermost } from '../Mattermost.node.js';
import { SERVER, TOKEN, useMattermost } from './harness.js';

const { server, seeded } = useMattermost();
const node = new Mattermost();

/** The editor's call of a load-options method, with the node's current parameters. */
function load(method: keyof typeof node.methods.loadOptions, parameters: IDataObject = {}): Promise<INodePropertyOptions[]> {
  const context = new LoadOptionsContext({
    node: { id: 'm', name: 'Mattermost', type: 'n8n-nodes-base.mattermost', typeVersion: 1, position: [0, 0], parameters: parameters as never, credentials: { mattermostApi: { id: 'c', name: 'Mattermost' } } },
    nodeType: node,
    services: { credentialTypes: builtinCredentialTypes, credentialsHelper: new MemoryCredentialsHelper({ c: { type: 'mattermostApi', name: 'Mattermost', data: { accessToken: TOKEN, baseUrl: SERVER } } }) },
    logger: createConsoleLogger('silent'),
    timezone: 'UTC',
  });
  return node.methods.loadOptions[method].call(context as unknown as ILoadOptionsFunctions);
}

describe('Mattermost 1: editor lists', () => {
  it('teams of the token\'s user; the server\'s channels (archived, direct ones left out); a team\'s channels; active users', async () => {
    expect(await load('getTeams')).toEqual([{ name: 'Weft', value: seeded().team.id }]);
    server().state.channels.push({ id: 'dm0000000000000000000000dm', type: 'D', display_name: '', name: 'a__b', delete_at: 0, team_id: '' });
    const archived = server().state.addChannel(seeded().team, 'old-stuff', 'O', []);
    archived.delete_at = 1;
    expect(await load('getChannels')).toEqual([
      { name: 'ops', value: seeded().ops.id, description: 'Private channel' },
      { name: 'town square', value: seeded().townSquare.id, description: 'Public channel' },
    ]);
    expect(server().requests.at(-1)).toMatchObject({ path: '/channels', query: { page: '0', per_page: '200' } });
    expect((await load('getChannelsInTeam', { teamId: seeded().team.id })).map((option) => option.value)).toEqual([seeded().ops.id, seeded().townSquare.id]);
    expect(await load('getChannelsInTeam', {})).toEqual([]);
    server().state.user(String(seeded().grace.id))!.delete_at = 5;
    expect((await load('getUsers')).map((option) => option.name)).toEqual(['ada', 'weftbot']);
  });
});
