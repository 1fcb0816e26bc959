import { words } from './stand-in-server.js';

/*
 * OpenAI's legacy completions endpoint (POST …/completions) of the OpenAI stand-in: a `prompt` (a string or
 * a list) in, `choices[].text` out, with token usage. Completion models cannot call tools.
 */

export function invalidCompletionBody(body: unknown): string | undefined {
  const { model, prompt } = (body ?? {}) as { model?: unknown; prompt?: unknown };
  if (typeof model !== 'string' || model === '') return 'you must provide a model parameter';
  if (typeof prompt !== 'string' && !(Array.isArray(prompt) && prompt.every((entry) => typeof entry === 'string'))) return "'prompt' is a required property";
  return undefined;
}

export function completionAnswer(body: { model: string; prompt: string | string[] }, text: string, counter: number) {
  const prompts = typeof body.prompt === 'string' ? [body.prompt] : body.prompt;
  const promptTokens = prompts.reduce((sum, prompt) => sum + words(prompt), 0);
  const completionTokens = words(text) * prompts.length;
  return {
    id: `cmpl-standin${counter}`, object: 'text_completion', created: 1_700_000_000 + counter, model: body.model,
    choices: prompts.map((_, index) => ({ text, index, logprobs: null, finish_reason: 'stop' })),
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}
