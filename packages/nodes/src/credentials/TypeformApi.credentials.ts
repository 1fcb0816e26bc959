import type { ICredentialType } from '@weft/workflow';

/** n8n's Typeform credentials: a personal access token (bearer), or OAuth2 with the webhook and form scopes. */
export const typeformApi: ICredentialType = {
  name: 'typeformApi',
  displayName: 'Typeform API',
  documentationUrl: 'https://www.typeform.com/developers/get-started/personal-access-token/',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: { type: 'generic', properties: { headers: { Authorization: '=bearer {{$credentials.accessToken}}' } } },
  test: { request: { baseURL: 'https://api.typeform.com', url: '/forms' } },
};

export const typeformOAuth2Api: ICredentialType = {
  name: 'typeformOAuth2Api',
  displayName: 'Typeform OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://www.typeform.com/developers/get-started/applications/',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://api.typeform.com/oauth/authorize', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://api.typeform.com/oauth/token', required: true },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'webhooks:write webhooks:read forms:read' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
  test: { request: { baseURL: 'https://api.typeform.com', url: '/forms' } },
};
