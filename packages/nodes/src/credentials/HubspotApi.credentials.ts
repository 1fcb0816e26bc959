import type { ICredentialType } from '@weft/workflow';

/** n8n's legacy HubSpot API key credential: the key goes in the `hapikey` query parameter. */
export const hubspotApi: ICredentialType = {
  name: 'hubspotApi',
  displayName: 'HubSpot API',
  documentationUrl: 'https://developers.hubspot.com/docs/api/intro-to-auth',
  properties: [
    {
      displayName: 'HubSpot retired API keys for new accounts; prefer a private app token (HubSpot App Token) or OAuth2.',
      name: 'notice', type: 'notice', default: '',
    },
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { qs: { hapikey: '={{$credentials.apiKey}}' } } },
  test: { request: { baseURL: 'https://api.hubapi.com', url: '/account-info/v3/details' } },
};
