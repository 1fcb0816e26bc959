import type { ICredentialType } from '@weft/workflow';

/** n8n's Pinecone credential: the project's API key. */
export const pineconeApi: ICredentialType = {
  name: 'pineconeApi',
  displayName: 'Pinecone API',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', required: true, typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'Api-Key': '={{$credentials.apiKey}}' } } },
  test: { request: { baseURL: 'https://api.pinecone.io/indexes', url: '', headers: { accept: 'application/json; charset=utf-8' } } },
};
