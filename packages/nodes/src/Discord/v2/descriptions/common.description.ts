import type { INodeProperties } from '@weft/workflow';

export const commonProperties: INodeProperties[] = [
  { displayName: 'Authentication', name: 'authentication', type: 'options', default: 'botToken',
    options: [{ name: 'Bot Token', value: 'botToken' }, { name: 'OAuth2', value: 'oAuth2' }, { name: 'Webhook', value: 'webhook' }],
  },
  { displayName: 'Resource', name: 'resource', type: 'options', default: 'channel', noDataExpression: true,
    displayOptions: { hide: { authentication: ['webhook'] } },
    options: [{ name: 'Channel', value: 'channel' }, { name: 'Message', value: 'message' }, { name: 'Member', value: 'member' }],
  },
];
