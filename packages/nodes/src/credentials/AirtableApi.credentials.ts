import type { ICredentialType } from '@weft/workflow';

/** n8n's legacy Airtable API key credential, kept so old workflows open; Airtable stopped accepting API keys in 2024. */
export const airtableApi: ICredentialType = {
  name: 'airtableApi',
  displayName: 'Airtable API (API key, no longer accepted by Airtable)',
  properties: [
    {
      displayName: 'Airtable no longer accepts API keys. Create a personal access token and use the "Airtable Personal Access Token API" credential instead.',
      name: 'deprecated', type: 'notice', default: '',
    },
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { qs: { api_key: '={{$credentials.apiKey}}' } } },
};
