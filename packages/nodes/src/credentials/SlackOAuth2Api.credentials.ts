import type { ICredentialType } from '@weft/workflow';

/** The user scopes Weft asks Slack for, as n8n does: what the Slack node's operations need. */
const USER_SCOPES = [
  'channels:read', 'channels:write', 'channels:history', 'chat:write', 'files:read', 'files:write', 'groups:read', 'groups:history',
  'im:read', 'im:history', 'mpim:read', 'mpim:history', 'reactions:read', 'reactions:write', 'stars:read', 'stars:write',
  'usergroups:write', 'usergroups:read', 'users.profile:read', 'users.profile:write', 'users:read', 'search:read',
];

/**
 * Slack's OAuth2 (v2): a bot scope in `scope`, the user scopes in `user_scope`, the token URL
 * oauth.v2.access. No test request: connecting the credential is its test (as in n8n), and the node
 * sends the user token Slack grants (see Slack/transport.ts).
 */
export const slackOAuth2Api: ICredentialType = {
  name: 'slackOAuth2Api',
  displayName: 'Slack OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://api.slack.com/authentication/oauth-v2',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://slack.com/oauth/v2/authorize' },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://slack.com/api/oauth.v2.access' },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'chat:write' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: `user_scope=${USER_SCOPES.join(' ')}` },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
    {
      displayName: 'The Slack app needs the redirect URL above under OAuth & Permissions; the node acts with the token Slack grants',
      name: 'notice',
      type: 'notice',
      default: '',
    },
  ],
};
