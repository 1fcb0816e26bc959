import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const slackBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Slack',
  name: 'n8n-nodes-base.slack',
  icon: 'file:slack.svg',
  group: ['output'],
  description: 'Sends messages to Slack and manages its channels, files, reactions, stars, users and user groups',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaultVersion: 2.4,
  codex: {
    categories: ['Communication', 'HITL'],
    alias: ['slack', 'chat', 'message', 'channel', 'notify', 'team'],
  },
};

export function slackDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...slackBaseDescription,
    defaults: { name: 'Slack' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [
      { name: 'slackApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
      { name: 'slackOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    ...own,
  } as INodeTypeDescription;
}

export const authenticationProperty = {
  displayName: 'Authentication',
  name: 'authentication',
  type: 'options',
  options: [{ name: 'Access Token', value: 'accessToken' }, { name: 'OAuth2', value: 'oAuth2' }],
  default: 'accessToken',
} as const;
