import type { ICredentialType } from '@weft/workflow';

/** n8n's Airtable OAuth2 credential: PKCE with Airtable's fixed URLs and the record and schema scopes. */
export const airtableOAuth2Api: ICredentialType = {
  name: 'airtableOAuth2Api',
  displayName: 'Airtable OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://airtable.com/developers/web/guides/oauth-integrations',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'pkce' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://airtable.com/oauth2/v1/authorize' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://airtable.com/oauth2/v1/token' },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'schema.bases:read data.records:read data.records:write' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
  test: { request: { baseURL: 'https://api.airtable.com/v0', url: '/meta/whoami' } },
};
