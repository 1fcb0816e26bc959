import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { serviceRunner } from '../test-support/service-node-run.js';
import { loadOptionsContext } from '../test-support/load-options.js';
import { OpenAiLegacy } from './OpenAiLegacy.node.js';

/* The legacy OpenAI node (n8n-nodes-base.openAi 1 and 1.1) against the OpenAI stand-in. */

const API_KEY = 'sk-legacy-key-0001';
const MODELS = ['gpt-3.5-turbo', 'gpt-4o-mini', 'gpt-4-vision-preview', 'gpt-3.5-turbo-instruct', 'babbage-002', 'dall-e-2', 'dall-e-3', 'whisper-1', 'text-davinci-edit-001'];
let standIn: OpenAiStandIn;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: API_KEY, models: MODELS, retryAfterSeconds: 7 });
});
afterAll(async () => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.calls.length = 0;
  standIn.completions.length = 0;
});

function run(typeVersion: number, parameters: IDataObject, options: { key?: string; input?: IDataObject[]; continueOnFail?: boolean } = {}) {
  const runner = serviceRunner({ openai: { type: 'openAiApi', data: { apiKey: options.key ?? API_KEY, url: standIn.baseUrl, organizationId: '', header: false } } });
  return runner.run({
    type: 'n8n-nodes-base.openAi', typeVersion, parameters, uses: { openAiApi: 'openai' },
    ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
    ...(options.continueOnFail ? { continueOnFail: true } : {}),
  });
}

const conversation = { messages: [{ role: 'system', content: 'You answer in French.' }, { role: 'user', content: 'Say hello' }] };

describe('legacy OpenAI node: chat → complete', () => {
  it.each([
    [1, { model: 'gpt-4o-mini' }],
    [1.1, { chatModel: 'gpt-4o-mini' }],
  ])('version %s sends the messages to the model it names and answers one item per choice', async (version, model) => {
    standIn.script({ content: 'Bonjour !' });
    const result = await run(version, { resource: 'chat', operation: 'complete', ...model, prompt: conversation, options: { temperature: 0.2, maxTokens: 50 } });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([expect.objectContaining({ index: 0, message: expect.objectContaining({ role: 'assistant', content: 'Bonjour !' }), finish_reason: 'stop' })]);
    expect(standIn.requests[0]?.body).toMatchObject({ model: 'gpt-4o-mini', messages: conversation.messages, temperature: 0.2, max_tokens: 50 });
  });

  it('answers the whole response without Simplify', async () => {
    standIn.script({ content: 'Bonjour !' });
    const result = await run(1.1, { resource: 'chat', operation: 'complete', chatModel: 'gpt-4o-mini', prompt: conversation, simplifyOutput: false });
    expect(result.json).toEqual([expect.objectContaining({ object: 'chat.completion', model: 'gpt-4o-mini', choices: [expect.objectContaining({ message: expect.objectContaining({ content: 'Bonjour !' }) })], usage: expect.any(Object) })]);
  });

  it('lists the chat models of the key, without the vision preview', async () => {
    const node = new OpenAiLegacy();
    const context = loadOptionsContext(node, 'openAiApi', { apiKey: API_KEY, url: standIn.baseUrl });
    expect((await node.methods.loadOptions.chatModels.call(context)).map((option) => option.value)).toEqual(['gpt-3.5-turbo', 'gpt-3.5-turbo-instruct', 'gpt-4o-mini']);
    expect((await node.methods.loadOptions.textModels.call(context)).map((option) => option.value)).toEqual(['babbage-002', 'gpt-3.5-turbo-instruct']);
    expect((await node.methods.loadOptions.imageModels.call(context)).map((option) => option.value)).toEqual(['dall-e-2', 'dall-e-3']);
  });
});

