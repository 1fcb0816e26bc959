import type { ICredentialType } from '@weft/workflow';

export const oAuth1Api: ICredentialType = {
  name: 'oAuth1Api',
  displayName: 'OAuth1 API',
  genericAuth: true,
  icon: 'fa:lock',
  properties: [
    { displayName: 'Authorization URL', name: 'authUrl', type: 'string', default: '', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: '', required: true },
    { displayName: 'Consumer Key', name: 'consumerKey', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'Consumer Secret', name: 'consumerSecret', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'Request Token URL', name: 'requestTokenUrl', type: 'string', default: '', required: true },
    {
      displayName: 'Signature Method', name: 'signatureMethod', type: 'options', default: 'HMAC-SHA1', required: true,
      options: [
        { name: 'HMAC-SHA1', value: 'HMAC-SHA1' },
        { name: 'HMAC-SHA256', value: 'HMAC-SHA256' },
        { name: 'HMAC-SHA512', value: 'HMAC-SHA512' },
      ],
    },
  ],
};
