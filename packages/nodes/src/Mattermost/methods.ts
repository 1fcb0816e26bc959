import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { mattermostRequest, mattermostRequestAll } from './transport.js';

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);

/** Public and private channels (direct and group messages are not channels one picks), archived ones left out. */
function channelOptions(channels: IDataObject[]): INodePropertyOptions[] {
  return channels.filter((channel) => (channel.type === 'O' || channel.type === 'P') && !channel.delete_at)
    .map((channel) => ({ name: String(channel.display_name || channel.name), value: String(channel.id), description: `${channel.type === 'P' ? 'Private' : 'Public'} channel` }))
    .sort(byName);
}

export const loadOptions = {
  /** The teams the token's user belongs to. */
  async getTeams(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const teams = await mattermostRequest(this, 'GET', 'users/me/teams') as IDataObject[];
    return teams.filter((team) => !team.delete_at).map((team) => ({ name: String(team.display_name), value: String(team.id) })).sort(byName);
  },
  /** Every channel of the server (the list system admins see). */
  async getChannels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return channelOptions(await mattermostRequestAll(this, 'channels'));
  },
  /** The channels of the chosen team the token's user is in. */
  async getChannelsInTeam(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const teamId = String(this.getCurrentNodeParameter('teamId') ?? '');
    if (teamId === '') return [];
    return channelOptions(await mattermostRequest(this, 'GET', `users/me/teams/${encodeURIComponent(teamId)}/channels`) as IDataObject[]);
  },
  /** Active users by username. */
  async getUsers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const users = await mattermostRequestAll(this, 'users');
    return users.filter((user) => !user.delete_at).map((user) => ({ name: String(user.username), value: String(user.id) })).sort(byName);
  },
};
