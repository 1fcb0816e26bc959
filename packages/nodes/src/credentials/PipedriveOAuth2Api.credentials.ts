import type { ICredentialType } from '@weft/workflow';

/** n8n's Pipedrive OAuth2 credential: Pipedrive's fixed authorization and token URLs; the app's scopes are set in Pipedrive. */
export const pipedriveOAuth2Api: ICredentialType = {
  name: 'pipedriveOAuth2Api',
  displayName: 'Pipedrive OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://pipedrive.readme.io/docs/marketplace-oauth-authorization',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://oauth.pipedrive.com/oauth/authorize', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://oauth.pipedrive.com/oauth/token', required: true },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
  test: { request: { baseURL: 'https://api.pipedrive.com/v1', url: '/users/me' } },
};
