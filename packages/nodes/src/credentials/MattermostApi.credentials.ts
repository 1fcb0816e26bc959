import type { ICredentialType } from '@weft/workflow';

/** A Mattermost server and a personal access token (or a bot's token) of a user on it, sent as Bearer. */
export const mattermostApi: ICredentialType = {
  name: 'mattermostApi',
  displayName: 'Mattermost API',
  documentationUrl: 'https://developers.mattermost.com/integrate/reference/personal-access-token/',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '', placeholder: 'https://chat.example.com', description: 'The server\'s address, without /api/v4' },
    {
      displayName: 'Ignore SSL Issues', name: 'allowUnauthorizedCerts', type: 'boolean', default: false,
      description: 'Whether to connect even when the server\'s TLS certificate cannot be verified (e.g. self-signed)',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } } },
  test: {
    request: {
      baseURL: '={{$credentials.baseUrl.replace(/\\/$/, "")}}/api/v4', url: '/users',
      skipSslCertificateValidation: '={{$credentials?.allowUnauthorizedCerts}}' as unknown as boolean,
    },
  },
};
