import type { ICredentialType } from '@weft/workflow';

/** n8n's Azure OpenAI credential (key auth): the resource's key, its name (or a full endpoint) and the API version. */
export const azureOpenAiApi: ICredentialType = {
  name: 'azureOpenAiApi',
  displayName: 'Azure OpenAI',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', default: '', required: true, typeOptions: { password: true } },
    { displayName: 'Resource Name', name: 'resourceName', type: 'string', default: '', required: true, description: 'The name of the Azure OpenAI resource: the API is at https://<resource>.openai.azure.com' },
    { displayName: 'API Version', name: 'apiVersion', type: 'string', default: '2025-03-01-preview', required: true },
    { displayName: 'Endpoint', name: 'endpoint', type: 'string', default: null as unknown as string, description: 'A full endpoint to use instead of the one the resource name makes' },
  ],
  authenticate: { type: 'generic', properties: { headers: { 'api-key': '={{$credentials.apiKey}}' } } },
};
