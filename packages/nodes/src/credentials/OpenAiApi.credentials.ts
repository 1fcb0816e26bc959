import type { ICredentialType } from '@weft/workflow';

/**
 * n8n's OpenAI credential. The base URL makes it work with any OpenAI-compatible server (Ollama,
 * vLLM, LM Studio); its test lists the models there.
 */
export const openAiApi: ICredentialType = {
  name: 'openAiApi',
  displayName: 'OpenAI',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'Organization ID (optional)', name: 'organizationId', type: 'string', default: '', description: 'For users who belong to several organizations' },
    { displayName: 'Base URL', name: 'url', type: 'string', default: 'https://api.openai.com/v1', description: 'Another OpenAI-compatible server: Ollama (http://localhost:11434/v1), vLLM, LM Studio' },
    { displayName: 'Add Custom Header', name: 'header', type: 'boolean', default: false },
    { displayName: 'Header Name', name: 'headerName', type: 'string', default: '', displayOptions: { show: { header: [true] } } },
    { displayName: 'Header Value', name: 'headerValue', type: 'string', default: '', displayOptions: { show: { header: [true] } }, typeOptions: { password: true } },
  ],
  authenticate: {
    type: 'generic',
    properties: {
      headers: {
        Authorization: '=Bearer {{$credentials.apiKey}}',
        'OpenAI-Organization': '={{$credentials.organizationId}}',
      },
    },
  },
  test: { request: { baseURL: '={{$credentials?.url}}', url: '/models' } },
};
