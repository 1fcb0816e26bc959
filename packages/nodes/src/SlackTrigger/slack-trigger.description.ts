import type { INodeProperties } from '@weft/workflow';
import { channelModes } from '../Slack/locator-modes.js';

const CHANNEL_EVENTS = ['any_event', 'message', 'reaction_added', 'file_share', 'app_mention'];

/** The Slack Trigger's parameters, in n8n's saved format. */
export const slackTriggerProperties: INodeProperties[] = [
  { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'accessToken' },
  {
    displayName: 'Paste this node\'s webhook URL as the Request URL under Event Subscriptions in the Slack app, and subscribe to the bot events you pick here',
    name: 'notice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Trigger On',
    name: 'trigger',
    type: 'multiOptions',
    default: [],
    options: [
      { name: 'Any Event', value: 'any_event', description: 'Every event the Slack app is subscribed to' },
      { name: 'Bot or App Mention', value: 'app_mention', description: 'Someone mentions the app in a channel' },
      { name: 'File Made Public', value: 'file_public' },
      { name: 'File Shared', value: 'file_share' },
      { name: 'New Message Posted to Channel', value: 'message' },
      { name: 'New Public Channel Created', value: 'channel_created' },
      { name: 'New User', value: 'team_join', description: 'Someone joins the workspace' },
      { name: 'Reaction Added', value: 'reaction_added' },
    ],
  },
  {
    displayName: 'Watch Whole Workspace',
    name: 'watchWorkspace',
    type: 'boolean',
    description: 'Whether to react to events in every channel the app is in, instead of one channel',
    displayOptions: { show: { trigger: CHANNEL_EVENTS } },
    default: false,
  },
  {
    displayName: 'Busy workspaces send many events: each one starts an execution',
    name: 'notice',
    type: 'notice',
    displayOptions: { show: { trigger: CHANNEL_EVENTS, watchWorkspace: [true] } },
    default: '',
  },
  {
    displayName: 'Channel to Watch',
    name: 'channelId',
    type: 'resourceLocator',
    required: true,
    displayOptions: { show: { watchWorkspace: [false] } },
    modes: channelModes(['list', 'id', 'url']),
    default: { mode: 'list', value: '' },
  },
  {
    displayName: 'Download Files',
    name: 'downloadFiles',
    type: 'boolean',
    description: 'Whether to download the files of a file share into the item\'s binary data',
    displayOptions: { show: { trigger: ['any_event', 'file_share'] } },
    default: false,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      { displayName: 'Resolve IDs', name: 'resolveIds', type: 'boolean', default: false, description: 'Whether to replace the user and channel IDs of the event with the user and channel' },
      {
        displayName: 'Usernames or IDs to Ignore',
        name: 'userIds',
        type: 'multiOptions',
        typeOptions: { loadOptionsMethod: 'getUsers' },
        default: [],
        description: 'Events caused by these users (e.g. the app\'s own bot user) start no execution',
      },
    ],
  },
];
