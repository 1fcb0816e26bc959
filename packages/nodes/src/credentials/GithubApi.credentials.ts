import type { ICredentialType } from '@weft/workflow';

/**
 * n8n's GitHub credential: a personal access token sent as `Authorization: token <t>`, and the API's
 * base URL (https://api.github.com, or `https://<host>/api/v3` for GitHub Enterprise Server).
 */
export const githubApi: ICredentialType = {
  name: 'githubApi',
  displayName: 'GitHub API',
  documentationUrl: 'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens',
  properties: [
    {
      displayName: 'GitHub Server', name: 'server', type: 'string', default: 'https://api.github.com',
      description: 'The API\'s address; for GitHub Enterprise Server e.g. https://github.example.com/api/v3',
    },
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=token {{$credentials?.accessToken}}' } } },
  test: { request: { baseURL: '={{$credentials?.server}}', url: '/user', method: 'GET' } },
};
