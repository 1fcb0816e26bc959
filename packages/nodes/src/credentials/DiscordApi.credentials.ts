import type { ICredentialType } from '@weft/workflow';

/* Discord's three ways in: a bot's token, OAuth2 (which also installs the bot, whose token the node uses), a channel webhook's URL. */

export const discordBotApi: ICredentialType = {
  name: 'discordBotApi',
  displayName: 'Discord Bot API',
  documentationUrl: 'https://discord.com/developers/docs/topics/oauth2#bots',
  properties: [
    {
      displayName: 'Bot Token', name: 'botToken', type: 'string', default: '', required: true, typeOptions: { password: true },
      description: 'From the application\'s Bot page in the Discord Developer Portal',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bot {{$credentials.botToken}}' } } },
  test: { request: { baseURL: 'https://discord.com/api/v10/', url: '/users/@me/guilds' } },
};

export const discordOAuth2Api: ICredentialType = {
  name: 'discordOAuth2Api',
  displayName: 'Discord OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://discord.com/developers/docs/topics/oauth2',
  properties: [
    {
      displayName: 'Bot Token', name: 'botToken', type: 'string', default: '', typeOptions: { password: true },
      description: 'The bot\'s token: server operations (channels, members, messages) are done by the bot the authorization adds',
    },
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://discord.com/api/oauth2/authorize', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://discord.com/api/oauth2/token', required: true },
    // The bot permissions the authorization asks the server owner for.
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: 'permissions=1642758929655' },
    { displayName: 'Custom Scopes', name: 'customScopes', type: 'boolean', default: false, description: 'Whether to ask for other scopes than the default ones' },
    {
      displayName: 'The default scopes are identify, guilds, guilds.join and bot; change them only if you know the node still works with yours',
      name: 'customScopesNotice', type: 'notice', default: '', displayOptions: { show: { customScopes: [true] } },
    },
    { displayName: 'Enabled Scopes', name: 'enabledScopes', type: 'string', default: 'identify guilds guilds.join bot', displayOptions: { show: { customScopes: [true] } } },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '={{$self["customScopes"] ? $self["enabledScopes"] : "identify guilds guilds.join bot"}}' },
  ],
};

export const discordWebhookApi: ICredentialType = {
  name: 'discordWebhookApi',
  displayName: 'Discord Webhook',
  documentationUrl: 'https://support.discord.com/hc/en-us/articles/228383668',
  properties: [
    {
      displayName: 'Webhook URL', name: 'webhookUri', type: 'string', default: '', required: true, typeOptions: { password: true },
      placeholder: 'https://discord.com/api/webhooks/ID/TOKEN', description: 'From the channel\'s settings: Integrations → Webhooks → Copy Webhook URL',
    },
  ],
  // The webhook URL answers GET with the webhook's details, so a deleted or mistyped one fails.
  test: { request: { baseURL: '={{ $credentials.webhookUri }}', url: '' } },
};
