import type { ICredentialType } from '@weft/workflow';

/** n8n's Zendesk OAuth2 credential: the account's subdomain names the authorization and token URLs; read and write scopes. */
export const zendeskOAuth2Api: ICredentialType = {
  name: 'zendeskOAuth2Api',
  displayName: 'Zendesk OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://developer.zendesk.com/documentation/ticketing/working-with-oauth/using-oauth-authentication-with-your-application/',
  properties: [
    { displayName: 'Subdomain', name: 'subdomain', type: 'string', default: '', required: true, placeholder: 'acme', description: 'The part before .zendesk.com in your Zendesk address' },
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: '=https://{{$self["subdomain"]}}.zendesk.com/oauth/authorizations/new', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: '=https://{{$self["subdomain"]}}.zendesk.com/oauth/tokens', required: true },
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', required: true },
    { displayName: 'Client Secret', name: 'clientSecret', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'read write' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};
