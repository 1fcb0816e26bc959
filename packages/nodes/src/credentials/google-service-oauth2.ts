import type { ICredentialType } from '@weft/workflow';

/** A Google service's OAuth2 type: Google's endpoints with the service's fixed scopes. */
export function googleServiceOAuth2(name: string, displayName: string, scopes: string[], icon = 'file:google.svg', options: { notice?: boolean } = {}): ICredentialType {
  const notice = options.notice ?? true;
  return {
    name,
    displayName,
    icon,
    extends: ['googleOAuth2Api'],
    documentationUrl: 'https://developers.google.com/identity/protocols/oauth2/web-server',
    properties: [
      { displayName: 'Scope', name: 'scope', type: 'hidden', default: scopes.join(' ') },
      ...(notice ? [{
        displayName: 'Create an OAuth client ID (Web application) in the Google Cloud console, add the redirect URL shown here, and enable the API of this service.',
        name: 'notice', type: 'notice' as const, default: '', displayOptions: { hideOnCloud: true } as never,
      }] : []),
    ],
  };
}
