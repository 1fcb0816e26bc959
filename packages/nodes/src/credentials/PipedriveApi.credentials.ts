import type { ICredentialType } from '@weft/workflow';

/** n8n's Pipedrive API token credential: the personal token, sent as the `api_token` query parameter. */
export const pipedriveApi: ICredentialType = {
  name: 'pipedriveApi',
  displayName: 'Pipedrive API',
  documentationUrl: 'https://pipedrive.readme.io/docs/how-to-find-the-api-token',
  properties: [
    { displayName: 'API Token', name: 'apiToken', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { qs: { api_token: '={{$credentials.apiToken}}' } } },
  test: { request: { baseURL: 'https://api.pipedrive.com/v1', url: '/users/me' } },
};
