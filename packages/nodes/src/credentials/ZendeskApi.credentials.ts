import type { ICredentialDataDecryptedObject, ICredentialType, IHttpRequestOptions } from '@weft/workflow';

/**
 * n8n's Zendesk API token credential: the account's subdomain, an agent's email and an API token, sent
 * as Basic authentication of `<email>/token:<token>` (Zendesk's documented form for API tokens).
 */
export const zendeskApi: ICredentialType = {
  name: 'zendeskApi',
  displayName: 'Zendesk API',
  documentationUrl: 'https://developer.zendesk.com/api-reference/introduction/security-and-auth/',
  properties: [
    { displayName: 'Subdomain', name: 'subdomain', type: 'string', default: '', placeholder: 'acme', description: 'The part before .zendesk.com in your Zendesk address' },
    { displayName: 'Email', name: 'email', type: 'string', default: '', placeholder: 'agent@example.com' },
    { displayName: 'API Token', name: 'apiToken', type: 'string', default: '', typeOptions: { password: true } },
  ],
  async authenticate(credentials: ICredentialDataDecryptedObject, options: IHttpRequestOptions): Promise<IHttpRequestOptions> {
    const basic = Buffer.from(`${String(credentials.email ?? '')}/token:${String(credentials.apiToken ?? '')}`).toString('base64');
    return { ...options, headers: { ...(options.headers ?? {}), Authorization: `Basic ${basic}` } };
  },
  test: { request: { baseURL: '=https://{{$credentials.subdomain}}.zendesk.com/api/v2', url: '/ticket_fields.json' } },
};
