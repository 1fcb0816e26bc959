import type { ICredentialType } from '@weft/workflow';

/** n8n's OAuth2 credential for MCP servers: OAuth2, by default with the server's dynamic client registration. */
export const mcpOAuth2Api: ICredentialType = {
  name: 'mcpOAuth2Api',
  displayName: 'MCP OAuth2 API',
  extends: ['oAuth2Api'],
  properties: [
    { displayName: 'Use Dynamic Client Registration', name: 'useDynamicClientRegistration', type: 'boolean', default: true },
  ],
};
