import type { ICredentialType } from '@weft/workflow';

/** n8n's LinkedIn OAuth2 credentials: LinkedIn's authorize and token URLs, the client secret in the body. */
export const linkedInOAuth2Api: ICredentialType = {
  name: 'linkedInOAuth2Api',
  displayName: 'LinkedIn OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Organization Support', name: 'organizationSupport', type: 'boolean', default: true,
      description: 'Whether to request permissions to post as an organization',
    },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://www.linkedin.com/oauth/v2/authorization', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://www.linkedin.com/oauth/v2/accessToken', required: true },
    {
      displayName: 'Scope', name: 'scope', type: 'hidden',
      default: '=w_member_social{{$self["organizationSupport"] === true ? ",w_organization_social": $self["legacy"] === true ? ",r_liteprofile,r_emailaddress" : ",profile,email,openid"}}',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
    {
      displayName: 'Legacy', name: 'legacy', type: 'boolean', default: true,
      description: 'Whether to use the legacy r_liteprofile scope (apps created before August 2023 without "Sign In with LinkedIn using OpenID Connect")',
    },
  ],
  test: { request: { baseURL: 'https://api.linkedin.com', url: '/v2/userinfo' } },
};

export const linkedInCommunityManagementOAuth2Api: ICredentialType = {
  name: 'linkedInCommunityManagementOAuth2Api',
  displayName: 'LinkedIn Community Management OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/community-management-overview',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: 'https://www.linkedin.com/oauth/v2/authorization', required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: 'https://www.linkedin.com/oauth/v2/accessToken', required: true },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'w_member_social w_organization_social r_basicprofile' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
  test: { request: { baseURL: 'https://api.linkedin.com', url: '/v2/me' } },
};
