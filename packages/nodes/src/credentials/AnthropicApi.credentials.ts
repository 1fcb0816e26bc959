import type { ICredentialType, IDataObject } from '@weft/workflow';

/** n8n's Anthropic credential: the key goes in `x-api-key`; a proxy in front of the API may want a header of its own. */
export const anthropicApi: ICredentialType = {
  name: 'anthropicApi',
  displayName: 'Anthropic',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'Base URL', name: 'url', type: 'string', default: 'https://api.anthropic.com', description: 'Another address serving the Anthropic Messages API (a proxy, a gateway)' },
    { displayName: 'Add Custom Header', name: 'header', type: 'boolean', default: false },
    { displayName: 'Header Name', name: 'headerName', type: 'string', default: '', displayOptions: { show: { header: [true] } } },
    { displayName: 'Header Value', name: 'headerValue', type: 'string', default: '', displayOptions: { show: { header: [true] } }, typeOptions: { password: true } },
  ],
  authenticate: async (credentials, requestOptions) => {
    const headers: IDataObject = { ...(requestOptions.headers ?? {}), 'x-api-key': credentials.apiKey };
    if (credentials.header === true && typeof credentials.headerName === 'string' && credentials.headerName !== '') {
      headers[credentials.headerName] = credentials.headerValue ?? '';
    }
    return { ...requestOptions, headers };
  },
  // The smallest request that needs a valid key: one token from the cheapest model.
  test: {
    request: {
      baseURL: '={{$credentials?.url}}', url: '/v1/messages', method: 'POST', headers: { 'anthropic-version': '2023-06-01' },
      body: { model: 'claude-3-haiku-20240307', messages: [{ role: 'user', content: 'Hey' }], max_tokens: 1 },
    },
  },
};
