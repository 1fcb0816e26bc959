import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryOf, rl, runOpenAi, startHarness } from './harness.js';
import type { Harness } from './harness.js';
import { pngBytes, speechBytes } from '../../test-support/openai-stand-in/media.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.standIn.close());
const lastCall = () => harness.standIn.calls.at(-1);

describe('OpenAI 1.x, Text > Message a Model (chat completions)', () => {
  it('sends the messages and options, and outputs each choice when simplified', async () => {
    harness.standIn.script({ content: 'Paris.' });
    const { items } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'text', operation: 'message', modelId: rl('gpt-4o-mini'),
      messages: { values: [{ role: 'system', content: 'Answer briefly.' }, { content: 'Capital of France?' }] },
      options: { maxTokens: 50, temperature: 0.3 },
    } });
    expect(harness.standIn.requests.at(-1)?.body).toMatchObject({
      model: 'gpt-4o-mini', max_tokens: 50, temperature: 0.3,
      messages: [{ role: 'system', content: 'Answer briefly.' }, { role: 'user', content: 'Capital of France?' }],
    });
    expect(harness.standIn.requests.at(-1)?.body.tools).toBeUndefined();
    expect(items.map((item) => item.json)).toEqual([
      { index: 0, message: { role: 'assistant', content: 'Paris.', refusal: null }, logprobs: null, finish_reason: 'stop' },
    ]);
  });

  it('outputs the whole completion when not simplified, and parses JSON content in JSON mode', async () => {
    harness.standIn.script({ content: '{"city":"Paris"}' });
    const { items } = await runOpenAi(harness, { typeVersion: 1.1, parameters: {
      resource: 'text', operation: 'message', modelId: rl('gpt-4o'), simplify: false, jsonOutput: true,
      messages: { values: [{ content: 'Capital of France as JSON' }] },
    } });
    const request = harness.standIn.requests.at(-1)?.body as unknown as Record<string, unknown>;
    expect(request.response_format).toEqual({ type: 'json_object' });
    expect((request.messages as Array<{ role: string }>)[0]?.role).toBe('system');
    expect(items[0]?.json).toMatchObject({ object: 'chat.completion', model: 'gpt-4o', choices: [{ message: { content: { city: 'Paris' } } }] });
  });

  it('calls connected tools as functions until the model answers', async () => {
    harness.standIn.script({ toolCalls: [{ name: 'Calculator', arguments: { input: '6 * 7' } }] }, { content: 'It is 42.' });
    const { items, runData } = await runOpenAi(harness, { typeVersion: 1.8, calculator: true, parameters: {
      resource: 'text', operation: 'message', modelId: rl('gpt-4o-mini'), messages: { values: [{ content: 'What is 6 times 7?' }] },
    } });
    const [first, second] = harness.standIn.requests.slice(-2);
    expect(first?.body.tools?.[0]?.function.name).toBe('Calculator');
    expect(second?.body.messages.at(-1)).toMatchObject({ role: 'tool', content: '42' });
    expect(items[0]?.json).toMatchObject({ message: { content: 'It is 42.' } });
    expect(runData.Calculator?.[0]?.data?.ai_tool?.[0]?.[0]?.json).toBeDefined();
  });

  it('says when the key is refused, with the API\'s words', async () => {
    const { error } = await runOpenAi(harness, { typeVersion: 1.8, credential: 'cred-bad', parameters: {
      resource: 'text', operation: 'message', modelId: rl('gpt-4o-mini'), messages: { values: [{ content: 'Hi' }] },
    } });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toMatch(/^Incorrect API key provided/);
  });

  it('says when the model does not exist', async () => {
    const { error } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'text', operation: 'message', modelId: rl('gpt-9'), messages: { values: [{ content: 'Hi' }] },
    } });
    expect(error?.message).toBe('The model was not found');
  });
});

