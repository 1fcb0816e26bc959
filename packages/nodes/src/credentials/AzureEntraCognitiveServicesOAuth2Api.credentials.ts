import type { ICredentialType } from '@weft/workflow';

/** n8n's Azure OpenAI credential signed in with Microsoft Entra ID: OAuth2 with the Cognitive Services resource. */
export const azureEntraCognitiveServicesOAuth2Api: ICredentialType = {
  name: 'azureEntraCognitiveServicesOAuth2Api',
  displayName: 'Azure Entra ID (Azure Active Directory) API',
  extends: ['oAuth2Api'],
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Resource Name', name: 'resourceName', type: 'string', default: '', required: true },
    { displayName: 'API Version', name: 'apiVersion', type: 'string', default: '2025-03-01-preview', required: true },
    { displayName: 'Endpoint', name: 'endpoint', type: 'string', default: null as unknown as string, description: 'A full endpoint to use instead of the one the resource name makes' },
    { displayName: 'Directory (Tenant) ID', name: 'tenantId', type: 'string', default: 'common' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: '=https://login.microsoftonline.com/{{$self["tenantId"]}}/oauth2/authorize' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: '=https://login.microsoftonline.com/{{$self["tenantId"]}}/oauth2/token' },
    { displayName: 'Additional Body Properties', name: 'additionalBodyProperties', type: 'hidden', default: '{"grant_type": "client_credentials", "resource": "https://cognitiveservices.azure.com/"}' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
    { displayName: 'Custom Scopes', name: 'customScopes', type: 'boolean', default: false },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Enabled Scopes', name: 'enabledScopes', type: 'string', default: 'openid offline_access', displayOptions: { show: { customScopes: [true] } } },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '={{ $self.customScopes ? $self.enabledScopes : "openid offline_access"}}' },
  ],
};
