import type { ICredentialType } from '@weft/workflow';

/**
 * n8n's HubSpot developer credential for the trigger: the developer API key manages the app's webhook
 * subscriptions (and its client secret signs the deliveries), the app's OAuth2 login reads the CRM.
 */
export const hubspotDeveloperApi: ICredentialType = {
  name: 'hubspotDeveloperApi',
  displayName: 'HubSpot Developer API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://developers.hubspot.com/docs/api/webhooks',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://app.hubspot.com/oauth/authorize', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://api.hubapi.com/oauth/v1/token', required: true },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: 'grant_type=authorization_code' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
    { displayName: 'Developer API Key', name: 'apiKey', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'App ID', name: 'appId', type: 'string', default: '', required: true },
    {
      displayName: 'Scope', name: 'scope', type: 'hidden',
      default: 'crm.objects.contacts.read crm.schemas.contacts.read crm.objects.companies.read crm.schemas.companies.read crm.objects.deals.read crm.schemas.deals.read',
    },
  ],
};