describe('OpenAI 1.x, Text > Classify', () => {
  it('asks the latest text moderation model, simplified to `flagged`', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'text', operation: 'classify', input: 'I will attack you', simplify: true } });
    expect(lastCall()?.body).toEqual({ input: 'I will attack you', model: 'text-moderation-latest' });
    expect(items[0]?.json).toEqual({ flagged: true });
  });

  it('outputs the whole result with the stable model', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'text', operation: 'classify', input: 'A nice day', options: { useStableModel: true } } });
    expect(lastCall()?.body?.model).toBe('text-moderation-stable');
    expect(items[0]?.json).toMatchObject({ flagged: false, categories: { violence: false }, category_scores: { violence: 0.0002 } });
  });
});

describe('OpenAI 1.x, Image', () => {
  it('generates DALL·E 3 images as PNG binary data with the revised prompt', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'image', operation: 'generate', model: 'dall-e-3', prompt: 'a lighthouse', options: { dalleQuality: 'hd', style: 'natural', size: '1792x1024' },
    } });
    expect(lastCall()?.body).toEqual({ prompt: 'a lighthouse', model: 'dall-e-3', response_format: 'b64_json', quality: 'hd', style: 'natural', size: '1792x1024' });
    expect(items[0]?.json).toEqual({ revised_prompt: 'A picture of a lighthouse' });
    expect(items[0]?.binary?.data).toMatchObject({ mimeType: 'image/png', fileName: 'image.png' });
    expect(Buffer.from(String(items[0]?.binary?.data?.data), 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers DALL·E 2 image URLs when asked, one item per image', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'image', operation: 'generate', model: 'dall-e-2', prompt: 'a cat', options: { n: 2, returnImageUrls: true, size: '256x256' },
    } });
    expect(lastCall()?.body).toMatchObject({ model: 'dall-e-2', n: 2, response_format: 'url', size: '256x256' });
    expect(items).toHaveLength(2);
    expect(items[0]?.json.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/standin-\d+\.png$/);
    expect(items[0]?.binary).toBeUndefined();
  });

  it('refuses a size the model does not make, with OpenAI\'s words', async () => {
    const { error } = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'image', operation: 'generate', model: 'dall-e-2', prompt: 'x', options: { size: '1792x1024' } } });
    expect(error?.message).toMatch(/'1792x1024' is not one of '256x256'/);
  });

  it('analyzes the item\'s image (binary) with the chosen model', async () => {
    harness.standIn.script({ content: 'A red square.' });
    const { items } = await runOpenAi(harness, {
      typeVersion: 1.8,
      parameters: { resource: 'image', operation: 'analyze', modelId: rl('gpt-4o'), inputType: 'base64', text: 'What is it?', options: { detail: 'low' } },
      input: [{ json: {}, binary: { data: binaryOf(pngBytes(3), 'image/png', 'square.png') } as never }],
    });
    const content = harness.standIn.requests.at(-1)?.body.messages[0]?.content as Array<Record<string, unknown>>;
    expect(content[0]).toEqual({ type: 'text', text: 'What is it?' });
    expect(content[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${pngBytes(3).toString('base64')}`, detail: 'low' } });
    expect(harness.standIn.requests.at(-1)?.body.max_tokens).toBe(300);
    expect(items[0]?.json).toEqual({ content: 'A red square.' });
  });

  it('analyzes images by URL', async () => {
    harness.standIn.script({ content: 'Two cats.' });
    await runOpenAi(harness, { typeVersion: 1.4, parameters: {
      resource: 'image', operation: 'analyze', modelId: rl('gpt-4o-mini'), imageUrls: 'https://example.com/a.png, https://example.com/b.png',
    } });
    const content = harness.standIn.requests.at(-1)?.body.messages[0]?.content as Array<Record<string, unknown>>;
    expect(content.slice(1).map((part) => (part.image_url as { url: string }).url)).toEqual(['https://example.com/a.png', 'https://example.com/b.png']);
  });
});

describe('OpenAI 1.x, Audio', () => {
  it('generates speech as MP3 binary data', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'audio', operation: 'generate', model: 'tts-1-hd', input: 'Good morning', voice: 'nova', options: { speed: 1.5 },
    } });
    expect(lastCall()?.body).toEqual({ model: 'tts-1-hd', input: 'Good morning', voice: 'nova', response_format: 'mp3', speed: 1.5 });
    expect(items[0]?.binary?.data).toMatchObject({ mimeType: 'audio/mpeg', fileName: 'audio.mp3' });
    expect(Buffer.from(String(items[0]?.binary?.data?.data), 'base64').subarray(0, 3).toString()).toBe('ID3');
  });

  it('generates FLAC into the asked field', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'audio', operation: 'generate', input: 'Hi', options: { response_format: 'flac', binaryPropertyOutput: 'speech' },
    } });
    expect(items[0]?.binary?.speech).toMatchObject({ mimeType: 'audio/flac', fileName: 'audio.flac' });
  });

  it('transcribes the item\'s recording as multipart, with language and temperature', async () => {
    const { items } = await runOpenAi(harness, {
      typeVersion: 1.8,
      parameters: { resource: 'audio', operation: 'transcribe', options: { language: 'en', temperature: 0.2 } },
      input: [{ json: {}, binary: { data: binaryOf(speechBytes('mp3', 'Hello from the recording'), 'audio/mpeg', 'note.mp3') } as never }],
    });
    const form = lastCall()?.form ?? {};
    expect(lastCall()?.path).toBe('/v1/audio/transcriptions');
    expect(form).toMatchObject({ model: 'whisper-1', language: 'en', temperature: '0.2', file: { filename: 'note.mp3', type: 'audio/mpeg' } });
    expect(items[0]?.json).toEqual({ text: 'Hello from the recording' });
  });

  it('translates a recording, and refuses a file that is not audio', async () => {
    harness.standIn.script({ content: 'Good evening' });
    const { items } = await runOpenAi(harness, {
      typeVersion: 1.8, parameters: { resource: 'audio', operation: 'translate' },
      input: [{ json: {}, binary: { data: binaryOf(Buffer.from('RIFF....WAVE'), 'audio/wav', 'abend.wav') } as never }],
    });
    expect(lastCall()?.path).toBe('/v1/audio/translations');
    expect(items[0]?.json).toEqual({ text: 'Good evening' });

    const { error } = await runOpenAi(harness, {
      typeVersion: 1.8, parameters: { resource: 'audio', operation: 'transcribe' },
      input: [{ json: {}, binary: { data: binaryOf(Buffer.from('hello'), 'text/plain', 'notes.txt') } as never }],
    });
    expect(error?.message).toMatch(/^Invalid file format/);
  });
});

describe('OpenAI 1.x, File', () => {
  it('uploads the item\'s file for assistants, lists it by purpose and deletes it', async () => {
    const { items } = await runOpenAi(harness, {
      typeVersion: 1.8, parameters: { resource: 'file', operation: 'upload' },
      input: [{ json: {}, binary: { data: binaryOf(Buffer.from('name,age\nAda,36\n'), 'text/csv', 'people.csv') } as never }],
    });
    expect(lastCall()?.form).toMatchObject({ purpose: 'assistants', file: { filename: 'people.csv', type: 'text/csv' } });
    expect((lastCall()?.form?.file as { bytes: Buffer }).bytes.toString()).toBe('name,age\nAda,36\n');
    const id = String(items[0]?.json.id);
    expect(items[0]?.json).toMatchObject({ object: 'file', filename: 'people.csv', purpose: 'assistants', bytes: 16 });

    const listed = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'file', operation: 'list', options: { purpose: 'assistants' } } });
    expect(lastCall()?.query).toEqual({ purpose: 'assistants' });
    expect(listed.items.map((item) => item.json.id)).toContain(id);

    const deleted = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'file', operation: 'deleteFile', fileId: rl(id) } });
    expect(deleted.items[0]?.json).toEqual({ id, object: 'file', deleted: true });
    const again = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'file', operation: 'deleteFile', fileId: rl(id) } });
    expect(again.error?.message).toBe(`No such File object: ${id}`);
  });

  it('says when the item has no file to upload', async () => {
    const { error } = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'file', operation: 'upload', binaryPropertyName: 'doc' } });
    expect(error?.message).toBe('The input item has no binary data');
    expect(harness.standIn.calls.at(-1)?.path).not.toBe('/v1/files');
  });
});
