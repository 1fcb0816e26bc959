import type { ICredentialType } from '@weft/workflow';

/**
 * n8n's Microsoft OAuth2 base: the Microsoft identity platform's v2.0 endpoints of the "common"
 * tenant (editable, for a single-tenant app), the client's secret sent in the token request's body.
 * Each Microsoft service's credential extends it with its scopes.
 */
export const microsoftOAuth2Api: ICredentialType = {
  name: 'microsoftOAuth2Api',
  displayName: 'Microsoft OAuth2 API',
  extends: ['oAuth2Api'],
  icon: 'file:microsoft.svg',
  documentationUrl: 'https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL', name: 'authUrl', type: 'string', default: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      description: 'Replace "common" with your tenant ID for an app registered for one organisation only',
    },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: 'https://login.microsoftonline.com/common/oauth2/v2.0/token' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: 'response_mode=query' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
  test: { request: { baseURL: 'https://graph.microsoft.com/v1.0', url: '/me' } },
};
