import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from '@weft/workflow';
import { credentialLineage } from '@weft/workflow';
import { applyCredentialAuth, performHttpRequest, resolveCredentialTemplate } from '@weft/engine';
import { builtinCredentialTypes } from './builtin-credential-types.js';
import { startAnthropicStandIn } from '../test-support/anthropic-stand-in.js';
import { startGeminiStandIn } from '../test-support/gemini-stand-in.js';
import { startOllamaStandIn } from '../test-support/ollama-stand-in.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';

interface ReferenceType { name: string; properties: Array<{ name: string; type: string; default: unknown; required?: boolean; displayOptions?: unknown }>; extends?: string[] }

const reference = JSON.parse(readFileSync(new URL('../test-support/n8n-ai-model-credentials.json', import.meta.url), 'utf8')) as ReferenceType[];

// Groq and Mistral have a hidden base URL n8n does not have (n8n fixes theirs in the test request).
const ADDED: Record<string, string[]> = { groqApi: ['url'], mistralCloudApi: ['url'] };

describe('model provider credential types', () => {
  it.each(reference.map((type) => [type.name, type] as const))('%s saves the fields n8n saves', (name, expected) => {
    const type = builtinCredentialTypes.getByName(name);
    expect(type, `${name} is registered`).toBeDefined();
    const ours = (type?.properties ?? []).filter((property) => !(ADDED[name] ?? []).includes(property.name));
    expect(ours.map((property) => property.name)).toEqual(expected.properties.map((property) => property.name));
    for (const [index, property] of expected.properties.entries()) {
      expect(ours[index]).toMatchObject({ name: property.name, type: property.type, default: property.default });
      expect(ours[index]?.required ?? false).toBe(property.required ?? false);
      if (property.displayOptions) expect(ours[index]?.displayOptions).toEqual(property.displayOptions);
    }
    expect(type?.extends).toEqual(expected.extends);
  });
});

/** What the credential dialog's Test does: the type's test request, resolved with the data and authenticated. */
async function testCredential(typeName: string, data: ICredentialDataDecryptedObject): Promise<number> {
  const lineage = credentialLineage(builtinCredentialTypes, typeName);
  const test = lineage.find((type) => type.test)?.test;
  if (!test) throw new Error(`${typeName} has no test`);
  const request = resolveCredentialTemplate(test.request, data) as IDataObject;
  const options: IHttpRequestOptions = {
    ...request, url: String(request.url ?? ''), method: (String(request.method ?? 'GET').toUpperCase()) as IHttpRequestOptions['method'],
    returnFullResponse: true, ignoreHttpStatusErrors: true,
  };
  const response = await performHttpRequest(await applyCredentialAuth(lineage, typeName, data, options)) as IN8nHttpFullResponse;
  return response.statusCode;
}

describe('the credential test against each provider\'s stand-in', () => {
  const closers: Array<() => Promise<void>> = [];
  const urls: Record<string, string> = {};
  beforeAll(async () => {
    const anthropic = await startAnthropicStandIn({ apiKey: 'good' });
    const gemini = await startGeminiStandIn({ apiKey: 'good' });
    const ollama = await startOllamaStandIn({ apiKey: 'good' });
    const openAi = await startOpenAiStandIn({ apiKey: 'good' });
    const groq = await startOpenAiStandIn({ apiKey: 'good', prefix: '/openai/v1' });
    const openRouter = await startOpenAiStandIn({ apiKey: 'good', prefix: '/api/v1' });
    closers.push(anthropic.close, gemini.close, ollama.close, openAi.close, groq.close, openRouter.close);
    Object.assign(urls, { anthropic: anthropic.url, gemini: gemini.host, ollama: ollama.baseUrl, openAi: openAi.baseUrl, groq: groq.baseUrl, openRouter: openRouter.baseUrl });
    // Anthropic's test asks for one token of claude-3-haiku: the stand-in answers it from its script.
    anthropic.script({ content: 'Hi' });
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  const cases: Array<[string, (key: string) => ICredentialDataDecryptedObject]> = [
    ['anthropicApi', (apiKey) => ({ apiKey, url: urls.anthropic ?? '', header: false })],
    ['googlePalmApi', (apiKey) => ({ apiKey, host: urls.gemini ?? '' })],
    ['ollamaApi', (apiKey) => ({ apiKey, baseUrl: urls.ollama ?? '' })],
    ['deepSeekApi', (apiKey) => ({ apiKey, url: urls.openAi ?? '' })],
    ['mistralCloudApi', (apiKey) => ({ apiKey, url: urls.openAi ?? '' })],
    ['groqApi', (apiKey) => ({ apiKey, url: urls.groq ?? '' })],
    ['openRouterApi', (apiKey) => ({ apiKey, url: urls.openRouter ?? '' })],
  ];

  it.each(cases)('%s passes with the right key and fails with a wrong one', async (typeName, data) => {
    expect(await testCredential(typeName, data('good'))).toBe(200);
    // Gemini answers a wrong key with 400 API_KEY_INVALID, the others with 401.
    expect(await testCredential(typeName, data('wrong'))).toBe(typeName === 'googlePalmApi' ? 400 : 401);
  });
});
