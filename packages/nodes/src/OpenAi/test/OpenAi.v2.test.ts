import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryOf, rl, runOpenAi, startHarness } from './harness.js';
import type { Harness } from './harness.js';
import { pngBytes } from '../../test-support/openai-stand-in/media.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.standIn.close());
const lastCall = () => harness.standIn.calls.at(-1);
const responseCalls = () => harness.standIn.calls.filter((call) => call.path === '/v1/responses');

describe('OpenAI 2.x, Text > Message a Model (Responses API)', () => {
  it('sends the messages as Responses input with the options, and outputs the response\'s output', async () => {
    harness.standIn.script({ content: 'Bonjour !' });
    const { items } = await runOpenAi(harness, { typeVersion: 2.1, parameters: {
      resource: 'text', operation: 'response', modelId: rl('gpt-4.1-mini'),
      responses: { values: [{ type: 'text', role: 'system', content: 'Answer in French.' }, { type: 'text', content: 'Hello' }] },
      options: {
        instructions: 'Be brief.', maxTokens: 100, store: false, metadata: '{"team":"ops"}',
        reasoning: { reasoningOptions: { effort: 'low', summary: 'none' } },
        textFormat: { textOptions: { type: 'json_schema', name: 'answer', schema: '{"type":"object"}', strict: true, verbosity: 'low' } },
      },
    } });
    expect(lastCall()?.body).toEqual({
      model: 'gpt-4.1-mini',
      input: [{ role: 'system', content: 'Answer in French.' }, { role: 'user', content: 'Hello' }],
      instructions: 'Be brief.', max_output_tokens: 100, store: false, metadata: { team: 'ops' }, reasoning: { effort: 'low' },
      text: { format: { type: 'json_schema', name: 'answer', schema: { type: 'object' }, strict: true }, verbosity: 'low' },
    });
    expect(items[0]?.json).toEqual({ output: [{
      type: 'message', id: expect.stringMatching(/^msg_/), status: 'completed', role: 'assistant',
      content: [{ type: 'output_text', text: 'Bonjour !', annotations: [], logprobs: [] }],
    }] });
  });

  it('sends image and file parts from URLs, file IDs and the item\'s binary data', async () => {
    harness.standIn.script({ content: 'Seen.' });
    const { items } = await runOpenAi(harness, {
      typeVersion: 2, input: [{ json: {}, binary: { data: binaryOf(pngBytes(1), 'image/png', 'dot.png'), doc: binaryOf(Buffer.from('%PDF-1.4'), 'application/pdf', 'a.pdf') } as never }],
      parameters: { resource: 'text', operation: 'response', modelId: rl('gpt-4o'), simplify: false, responses: { values: [
        { type: 'image', imageType: 'url', imageUrl: 'https://example.com/cat.png', imageDetail: 'high' },
        { type: 'image', imageType: 'base64', binaryPropertyName: 'data' },
        { type: 'file', fileType: 'fileId', fileId: 'file-abc' },
        { type: 'file', fileType: 'base64', binaryPropertyName: 'doc', fileName: 'report.pdf' },
      ] } },
    });
    expect(lastCall()?.body?.input).toEqual([
      { role: 'user', content: [{ type: 'input_image', image_url: 'https://example.com/cat.png', detail: 'high' }] },
      { role: 'user', content: [{ type: 'input_image', image_url: `data:image/png;base64,${pngBytes(1).toString('base64')}`, detail: 'auto' }] },
      { role: 'user', content: [{ type: 'input_file', file_id: 'file-abc' }] },
      { role: 'user', content: [{ type: 'input_file', file_data: `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`, filename: 'report.pdf' }] },
    ]);
    expect(items[0]?.json).toMatchObject({ object: 'response', status: 'completed', model: 'gpt-4o', usage: { input_tokens: expect.any(Number) } });
  });

  it('runs connected tools on function calls and sends their outputs on the stored response', async () => {
    harness.standIn.script({ toolCalls: [{ name: 'Calculator', arguments: { input: '12 * 12' } }] }, { content: '144.' });
    const { items } = await runOpenAi(harness, { typeVersion: 2.1, calculator: true, parameters: {
      resource: 'text', operation: 'response', modelId: rl('gpt-4o-mini'), responses: { values: [{ content: 'What is 12 squared?' }] },
      builtInTools: { webSearch: { searchContextSize: 'low', allowedDomains: 'example.com, example.org', country: 'DE' } },
    } });
    const [first, second] = responseCalls().slice(-2);
    expect(first?.body?.tools).toEqual([
      { type: 'function', name: 'Calculator', description: expect.any(String), parameters: expect.objectContaining({ type: 'object' }) },
      { type: 'web_search', search_context_size: 'low', user_location: { type: 'approximate', country: 'DE' }, filters: { allowed_domains: ['example.com', 'example.org'] } },
    ]);
    expect(second?.body?.previous_response_id).toMatch(/^resp_/);
    expect(second?.body?.input).toEqual([{ type: 'function_call_output', call_id: expect.stringMatching(/^call_/), output: '144' }]);
    expect(((items[0]?.json.output as Array<{ content: Array<{ text: string }> }>)[0]?.content[0]?.text)).toBe('144.');
  });

  it('continues a conversation it created, and answers OpenAI\'s 404 for an unknown one', async () => {
    const created = await runOpenAi(harness, { typeVersion: 2.1, parameters: {
      resource: 'conversation', operation: 'create', messages: { values: [{ role: 'user', content: 'My name is Ada.' }] }, options: { metadata: '{"topic":"names"}' },
    } });
    expect(lastCall()?.body).toEqual({ items: [{ type: 'message', role: 'user', content: 'My name is Ada.' }], metadata: { topic: 'names' } });
    const conversationId = String(created.items[0]?.json.id);
    expect(created.items[0]?.json).toEqual({ id: conversationId, object: 'conversation', created_at: expect.any(Number), metadata: { topic: 'names' } });

    harness.standIn.script({ content: 'You are Ada.' });
    await runOpenAi(harness, { typeVersion: 2.1, parameters: {
      resource: 'text', operation: 'response', modelId: rl('gpt-4o-mini'), responses: { values: [{ content: 'Who am I?' }] }, options: { conversationId },
    } });
    expect(lastCall()?.body?.conversation).toBe(conversationId);

    const { error } = await runOpenAi(harness, { typeVersion: 2.1, parameters: {
      resource: 'text', operation: 'response', modelId: rl('gpt-4o-mini'), responses: { values: [{ content: 'Hi' }] }, options: { conversationId: 'conv_nope' },
    } });
    expect(error?.message).toBe("Conversation with id 'conv_nope' not found.");
  });

  it('reports a rate limit in n8n\'s words', async () => {
    harness.standIn.rateLimitNext();
    const { error } = await runOpenAi(harness, { typeVersion: 2.1, parameters: {
      resource: 'text', operation: 'response', modelId: rl('gpt-4o-mini'), responses: { values: [{ content: 'Hi' }] },
    } });
    expect(error?.message).toBe('Rate limit reached');
    expect(error?.description).toMatch(/^Rate limit reached for gpt-4o-mini/);
  });
});