describe('legacy OpenAI node: text', () => {
  it.each([1, 1.1])('version %s completes a prompt: one item per choice with its text', async (version) => {
    standIn.script({ content: 'This is a test.' });
    const result = await run(version, { resource: 'text', operation: 'complete', model: 'gpt-3.5-turbo-instruct', prompt: 'Say this is a test', options: { n: 1, topP: 0.5 } });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ text: 'This is a test.', index: 0, logprobs: null, finish_reason: 'stop' }]);
    expect(standIn.completions).toEqual([expect.objectContaining({ model: 'gpt-3.5-turbo-instruct', prompt: 'Say this is a test', n: 1, top_p: 0.5 })]);
  });

  it('edits a text as instructed', async () => {
    standIn.script({ content: 'What day of the week is it?' });
    const result = await run(1, { resource: 'text', operation: 'edit', model: 'text-davinci-edit-001', input: 'What day of the wek is it?', instruction: 'Fix the spelling mistakes' });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ text: 'What day of the week is it?', index: 0 }]);
    expect(standIn.calls.at(-1)?.body).toEqual({ model: 'text-davinci-edit-001', input: 'What day of the wek is it?', instruction: 'Fix the spelling mistakes' });
  });

  it('moderates a text: one item per result, or the whole answer without Simplify', async () => {
    const flagged = await run(1.1, { resource: 'text', operation: 'moderate', model: 'text-moderation-stable', input: 'I will attack you' });
    expect(flagged.json).toEqual([expect.objectContaining({ flagged: true, categories: expect.objectContaining({ violence: true, hate: false }) })]);
    const whole = await run(1.1, { resource: 'text', operation: 'moderate', model: 'text-moderation-latest', input: 'Lovely day', simplifyOutput: false });
    expect(whole.json).toEqual([{ id: expect.any(String), model: 'text-moderation-latest', results: [expect.objectContaining({ flagged: false })] }]);
  });

  it('names the parameter OpenAI refuses (400) and the model it does not know (404)', async () => {
    const noInstruction = await run(1, { resource: 'text', operation: 'edit', model: 'text-davinci-edit-001', input: 'x', instruction: '' });
    expect(noInstruction.error?.message).toBe('Missing required parameter: \'instruction\'.');
    const unknown = await run(1, { resource: 'text', operation: 'complete', model: 'davinci-999', prompt: 'x' });
    expect(unknown.error?.message).toBe('The model was not found');
    expect(unknown.error?.description).toMatch(/davinci-999/);
  });
});

describe('legacy OpenAI node: image → create', () => {
  it('version 1 makes PNG files in the binary field "data", of the size asked for', async () => {
    const result = await run(1, { resource: 'image', operation: 'create', prompt: 'A lighthouse', model: 'dall-e-2', options: { n: 2, size: '256x256' } });
    expect(result.error).toBeUndefined();
    expect(result.items).toHaveLength(2);
    expect(result.items.map((item) => item.json)).toEqual([{}, {}]);
    expect(result.items[0]?.binary?.data).toMatchObject({ mimeType: 'image/png' });
    expect(standIn.calls.at(-1)?.body).toEqual({ prompt: 'A lighthouse', model: 'dall-e-2', response_format: 'b64_json', n: 2, size: '256x256' });
  });

  it('version 1.1 sends the Image Model, and no size: its size options follow a "model" parameter 1.1 no longer has, as in n8n', async () => {
    const result = await run(1.1, { resource: 'image', operation: 'create', prompt: 'A lighthouse', imageModel: 'dall-e-2', options: { n: 1, size: '256x256' } });
    expect(result.error).toBeUndefined();
    expect(result.items[0]?.binary?.data).toMatchObject({ mimeType: 'image/png' });
    expect(standIn.calls.at(-1)?.body).toEqual({ prompt: 'A lighthouse', model: 'dall-e-2', response_format: 'b64_json', n: 1 });
  });

  it('answers the links with Image Url, and DALL·E 3\'s revised prompt', async () => {
    const result = await run(1, { resource: 'image', operation: 'create', prompt: 'A lighthouse', model: 'dall-e-3', responseFormat: 'imageUrl', options: { quality: 'hd', style: 'natural', size: '1792x1024' } });
    expect(result.json).toEqual([{ url: expect.stringMatching(/^http:\/\/.+\.png$/), revised_prompt: 'A picture of A lighthouse' }]);
    expect(standIn.calls.at(-1)?.body).toEqual({ prompt: 'A lighthouse', model: 'dall-e-3', response_format: 'url', quality: 'hd', style: 'natural', size: '1792x1024' });
  });

  it('passes OpenAI\'s refusal of a size the model does not make (400)', async () => {
    const result = await run(1, { resource: 'image', operation: 'create', prompt: 'A lighthouse', model: 'dall-e-3', options: { size: '1792x1024', n: 2 } });
    expect(result.error?.message).toBe('You must provide n=1 for this model.');
  });
});

describe('legacy OpenAI node: errors', () => {
  it('says the key was refused (401)', async () => {
    const result = await run(1, { resource: 'text', operation: 'moderate', model: 'text-moderation-latest', input: 'x' }, { key: 'sk-expired-key-7777' });
    expect(result.error?.message).toBe('Authorization failed - please check your credentials');
    expect(result.error?.description).toMatch(/^Incorrect API key provided/);
  });

  it('says the rate limit was reached (429), with OpenAI\'s wait', async () => {
    standIn.script({ rateLimited: true });
    const result = await run(1, { resource: 'text', operation: 'complete', model: 'gpt-3.5-turbo-instruct', prompt: 'x' });
    expect(result.error?.message).toBe('Rate limit reached');
    expect(result.error?.description).toMatch(/Please try again in 7s/);
  });

  it('gives an error item with Continue On Fail and goes on with the next item', async () => {
    standIn.rateLimitNext();
    const result = await run(1, { resource: 'text', operation: 'moderate', model: 'text-moderation-latest', input: '={{ $json.text }}' }, {
      continueOnFail: true, input: [{ text: 'first' }, { text: 'I hate this' }],
    });
    expect(result.json).toEqual([{ error: 'Rate limit reached' }, expect.objectContaining({ flagged: true })]);
  });
});
