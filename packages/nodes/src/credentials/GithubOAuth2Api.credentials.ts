import type { ICredentialType } from '@weft/workflow';

/** The authorization server of a GitHub API address: github.com for the public API, the host itself for Enterprise Server. */
const GITHUB_WEB = '={{$self["server"] === "https://api.github.com" ? "https://github.com" : $self["server"].split("://")[0] + "://" + $self["server"].split("://")[1].split("/")[0]}}';

/** n8n's GitHub OAuth2 credential: an OAuth App's authorization code flow, with the scopes the GitHub nodes use. */
export const githubOAuth2Api: ICredentialType = {
  name: 'githubOAuth2Api',
  displayName: 'GitHub OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'GitHub Server', name: 'server', type: 'string', default: 'https://api.github.com', description: 'The server to connect to. Only has to be set if Github Enterprise is used.' },
    { displayName: 'Authorization URL', name: 'authUrl', type: 'hidden', default: `${GITHUB_WEB}/login/oauth/authorize`, required: true },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'hidden', default: `${GITHUB_WEB}/login/oauth/access_token`, required: true },
    {
      displayName: 'Scope', name: 'scope', type: 'hidden',
      default: 'repo,admin:repo_hook,admin:org,admin:org_hook,gist,notifications,user,write:packages,read:packages,delete:packages,workflow',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
};
