import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../../test-support/openai-stand-in.js';

/* The stand-in's further APIs refuse what OpenAI refuses, in OpenAI's shapes. */

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-apis-key-123' });
});
afterAll(() => standIn.close());

async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; key?: string } = {}) {
  const form = init.body instanceof FormData;
  const response = await fetch(`${standIn.baseUrl}${path}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${init.key ?? 'sk-apis-key-123'}`, ...(form || init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: form ? init.body as FormData : JSON.stringify(init.body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, or text
  const body: any = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, type, body };
}

describe('the OpenAI stand-in\'s further APIs', () => {
  it('refuses a wrong key on every API with 401', async () => {
    const answer = await call('/images/generations', { body: { prompt: 'x' }, key: 'sk-wrong-key-9999' });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('invalid_api_key');
  });

  it('asks for the beta header on the Assistants API', async () => {
    const answer = await call('/assistants', { body: { model: 'gpt-4o' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/OpenAI-Beta: assistants=v2/);
  });

  it('names unknown models and missing fields as OpenAI does', async () => {
    expect((await call('/audio/speech', { body: { model: 'tts-9', input: 'x', voice: 'alloy' } })).body.error).toMatchObject({ code: 'model_not_found' });
    expect((await call('/audio/speech', { body: { model: 'tts-1', voice: 'alloy' } })).body.error.message).toBe("Missing required parameter: 'input'.");
    expect((await call('/responses', { body: { model: 'gpt-4o' } })).body.error.message).toBe("Missing required parameter: 'input'.");
    expect((await call('/files', { body: { purpose: 'assistants' } })).body.error.message).toMatch(/expected multipart\/form-data/);
  });

  it('speaks WAV with its RIFF header and content type', async () => {
    const answer = await call('/audio/speech', { body: { model: 'tts-1', input: 'Hello', voice: 'alloy', response_format: 'wav' } });
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('audio/wav');
    expect(String(answer.body).slice(0, 4)).toBe('RIFF');
  });

  it('refuses a function output for a call it never made', async () => {
    const answer = await call('/responses', { body: { model: 'gpt-4o', input: [{ type: 'function_call_output', call_id: 'call_x', output: '1' }] } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('No tool call found for function call output with call_id call_x.');
  });

  it('streams a response as its documented events', async () => {
    standIn.script({ content: 'Two words' });
    const answer = await call('/responses', { body: { model: 'gpt-4o', input: 'Hi', stream: true } });
    const types = [...String(answer.body).matchAll(/^event: (\S+)$/gm)].map((match) => match[1]);
    expect(types).toEqual([
      'response.created', 'response.output_item.added', 'response.output_text.delta', 'response.output_text.delta',
      'response.output_text.done', 'response.output_item.done', 'response.completed',
    ]);
  });

  it('rate limits the next call when asked, with retry-after', async () => {
    standIn.rateLimitNext();
    const answer = await call('/moderations', { body: { input: 'hello' } });
    expect(answer.status).toBe(429);
    expect(answer.body.error.code).toBe('rate_limit_exceeded');
    expect((await call('/moderations', { body: { input: 'hello' } })).status).toBe(200);
  });
});
