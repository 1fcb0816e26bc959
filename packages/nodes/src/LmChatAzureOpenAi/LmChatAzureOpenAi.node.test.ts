import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { openAiShapedCase } from '../test-support/openai-shaped-case.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  // Azure serves a deployment at /openai/deployments/<name>/chat/completions?api-version=…, the key in `api-key`.
  standIn = await startOpenAiStandIn({ apiKey: 'azure-good-0001', prefix: 'azure', models: ['my-gpt-4o'] });
});
afterAll(() => standIn.close());

const credentials = (apiKey: string) => ({ apiKey, resourceName: 'unused', apiVersion: '2025-03-01-preview', endpoint: standIn.origin });

describe('Azure OpenAI Chat Model 1 (API key)', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmChatAzureOpenAi', version: 1,
    parameters: { model: 'my-gpt-4o', options: { maxRetries: 0, temperature: 0.4, maxTokens: 100 } },
    credentialType: 'azureOpenAiApi',
    credentials: { good: credentials('azure-good-0001'), badKey: credentials('azure-wrong-9999') },
    attemptsOnRateLimit: 1,
    ...openAiShapedCase(() => standIn),
    badKeyWords: /^Access denied due to invalid subscription key or wrong API endpoint/,
  }));

  it('sends the key in api-key with the options', () => {
    const request = standIn.requests.at(0);
    expect(request?.headers['api-key']).toBe('azure-good-0001');
    expect(request?.body).toMatchObject({ model: 'my-gpt-4o', temperature: 0.4, max_tokens: 100 });
  });
});

describe('Azure OpenAI Chat Model 1 (Microsoft Entra ID)', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmChatAzureOpenAi', version: 1,
    parameters: { authentication: 'azureEntraCognitiveServicesOAuth2Api', model: 'my-gpt-4o', options: { maxRetries: 0 } },
    credentialType: 'azureEntraCognitiveServicesOAuth2Api',
    credentials: {
      good: { resourceName: 'unused', apiVersion: '2025-03-01-preview', endpoint: standIn.origin, oauthTokenData: { access_token: 'azure-good-0001' } },
      badKey: { resourceName: 'unused', apiVersion: '2025-03-01-preview', endpoint: standIn.origin, oauthTokenData: { access_token: 'expired-token-9999' } },
    },
    attemptsOnRateLimit: 1,
    ...openAiShapedCase(() => standIn),
    badKeyWords: /^Unauthorized\. Access token is missing, invalid/,
  }));

  it('sends the token as a bearer token', () => {
    expect(standIn.requests.at(-1)?.headers.authorization).toBe('Bearer azure-good-0001');
  });
});
