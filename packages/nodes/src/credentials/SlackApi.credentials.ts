import type { ICredentialType } from '@weft/workflow';

/** Slack's bot or user token (xoxb-/xoxp-), sent as a Bearer token; the signing secret lets the trigger check Slack's requests. */
export const slackApi: ICredentialType = {
  name: 'slackApi',
  displayName: 'Slack API',
  documentationUrl: 'https://api.slack.com/authentication/token-types',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', required: true, typeOptions: { password: true } },
    {
      displayName: 'Signing Secret',
      name: 'signatureSecret',
      type: 'string',
      default: '',
      typeOptions: { password: true },
      description: 'From the app\'s Basic Information page in Slack. The Slack Trigger uses it to check that requests come from Slack.',
    },
    {
      displayName: 'Without a signing secret, the Slack Trigger cannot tell Slack\'s requests from anyone else\'s',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { signatureSecret: [''] } },
    },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } } },
  // auth.test needs no scope, so any valid bot or user token passes; Slack answers a bad token with 200 and ok:false.
  test: {
    request: { baseURL: 'https://slack.com', url: '/api/auth.test', method: 'POST' },
    rules: [
      { type: 'responseSuccessBody', properties: { key: 'error', value: 'invalid_auth', message: 'Slack did not accept the access token' } },
      { type: 'responseSuccessBody', properties: { key: 'error', value: 'not_authed', message: 'No access token reached Slack' } },
      { type: 'responseSuccessBody', properties: { key: 'error', value: 'token_revoked', message: 'The access token was revoked' } },
      { type: 'responseSuccessBody', properties: { key: 'error', value: 'account_inactive', message: 'The token belongs to a deactivated user or app' } },
    ],
  },
};
