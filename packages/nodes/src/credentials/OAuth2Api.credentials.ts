import type { ICredentialType } from '@weft/workflow';

const manual = { useDynamicClientRegistration: [false] };
const withAuthorization = { grantType: ['authorizationCode', 'pkce'], useDynamicClientRegistration: [false] };

/** Requests carry `Authorization: Bearer <oauthTokenData.access_token>`; the server's OAuth routes obtain the token, the engine refreshes it. */
export const oAuth2Api: ICredentialType = {
  name: 'oAuth2Api',
  displayName: 'OAuth2 API',
  genericAuth: true,
  icon: 'fa:lock',
  properties: [
    { displayName: 'Use Dynamic Client Registration', name: 'useDynamicClientRegistration', type: 'hidden', default: false },
    {
      displayName: 'Grant Type', name: 'grantType', type: 'options', default: 'authorizationCode',
      displayOptions: { show: manual },
      options: [
        { name: 'Authorization Code', value: 'authorizationCode' },
        { name: 'Client Credentials', value: 'clientCredentials' },
        { name: 'PKCE', value: 'pkce' },
      ],
    },
    {
      displayName: 'Server URL', name: 'serverUrl', type: 'string', default: '', required: true,
      displayOptions: { show: { useDynamicClientRegistration: [true] } },
    },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'string', default: '', required: true, displayOptions: { show: withAuthorization } },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: '', required: true, displayOptions: { show: manual } },
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', required: true, displayOptions: { show: manual } },
    {
      displayName: 'Client Secret', name: 'clientSecret', type: 'string', default: '', required: true,
      displayOptions: { show: manual }, typeOptions: { password: true },
    },
    { displayName: 'Scope', name: 'scope', type: 'string', default: '', displayOptions: { show: manual } },
    {
      displayName: 'Authorization URL Parameters', name: 'authQueryParameters', type: 'string', default: '',
      displayOptions: { show: withAuthorization }, placeholder: 'access_type=offline',
    },
    {
      displayName: 'Send Client Credentials', name: 'authentication', type: 'options', default: 'header',
      displayOptions: { show: manual },
      options: [
        { name: 'In the Body', value: 'body' },
        { name: 'As a Basic Auth Header', value: 'header' },
      ],
    },
    {
      displayName: 'Send Additional Body Properties', name: 'sendAdditionalBodyProperties', type: 'boolean', default: false,
      displayOptions: { show: { grantType: ['clientCredentials'], authentication: ['body'], useDynamicClientRegistration: [false] } },
    },
    {
      displayName: 'Additional Body Properties', name: 'additionalBodyProperties', type: 'json', default: '',
      displayOptions: {
        show: { grantType: ['clientCredentials'], authentication: ['body'], sendAdditionalBodyProperties: [true], useDynamicClientRegistration: [false] },
      },
      typeOptions: { rows: 5 },
    },
    { displayName: 'Ignore SSL Issues (Insecure)', name: 'ignoreSSLIssues', type: 'boolean', default: false },
  ],
};
