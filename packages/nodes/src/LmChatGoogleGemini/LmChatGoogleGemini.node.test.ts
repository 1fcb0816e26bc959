import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeminiStandIn } from '../test-support/gemini-stand-in.js';
import type { GeminiStandIn } from '../test-support/gemini-stand-in.js';
import { modelNodeTests } from '../test-support/model-node-tests.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { LmChatGoogleGemini } from './LmChatGoogleGemini.node.js';

let standIn: GeminiStandIn;
beforeAll(async () => {
  standIn = await startGeminiStandIn({ apiKey: 'AIza-good-0001' });
});
afterAll(() => standIn.close());

describe('Google Gemini Chat Model 1', () => {
  modelNodeTests(() => ({
    type: '@n8n/n8n-nodes-langchain.lmChatGoogleGemini', version: 1,
    parameters: {
      modelName: 'models/gemini-2.5-flash',
      options: { temperature: 0.3, topK: 20, safetySettings: { values: [{ category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_ONLY_HIGH' }] } },
    },
    credentialType: 'googlePalmApi',
    credentials: { good: { apiKey: 'AIza-good-0001', host: standIn.host }, badKey: { apiKey: 'AIza-wrong-9999', host: standIn.host } },
    script: (...answers) => standIn.script(...answers),
    attemptsOnRateLimit: 3,
    lastAskedTexts: () => (standIn.requests.at(-1)?.body.contents ?? []).flatMap((content) => content.parts.map((part) => {
      const answered = part.functionResponse;
      return answered ? `${answered.name}: ${String((answered.response as { result?: unknown }).result)}` : part.text ?? '';
    })),
    badKeyWords: /^API key not valid\. Please pass a valid API key\.$/,
    rateLimitWords: /^Resource has been exhausted/,
  }));

  it('sends the options as Gemini names them', () => {
    const body = standIn.requests.at(0)?.body;
    expect(body?.generationConfig).toMatchObject({ temperature: 0.3, topK: 20, maxOutputTokens: 2048 });
    expect(body?.safetySettings).toEqual([{ category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_ONLY_HIGH' }]);
    expect(standIn.requests.at(0)?.model).toBe('gemini-2.5-flash');
  });

  it('lists the models that can chat', async () => {
    const nodeType = new LmChatGoogleGemini();
    const context = loadOptionsContext(nodeType, 'googlePalmApi', { apiKey: 'AIza-good-0001', host: standIn.host });
    expect(await nodeType.methods.loadOptions.getModels.call(context)).toEqual([
      { name: 'gemini-2.0-flash', value: 'models/gemini-2.0-flash', description: 'Gemini 2.0 Flash' },
      { name: 'gemini-2.5-flash', value: 'models/gemini-2.5-flash', description: 'Gemini 2.5 Flash' },
    ]);
  });
});
