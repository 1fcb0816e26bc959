import type { ICredentialType } from '@weft/workflow';

/** n8n's Qdrant credential: the server's URL and, for Qdrant Cloud or a secured server, its API key. */
export const qdrantApi: ICredentialType = {
  name: 'qdrantApi',
  displayName: 'Qdrant API',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', required: false, typeOptions: { password: true } },
    { displayName: 'Qdrant URL', name: 'qdrantUrl', type: 'string', default: '', required: true, placeholder: 'http://localhost:6333' },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'api-key': '={{$credentials.apiKey}}' } } },
  test: { request: { baseURL: '={{$credentials.qdrantUrl}}', url: '/collections' } },
};
