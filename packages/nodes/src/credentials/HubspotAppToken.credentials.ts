import type { ICredentialType } from '@weft/workflow';

/** n8n's HubSpot private app credential: the app's access token sent as a bearer token. */
export const hubspotAppToken: ICredentialType = {
  name: 'hubspotAppToken',
  displayName: 'HubSpot App Token',
  documentationUrl: 'https://developers.hubspot.com/docs/api/private-apps',
  properties: [
    { displayName: 'APP Token', name: 'appToken', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.appToken}}' } } },
  test: { request: { baseURL: 'https://api.hubapi.com', url: '/account-info/v3/details' } },
};
