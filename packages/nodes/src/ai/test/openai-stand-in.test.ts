import { ChatOpenAI } from '@langchain/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../../test-support/openai-stand-in.js';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-test-key-123' });
});
afterAll(() => standIn.close());

function model(apiKey = 'sk-test-key-123', name = 'gpt-4o-mini') {
  return new ChatOpenAI({ apiKey, model: name, maxRetries: 0, configuration: { baseURL: standIn.baseUrl } });
}

async function post(body: unknown, key = 'sk-test-key-123') {
  const response = await fetch(`${standIn.baseUrl}/chat/completions`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() as { error: { message: string; type: string; code: string | null } } };
}

describe('the OpenAI stand-in, through LangChain\'s OpenAI client', () => {
  it('answers the scripted text with token usage', async () => {
    standIn.script({ content: 'The tide turns twice a day.' });
    const answer = await model().invoke('How often does the tide turn?');
    expect(answer.content).toBe('The tide turns twice a day.');
    expect(answer.usage_metadata).toMatchObject({ input_tokens: 9, output_tokens: 6, total_tokens: 15 });
    expect(standIn.requests.at(-1)?.body.messages).toEqual([{ role: 'user', content: 'How often does the tide turn?' }]);
  });

  it('answers scripted tool calls to a model with tools', async () => {
    standIn.script({ toolCalls: [{ name: 'calculator', arguments: { input: '2+2' } }] });
    const answer = await model().bindTools([{ type: 'function', function: { name: 'calculator', description: 'math', parameters: { type: 'object', properties: { input: { type: 'string' } } } } }]).invoke('2+2?');
    expect(answer.tool_calls).toEqual([{ name: 'calculator', args: { input: '2+2' }, id: expect.any(String), type: 'tool_call' }]);
    expect(standIn.requests.at(-1)?.body.tools?.[0]?.function.name).toBe('calculator');
  });

  it('streams the answer in chunks', async () => {
    standIn.script({ content: 'One two three' });
    const pieces: string[] = [];
    for await (const chunk of await model().stream('count')) pieces.push(String(chunk.content));
    expect(pieces.filter(Boolean)).toEqual(['One ', 'two ', 'three']);
    expect(standIn.requests.at(-1)?.body.stream).toBe(true);
  });

  it('refuses a wrong key, an unknown model and a rate-limited request as OpenAI does', async () => {
    await expect(model('sk-wrong-key-999').invoke('hi')).rejects.toThrow('Incorrect API key provided: sk-*********-999');
    await expect(model(undefined, 'gpt-nine').invoke('hi')).rejects.toThrow('The model `gpt-nine` does not exist or you do not have access to it.');
    standIn.script({ rateLimited: true });
    await expect(model().invoke('hi')).rejects.toThrow(/Rate limit reached for gpt-4o-mini/);
  });

  it('checks the shape of the messages', async () => {
    const empty = await post({ model: 'gpt-4o-mini', messages: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/Invalid 'messages': empty array/);
    const badRole = await post({ model: 'gpt-4o-mini', messages: [{ role: 'robot', content: 'x' }] });
    expect(badRole.body.error).toMatchObject({ type: 'invalid_request_error', message: expect.stringMatching(/^Invalid value: 'robot'/) });
    const noModel = await post({ messages: [{ role: 'user', content: 'x' }] });
    expect(noModel.body.error.message).toBe('you must provide a model parameter');
    const toolWithoutId = await post({ model: 'gpt-4o-mini', messages: [{ role: 'tool', content: '4' }] });
    expect(toolWithoutId.body.error.message).toBe("Missing required parameter: 'messages[0].tool_call_id'.");
  });
});
