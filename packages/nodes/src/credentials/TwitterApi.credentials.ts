import type { ICredentialType } from '@weft/workflow';

const PERMISSIONS_NOTICE = 'Some operations need an app with Read and Write (and Direct Messages) permissions; set them in the X developer portal before connecting.';

/** n8n's X (Twitter) OAuth1 credential for the v1.1 API: X's request, authorize and access token URLs, HMAC-SHA1. */
export const twitterOAuth1Api: ICredentialType = {
  name: 'twitterOAuth1Api',
  displayName: 'X OAuth API',
  extends: ['oAuth1Api'],
  documentationUrl: 'https://developer.x.com/en/docs/authentication/oauth-1-0a',
  properties: [
    { displayName: 'Request Token URL', name: 'requestTokenUrl', type: 'hidden', default: 'https://api.twitter.com/oauth/request_token' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://api.twitter.com/oauth/authorize' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://api.twitter.com/oauth/access_token' },
    { displayName: 'Signature Method', name: 'signatureMethod', type: 'hidden', default: 'HMAC-SHA1' },
    { displayName: PERMISSIONS_NOTICE, name: 'apiPermissions', type: 'notice', default: '' },
  ],
  test: { request: { baseURL: 'https://api.twitter.com/1.1', url: '/account/verify_credentials.json' } },
};

/** n8n's X OAuth2 credential for the v2 API: PKCE, with the tweet, user, like, list and DM scopes. */
export const twitterOAuth2Api: ICredentialType = {
  name: 'twitterOAuth2Api',
  displayName: 'X OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://developer.x.com/en/docs/authentication/oauth-2-0/authorization-code',
  properties: [
    { displayName: PERMISSIONS_NOTICE, name: 'apiPermissions', type: 'notice', default: '' },
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'pkce' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://twitter.com/i/oauth2/authorize' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://api.twitter.com/2/oauth2/token' },
    {
      displayName: 'Scope', name: 'scope', type: 'hidden',
      default: 'tweet.read users.read tweet.write tweet.moderate.write users.read follows.read follows.write offline.access like.read like.write dm.write dm.read list.read list.write',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
  test: { request: { baseURL: 'https://api.twitter.com/2', url: '/users/me' } },
};
