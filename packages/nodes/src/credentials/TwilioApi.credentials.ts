import type { ICredentialType } from '@weft/workflow';

/**
 * Twilio: the account's SID with its auth token, or an API key (SID and secret) of that account, sent
 * as HTTP basic auth. The Account SID also names the account in every request's path.
 */
export const twilioApi: ICredentialType = {
  name: 'twilioApi',
  displayName: 'Twilio API',
  documentationUrl: 'https://www.twilio.com/docs/iam/api/account',
  properties: [
    {
      displayName: 'Auth Type', name: 'authType', type: 'options', default: 'authToken',
      options: [{ name: 'Auth Token', value: 'authToken' }, { name: 'API Key', value: 'apiKey' }],
    },
    { displayName: 'Account SID', name: 'accountSid', type: 'string', default: '', description: 'Starts with AC; on the Twilio Console\'s account page' },
    { displayName: 'Auth Token', name: 'authToken', type: 'string', default: '', typeOptions: { password: true }, displayOptions: { show: { authType: ['authToken'] } } },
    { displayName: 'API Key SID', name: 'apiKeySid', type: 'string', default: '', typeOptions: { password: true }, displayOptions: { show: { authType: ['apiKey'] } } },
    { displayName: 'API Key Secret', name: 'apiKeySecret', type: 'string', default: '', typeOptions: { password: true }, displayOptions: { show: { authType: ['apiKey'] } } },
  ],
  authenticate: {
    type: 'generic',
    properties: {
      auth: {
        username: '={{ $credentials.authType === "apiKey" ? $credentials.apiKeySid : $credentials.accountSid }}',
        password: '={{ $credentials.authType === "apiKey" ? $credentials.apiKeySecret : $credentials.authToken }}',
      },
    },
  },
  // Reading the account itself needs no other permission, so it tells a good key from a wrong one.
  test: { request: { baseURL: 'https://api.twilio.com/2010-04-01', url: '=/Accounts/{{$credentials.accountSid}}.json' } },
};
