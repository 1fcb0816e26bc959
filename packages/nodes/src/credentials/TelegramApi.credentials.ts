import type { ICredentialType } from '@weft/workflow';

/**
 * n8n's Telegram credential: the bot's token from @BotFather, which the Bot API takes in the path
 * (`/bot<token>/<method>`), so it has no `authenticate` rule; the nodes build their URLs from it.
 */
export const telegramApi: ICredentialType = {
  name: 'telegramApi',
  displayName: 'Telegram API',
  documentationUrl: 'https://core.telegram.org/bots/features#botfather',
  properties: [
    {
      displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', typeOptions: { password: true },
      description: 'The token @BotFather gave the bot, e.g. 123456789:ABC-DEF1234ghIkl-zyx57W2v1u123ew11',
    },
    {
      displayName: 'Base URL', name: 'baseUrl', type: 'string', default: 'https://api.telegram.org',
      description: 'Where the Bot API is served; change it only for a self-hosted Bot API server',
    },
  ],
  test: { request: { baseURL: '={{$credentials.baseUrl}}/bot{{$credentials.accessToken}}', url: '/getMe' } },
};
