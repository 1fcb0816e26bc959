import { describe, expect, it } from 'vitest';
import { loadOptionsContext } from '../../test-support/load-options.js';
import { Slack } from '../Slack.node.js';
import { SlackV2 } from '../v2/SlackV2.node.js';
import { GOOD_TOKEN, useSlackStandIn } from './harness.js';

const slack = useSlackStandIn();
const node = new SlackV2();
const context = () => loadOptionsContext(node, 'slackApi', { accessToken: GOOD_TOKEN });

describe('Slack lists for the editor', () => {
  it('searches channels the app can see by name, with links, a page at a time', async () => {
    const found = await node.methods.listSearch.getChannels.call(context(), 'secret');
    expect(found).toEqual({ results: [{ name: '#secret-plans', value: 'G0SECRET1', url: 'https://app.slack.com/client/T0STANDIN/G0SECRET1' }] });
    for (let index = 0; index < 230; index++) slack().workspace.addChannel(`C2${String(index).padStart(7, '0')}`, `team-${index}`, []);
    const first = await node.methods.listSearch.getChannels.call(context());
    expect(first.results).toHaveLength(200);
    expect(first.paginationToken).toEqual(expect.any(String));
    const second = await node.methods.listSearch.getChannels.call(context(), undefined, String(first.paginationToken));
    expect(second.results).toHaveLength(33);
    expect(second.paginationToken).toBeUndefined();
  });

  it('searches users by name or real name, leaving deleted ones out', async () => {
    slack().workspace.addUser('U0GONE001', 'gone', 'Gone Person', { deleted: true });
    const found = await node.methods.listSearch.getUsers.call(context(), 'b');
    expect(found.results).toEqual([{ name: 'Bob Baker', value: 'U0BOB0001' }, { name: 'Weft Bot', value: 'U0BOT0001' }]);
    expect((await node.methods.listSearch.getUsers.call(context(), 'gone')).results).toEqual([]);
  });

  it('loads the option lists: users, channels (by ID and by name) and the team\'s profile fields', async () => {
    const { loadOptions } = node.methods;
    expect((await loadOptions.getUsers.call(context())).map((option) => option.value)).toEqual(['U0ALICE01', 'U0BOB0001', 'U0CAROL01', 'U0BOT0001']);
    expect(await loadOptions.getChannels.call(context())).toEqual([{ name: '#general', value: 'C0GENERAL' }, { name: '#random', value: 'C0RANDOM1' }, { name: '#secret-plans', value: 'G0SECRET1' }]);
    expect((await loadOptions.getChannelsName.call(context())).map((option) => option.value)).toEqual(['general', 'random', 'secret-plans']);
    expect(await loadOptions.getTeamFields.call(context())).toEqual([{ name: 'Office', value: 'Xf02' }, { name: 'Pronouns', value: 'Xf01' }]);
  });

  it('names a bad token in the list too', async () => {
    const bad = loadOptionsContext(node, 'slackApi', { accessToken: 'xoxb-nope' });
    await expect(node.methods.listSearch.getChannels.call(bad)).rejects.toThrow('Slack did not accept the access token (invalid_auth)');
  });

  it('offers version 2.4 by default, version 1 on request, and a tool variant for agents', () => {
    const versioned = new Slack();
    expect(versioned.getNodeType()?.description.version).toEqual([2, 2.1, 2.2, 2.3, 2.4]);
    expect(versioned.getNodeType(1)?.description.version).toBe(1);
    expect(versioned.getNodeType(2.4)?.description.usableAsTool).toBe(true);
  });
});
