import type { ICredentialType } from '@weft/workflow';

/** n8n's SerpApi credential: the account's API key, sent as the `api_key` query parameter. */
export const serpApi: ICredentialType = {
  name: 'serpApi',
  displayName: 'SerpAPI',
  documentationUrl: 'https://serpapi.com/manage-api-key',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', required: true, typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { qs: { api_key: '={{$credentials.apiKey}}' } } },
  test: { request: { baseURL: 'https://serpapi.com', url: '/account.json ' } },
};
