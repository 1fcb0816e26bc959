import type { ICredentialType, INodeProperties } from '@weft/workflow';

/*
 * The credentials of the model providers that take a key as a bearer token (or a query parameter) and
 * are tested by listing their models. Groq and Mistral get a hidden base URL (n8n fixes theirs in the test
 * request) so a test or a self-hosted gateway can point them elsewhere; DeepSeek and OpenRouter have one in n8n.
 */

const apiKey: INodeProperties = { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', required: true, typeOptions: { password: true } };
const bearer = { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.apiKey}}' } } } as const;

export const deepSeekApi: ICredentialType = {
  name: 'deepSeekApi',
  displayName: 'DeepSeek',
  properties: [apiKey, { displayName: 'Base URL', name: 'url', type: 'hidden', default: 'https://api.deepseek.com' }],
  authenticate: bearer,
  test: { request: { baseURL: '={{ $credentials.url }}', url: '/models' } },
};

export const openRouterApi: ICredentialType = {
  name: 'openRouterApi',
  displayName: 'OpenRouter',
  properties: [apiKey, { displayName: 'Base URL', name: 'url', type: 'hidden', default: 'https://openrouter.ai/api/v1' }],
  authenticate: bearer,
  // OpenRouter's models list is public: the key's own endpoint is what tells a wrong key.
  test: { request: { baseURL: '={{ $credentials.url }}', url: '/key' } },
};

export const groqApi: ICredentialType = {
  name: 'groqApi',
  displayName: 'Groq',
  properties: [apiKey, { displayName: 'Base URL', name: 'url', type: 'hidden', default: 'https://api.groq.com/openai/v1' }],
  authenticate: bearer,
  test: { request: { baseURL: '={{ $credentials.url }}', url: '/models' } },
};

export const mistralCloudApi: ICredentialType = {
  name: 'mistralCloudApi',
  displayName: 'Mistral Cloud',
  properties: [apiKey, { displayName: 'Base URL', name: 'url', type: 'hidden', default: 'https://api.mistral.ai/v1' }],
  authenticate: bearer,
  test: { request: { baseURL: '={{ $credentials.url }}', url: '/models', method: 'GET' } },
};

export const googlePalmApi: ICredentialType = {
  name: 'googlePalmApi',
  displayName: 'Google Gemini (PaLM) API',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'https://generativelanguage.googleapis.com', required: true },
    apiKey,
  ],
  authenticate: { type: 'generic', properties: { qs: { key: '={{$credentials.apiKey}}' } } },
  // n8n's test names the whole address as its base URL; the same request, split as our tests need.
  test: { request: { baseURL: '={{$credentials.host}}/v1beta', url: '/models' } },
};

export const ollamaApi: ICredentialType = {
  name: 'ollamaApi',
  displayName: 'Ollama',
  properties: [
    { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: 'http://localhost:11434', required: true },
    { ...apiKey, required: false, description: 'Only for an Ollama server behind a proxy that asks for a key' },
  ],
  authenticate: bearer,
  test: { request: { baseURL: '={{ $credentials.baseUrl }}', url: '/api/tags', method: 'GET' } },
};
