import type { ICredentialType } from '@weft/workflow';

/** n8n's Airtable personal access token credential: the token goes as a bearer token. */
export const airtableTokenApi: ICredentialType = {
  name: 'airtableTokenApi',
  displayName: 'Airtable Personal Access Token API',
  documentationUrl: 'https://airtable.com/developers/web/guides/personal-access-tokens',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', typeOptions: { password: true } },
    {
      displayName: 'Create a token at airtable.com/create/tokens with the scopes data.records:read, data.records:write and schema.bases:read, and give it access to the bases the workflows use.',
      name: 'notice', type: 'notice', default: '',
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } } },
  test: { request: { baseURL: 'https://api.airtable.com/v0', url: '/meta/whoami' } },
};
