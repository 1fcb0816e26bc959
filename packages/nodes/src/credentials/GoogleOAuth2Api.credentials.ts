import type { ICredentialType } from '@weft/workflow';

/**
 * Google's OAuth2 endpoints. `access_type=offline` with `prompt=consent` makes Google hand out a refresh
 * token on every connection, so a credential keeps working after its hour-long access token expires.
 */
export const googleOAuth2Api: ICredentialType = {
  name: 'googleOAuth2Api',
  displayName: 'Google OAuth2 API',
  icon: 'file:google.svg',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://developers.google.com/identity/protocols/oauth2/web-server',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://accounts.google.com/o/oauth2/v2/auth' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://oauth2.googleapis.com/token' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: 'access_type=offline&prompt=consent' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
  // Google answers whom a token belongs to and which scopes it carries, whatever those scopes are.
  test: { request: { method: 'GET', url: 'https://oauth2.googleapis.com/tokeninfo', qs: { access_token: '={{$credentials.oauthTokenData.access_token}}' } } },
};