describe('OpenAI 2.x, Conversation', () => {
  it('gets, updates and removes a conversation', async () => {
    const created = await runOpenAi(harness, { typeVersion: 2, parameters: { resource: 'conversation', operation: 'create', messages: { values: [{ content: 'Hi' }] } } });
    const conversationId = String(created.items[0]?.json.id);
    const got = await runOpenAi(harness, { typeVersion: 2, parameters: { resource: 'conversation', operation: 'get', conversationId } });
    expect(got.items[0]?.json.id).toBe(conversationId);
    const updated = await runOpenAi(harness, { typeVersion: 2, parameters: { resource: 'conversation', operation: 'update', conversationId, metadata: '{"state":"done"}' } });
    expect(lastCall()?.body).toEqual({ metadata: { state: 'done' } });
    expect(updated.items[0]?.json.metadata).toEqual({ state: 'done' });
    const removed = await runOpenAi(harness, { typeVersion: 2, parameters: { resource: 'conversation', operation: 'remove', conversationId } });
    expect(removed.items[0]?.json).toEqual({ id: conversationId, object: 'conversation.deleted', deleted: true });
  });
});

describe('OpenAI 2.x, Text > Classify', () => {
  it('uses the omni moderation model from 2.1', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 2.1, parameters: { resource: 'text', operation: 'classify', input: 'I hate Mondays', simplify: true } });
    expect(lastCall()?.body).toEqual({ input: 'I hate Mondays', model: 'omni-moderation-latest' });
    expect(items[0]?.json).toEqual({ flagged: true });
  });
});

