import type { ICredentialType } from '@weft/workflow';

/** n8n's credential for the public API v1 of an n8n (or Weft) instance: an API key and the API's URL. */
export const n8nApi: ICredentialType = {
  name: 'n8nApi',
  displayName: 'n8n API',
  documentationUrl: 'https://docs.n8n.io/api/authentication/',
  properties: [
    {
      displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '',
      description: 'A key made in the instance\'s Settings → n8n API',
    },
    {
      displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '', placeholder: 'http://localhost:5678/api/v1',
      description: 'Where the instance serves its public API, ending in /api/v1',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'X-N8N-API-KEY': '={{ $credentials.apiKey }}' } } },
  test: { request: { baseURL: '={{ $credentials.baseUrl }}', url: '/workflows?limit=5' } },
};
