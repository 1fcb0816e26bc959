import type { ICredentialType } from '@weft/workflow';

/** n8n's HubSpot OAuth2 credential: HubSpot's authorize and token URLs and the CRM, forms and tickets scopes. */
export const hubspotOAuth2Api: ICredentialType = {
  name: 'hubspotOAuth2Api',
  displayName: 'HubSpot OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://developers.hubspot.com/docs/api/oauth-quickstart-guide',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://app.hubspot.com/oauth/authorize', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://api.hubapi.com/oauth/v1/token', required: true },
    {
      displayName: 'Scope', name: 'scope', type: 'hidden',
      default: 'crm.lists.write crm.objects.contacts.read crm.objects.contacts.write crm.objects.companies.read crm.objects.companies.write crm.objects.deals.read crm.objects.deals.write crm.objects.owners.read crm.schemas.companies.read crm.schemas.contacts.read crm.schemas.deals.read forms tickets',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: 'grant_type=authorization_code' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
  test: { request: { baseURL: 'https://api.hubapi.com', url: '/account-info/v3/details' } },
};