describe('OpenAI 2.x, Image > Edit', () => {
  it('edits the item\'s images with GPT Image 1 as multipart `image[]`, output as WEBP binary', async () => {
    const { items } = await runOpenAi(harness, {
      typeVersion: 2.1,
      input: [{ json: {}, binary: { data: binaryOf(pngBytes(5), 'image/png', 'a.png'), other: binaryOf(pngBytes(6), 'image/png', 'b.png') } as never }],
      parameters: {
        resource: 'image', operation: 'edit', model: 'gpt-image-1', prompt: 'Blend them',
        images: { values: [{ binaryPropertyName: 'data' }, { binaryPropertyName: 'other' }] },
        outputFormat: 'webp', outputCompression: 80, options: { background: 'transparent' },
      },
    });
    const form = lastCall()?.form ?? {};
    expect(form).toMatchObject({ prompt: 'Blend them', model: 'gpt-image-1', n: '1', size: '1024x1024', quality: 'auto', output_format: 'webp', output_compression: '80', background: 'transparent' });
    expect((form['image[]'] as Array<{ filename: string }>).map((file) => file.filename)).toEqual(['a.png', 'b.png']);
    expect(items[0]?.binary?.data).toMatchObject({ mimeType: 'image/webp', fileName: 'image.webp' });
  });

  it('edits with DALL·E 2 and a mask, answering URLs', async () => {
    const { items } = await runOpenAi(harness, {
      typeVersion: 2.1,
      input: [{ json: {}, binary: { data: binaryOf(pngBytes(7), 'image/png', 'photo.png'), mask: binaryOf(pngBytes(8), 'image/png', 'mask.png') } as never }],
      parameters: { resource: 'image', operation: 'edit', model: 'dall-e-2', prompt: 'Add a hat', size: '512x512', options: { imageMask: 'mask' } },
    });
    expect(lastCall()?.form).toMatchObject({ model: 'dall-e-2', response_format: 'url', image: { filename: 'photo.png' }, mask: { filename: 'mask.png' } });
    expect(items[0]?.json.url).toMatch(/\.png$/);
  });

  it('refuses an image DALL·E 2 cannot edit', async () => {
    const { error } = await runOpenAi(harness, {
      typeVersion: 2.1, input: [{ json: {}, binary: { data: binaryOf(Buffer.from('GIF89a'), 'image/gif', 'x.gif') } as never }],
      parameters: { resource: 'image', operation: 'edit', model: 'dall-e-2', prompt: 'x' },
    });
    expect(error?.message).toBe('Uploaded image must be a PNG and less than 4 MB.');
  });
});

describe('OpenAI 2.x, File and Video', () => {
  it('uploads for user data by default', async () => {
    const { items } = await runOpenAi(harness, {
      typeVersion: 2.1, parameters: { resource: 'file', operation: 'upload' },
      input: [{ json: {}, binary: { data: binaryOf(Buffer.from('%PDF-1.4'), 'application/pdf', 'doc.pdf') } as never }],
    });
    expect(lastCall()?.form).toMatchObject({ purpose: 'user_data' });
    expect(items[0]?.json).toMatchObject({ purpose: 'user_data', filename: 'doc.pdf' });
  });

  it('generates a video: creates the job, polls it, downloads the MP4', async () => {
    const { items } = await runOpenAi(harness, { typeVersion: 2.1, parameters: {
      resource: 'video', operation: 'generate', modelId: rl('sora-2'), prompt: 'Waves at dusk', seconds: 8, size: '1280x720', options: { fileName: 'waves' },
    } });
    const videoCalls = harness.standIn.calls.filter((call) => call.path.startsWith('/v1/videos'));
    expect(videoCalls[0]?.body).toEqual({ model: 'sora-2', prompt: 'Waves at dusk', seconds: '8', size: '1280x720' });
    expect(videoCalls.at(-1)?.path).toMatch(/^\/v1\/videos\/video_standin\d+\/content$/);
    expect(items[0]?.json).toMatchObject({ object: 'video', status: 'completed', progress: 100 });
    expect(items[0]?.binary?.data).toMatchObject({ mimeType: 'video/mp4', fileName: 'waves.mp4' });
    expect(Buffer.from(String(items[0]?.binary?.data?.data), 'base64').subarray(4, 8).toString()).toBe('ftyp');
  });
});
