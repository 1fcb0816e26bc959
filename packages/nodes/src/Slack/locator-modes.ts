import type { INodePropertyMode } from '@weft/workflow';

/*
 * The modes of Slack's channel and user locators. A channel is found in the list (searchable), by ID,
 * by name (`#general`) or by its link in Slack (an archive link or the web client's). The node reads
 * the value with `locatedId` (./locator-value.ts), which takes the ID out of a link.
 */

/** A channel link: `https://team.slack.com/archives/C0123ABCD` or `https://app.slack.com/client/T01/C0123ABCD`. */
export const CHANNEL_URL_REGEX = /^https:\/\/(?:[\w-]+\.)?slack\.com\/(?:archives|client\/[A-Z0-9]+)\/([A-Z0-9]{2,})/i;

const ID_REGEX = '^[a-zA-Z0-9]{2,}$';

const CHANNEL_MODES: Record<string, INodePropertyMode> = {
  list: { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a channel...', typeOptions: { searchListMethod: 'getChannels', searchable: true } },
  id: {
    displayName: 'By ID', name: 'id', type: 'string', placeholder: 'C0122KQ70S7E',
    validation: [{ type: 'regex', properties: { regex: ID_REGEX, errorMessage: 'A channel ID is letters and digits, e.g. C0122KQ70S7E' } }],
  },
  name: { displayName: 'By Name', name: 'name', type: 'string', placeholder: '#general' },
  url: {
    displayName: 'By URL', name: 'url', type: 'string', placeholder: 'https://app.slack.com/client/TS9594PZK/B0556F47Z3A',
    validation: [{ type: 'regex', properties: { regex: CHANNEL_URL_REGEX.source, errorMessage: 'Paste a channel link from Slack (…/archives/C… or …/client/T…/C…)' } }],
    extractValue: { type: 'regex', regex: CHANNEL_URL_REGEX },
  },
};

const USER_MODES: Record<string, INodePropertyMode> = {
  list: { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a user...', typeOptions: { searchListMethod: 'getUsers', searchable: true } },
  id: {
    displayName: 'By ID', name: 'id', type: 'string', placeholder: 'U123AB45JGM',
    validation: [{ type: 'regex', properties: { regex: ID_REGEX, errorMessage: 'A user ID is letters and digits, e.g. U123AB45JGM' } }],
  },
  username: { displayName: 'By Username', name: 'username', type: 'string', placeholder: '@username' },
};

const pick = (modes: Record<string, INodePropertyMode>, names: string[]) => names.map((name) => {
  const mode = modes[name];
  if (!mode) throw new Error(`Unknown Slack locator mode "${name}"`);
  return mode;
});

export const channelModes = (names: string[]): INodePropertyMode[] => pick(CHANNEL_MODES, names);
export const userModes = (names: string[]): INodePropertyMode[] => pick(USER_MODES, names);
